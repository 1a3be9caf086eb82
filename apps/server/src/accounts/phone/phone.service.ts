import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_PER_HOUR,
  VERIFICATION_RESEND_SECONDS,
  type AuthResponse,
} from '@ojeador/shared';
import { rateLimited, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { AuthService } from '../users/auth.service.js';
import type { PhoneRepository } from './phone.repository.js';
import { codeMatches, generateCode, hashCode } from './verification-code.js';
import { SECRET_PLACEHOLDER } from '../../lib/sealed-secret.js';

const HOUR_MS = 60 * 60 * 1000;

export const SMS_BUDGET_EXHAUSTED = 'El envío de códigos está saturado ahora mismo. Inténtalo de nuevo más tarde.';

export type PhoneOptions = { smsHourlyBudget: number; log?: Pick<FastifyBaseLogger, 'warn'> };

/** The outbox a code is sent through, its secret sealed in the stored message (messaging's MessagesService answers it). */
export type PhoneOutboxPort = {
  enqueue(message: { channel: 'sms'; to: string; subject: null; body: string; secret: string }): Promise<unknown>;
};

export class PhoneService {
  constructor(
    private readonly repository: PhoneRepository,
    private readonly messages: PhoneOutboxPort,
    private readonly users: Pick<AuthService, 'verifyPhone'>,
    private readonly secret: string,
    private readonly options: PhoneOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendCode(user: CurrentUser, phone: string) {
    const now = this.now();
    const recent = await this.repository.recentRequests(user.id, phone, new Date(now.getTime() - HOUR_MS));
    for (const scope of [recent.byUser, recent.byPhone]) {
      if (scope.newest) {
        const waitSeconds = Math.ceil(VERIFICATION_RESEND_SECONDS - (now.getTime() - new Date(scope.newest).getTime()) / 1000);
        if (waitSeconds > 0) throw rateLimited(MESSAGES.resendTooSoon(waitSeconds), waitSeconds);
      }
      if (scope.count >= VERIFICATION_MAX_PER_HOUR) throw rateLimited(MESSAGES.tooManyCodes, 3600);
    }
    // A flood from many accounts stops here, whatever the per-account and per-IP limits let through.
    const sentThisHour = await this.repository.countSince(new Date(now.getTime() - HOUR_MS));
    if (sentThisHour >= this.options.smsHourlyBudget) {
      this.options.log?.warn({ sentThisHour, budget: this.options.smsHourlyBudget }, 'SMS hourly budget exhausted');
      throw rateLimited(SMS_BUDGET_EXHAUSTED, 3600);
    }
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60 * 1000);
    await this.repository.insert({ userId: user.id, phone, codeHash: hashCode(this.secret, phone, code), expiresAt });
    await this.messages.enqueue({
      channel: 'sms',
      to: phone,
      subject: null,
      body: `Tu código de verificación de Ojeador es ${SECRET_PLACEHOLDER}. Caduca en ${VERIFICATION_CODE_TTL_MINUTES} minutos.`,
      secret: code,
    });
    return { message: MESSAGES.codeSent, expiresInSeconds: VERIFICATION_CODE_TTL_MINUTES * 60 };
  }

  async verifyCode(user: CurrentUser, phone: string, code: string): Promise<AuthResponse> {
    const pending = await this.repository.latestOpen(user.id, phone);
    if (!pending) throw ruleBroken(MESSAGES.invalidCode);
    if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) throw rateLimited(MESSAGES.tooManyAttempts);
    if (pending.expiresAt.getTime() <= this.now().getTime()) throw ruleBroken(MESSAGES.codeExpired);
    // The attempt is taken before the guess is judged, so parallel guesses never get more than the maximum.
    const attempts = await this.repository.claimAttempt(pending.id, VERIFICATION_MAX_ATTEMPTS);
    if (attempts === null) throw rateLimited(MESSAGES.tooManyAttempts);
    if (!codeMatches(this.secret, phone, code, pending.codeHash)) {
      if (attempts >= VERIFICATION_MAX_ATTEMPTS) throw rateLimited(MESSAGES.tooManyAttempts);
      throw ruleBroken(MESSAGES.invalidCode, { attemptsLeft: VERIFICATION_MAX_ATTEMPTS - attempts });
    }
    if (!(await this.repository.consume(pending.id))) throw ruleBroken(MESSAGES.invalidCode);
    return this.users.verifyPhone(user.id, phone);
  }
}
