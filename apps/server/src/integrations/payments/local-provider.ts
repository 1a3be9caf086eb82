import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignatureError, type AccountStatus, type OnboardingLink, type OnboardingRequest, type PaymentsProvider } from './payments-provider.js';

/** Where the app serves the local provider's pages (GET shows, POST confirms, POST {"outcome":"cancel"} abandons). */
export const LOCAL_PAYMENTS_PATH = '/payments/local';

/**
 * The offline provider: accounts and pages live in the app itself (URLs are relative to it). A page URL carries an HMAC of
 * what it confirms, so only the link the app handed out can confirm it.
 */
export class LocalPaymentsProvider implements PaymentsProvider {
  readonly name = 'local' as const;
  /** Accounts confirmed on the local onboarding page (the local "provider side"), by account id. */
  private readonly ready = new Set<string>();

  constructor(private readonly secret: string) {}

  async createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink> {
    const accountId = request.existingAccountId ?? `local_acct_${request.expertProfileId}`;
    return { accountId, url: `${LOCAL_PAYMENTS_PATH}/onboarding/${accountId}.${this.sign(accountId)}` };
  }

  /** The account id a page token names, or null when the token was not made by this app. */
  accountFromToken(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const accountId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(accountId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : null;
  }

  markReady(accountId: string) {
    this.ready.add(accountId);
  }

  async retrieveAccountStatus(accountId: string): Promise<AccountStatus> {
    return { accountId, ready: this.ready.has(accountId) };
  }

  parseWebhook(): never {
    throw new InvalidSignatureError('the local provider sends no webhooks');
  }

  private sign(value: string) {
    return createHmac('sha256', this.secret).update(`onboarding:${value}`).digest('base64url').slice(0, 32);
  }
}
