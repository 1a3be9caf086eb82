import { EXPERT_MESSAGES, becomeExpertFieldsSchema, type AuthResponse, type ExpertProfile, type ExpertSearch } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { MultipartForm } from '../../http/multipart-form.js';
import type { FileStore } from '../../integrations/file-store.js';
import { ImageRejectedError, processImage } from '../../integrations/image-processing.js';
import type { PaymentEvent, PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { Transact } from '../../db/client.js';
import type { AuthService } from '../users/auth.service.js';
import type { ExpertProfileRow, ExpertsRepository } from './experts.repository.js';

export type ExpertsDeps = {
  repository: ExpertsRepository;
  transaction: Transact;
  files: FileStore;
  auth: Pick<AuthService, 'sessionFor'>;
  payments: PaymentsProvider;
  /** Absolute base for the provider's return and refresh URLs. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

const validationError = (message: string) => badRequest(message, [{ path: '', message }]);

/** Registration, the expert's profile and the payment account that lets them be paid. */
export class ExpertsService {
  constructor(private readonly deps: ExpertsDeps) {}

  async becomeExpert(user: CurrentUser, form: MultipartForm): Promise<AuthResponse> {
    const { repository, transaction, files, auth } = this.deps;
    if (user.appRole === 'Admin') throw forbidden(EXPERT_MESSAGES.adminCannotBecomeExpert);
    if (await repository.findByUser(user.id)) throw conflict(EXPERT_MESSAGES.alreadyExpert);
    const picture = form.files.find((f) => f.field === 'profilePicture' || f.field === 'ProfilePicture');
    if (!picture || picture.data.length === 0) throw validationError(EXPERT_MESSAGES.profilePictureRequired);
    const fields = becomeExpertFieldsSchema.safeParse({ description: form.fields.description ?? form.fields.Description });
    if (!fields.success) throw validationError(fields.error.issues[0].message);

    const image = await processImage(picture.data).catch((error: unknown) => {
      if (error instanceof ImageRejectedError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXPERT_MESSAGES.profilePictureType);
      throw error;
    });
    const stored = await files.save(image.data, image.extension, 'experts');
    try {
      const row = await transaction(async (tx) => {
        const profile = await repository.insertProfile({ userId: user.id, description: fields.data.description, profilePictureUrl: stored.url }, tx);
        if (!profile) throw conflict(EXPERT_MESSAGES.alreadyExpert);
        return repository.makeExpert(user.id, tx);
      });
      return await auth.sessionFor(row);
    } catch (error) {
      await files.removeByUrl(stored.url);
      throw error;
    }
  }

  async getProfile(user: CurrentUser): Promise<ExpertProfile> {
    let profile = await this.requireProfile(user);
    if (profile.stripeAccountId && !profile.paymentsReadyAt) profile = await this.recheck(profile);
    const counts = await this.deps.repository.counts(profile);
    return {
      id: profile.id,
      description: profile.description,
      profilePictureUrl: profile.profilePictureUrl,
      stripeAccountId: profile.paymentsReadyAt ? profile.stripeAccountId : null,
      createdAt: profile.createdAt.toISOString(),
      ...counts,
    };
  }

  /** Creates the provider account once (reused afterwards) and a fresh onboarding link. */
  async startOnboarding(user: CurrentUser): Promise<{ url: string }> {
    const profile = await this.requireProfile(user);
    const panel = `${this.deps.publicUrl}/expert-panel`;
    const link = await this.deps.payments.createOnboardingLink({
      expertProfileId: profile.id,
      email: user.email,
      existingAccountId: profile.stripeAccountId,
      returnUrl: `${panel}?onboarding=return`,
      refreshUrl: `${panel}?onboarding=refresh`,
    });
    if (link.accountId !== profile.stripeAccountId) await this.deps.repository.setAccount(profile.id, link.accountId);
    return { url: link.url };
  }

  /**
   * The one "account ready" path: a provider event (Stripe's account.updated) or the local onboarding
   * page. The status is re-read from the provider because events arrive in any order; each event id
   * is applied once.
   */
  async applyProviderEvent(event: PaymentEvent): Promise<void> {
    if (event.type !== 'account.updated') {
      await this.deps.repository.claimEvent(event.id);
      return;
    }
    if (!(await this.deps.repository.findByAccount(event.accountId))) {
      this.deps.log.warn({ accountId: event.accountId }, 'account.updated for an unknown account');
    }
    // A replay skips the provider call; the claim in the transaction is what makes it apply once.
    if (await this.deps.repository.isEventClaimed(event.id)) return;
    const status = await this.deps.payments.retrieveAccountStatus(event.accountId);
    const { repository } = this.deps;
    await this.deps.transaction(async (tx) => {
      if (!(await repository.claimEvent(event.id, tx))) return;
      await repository.setPaymentsReady(status.accountId, status.ready, tx);
    });
  }

  async listHiredSearches(user: CurrentUser): Promise<ExpertSearch[]> {
    const rows = await this.deps.repository.listHiredSearches(user.id);
    return rows.map((row) => ({ ...row, hiredAt: row.hiredAt.toISOString() }));
  }

  private async requireProfile(user: CurrentUser): Promise<ExpertProfileRow> {
    const profile = await this.deps.repository.findByUser(user.id);
    if (!profile) throw notFound(EXPERT_MESSAGES.profileNotFound);
    return profile;
  }

  /** When the expert comes back from the provider, ask it instead of waiting for the webhook. */
  private async recheck(profile: ExpertProfileRow): Promise<ExpertProfileRow> {
    try {
      const status = await this.deps.payments.retrieveAccountStatus(profile.stripeAccountId as string);
      if (!status.ready) return profile;
      return (await this.deps.repository.setPaymentsReady(status.accountId, true)) ?? profile;
    } catch (error) {
      this.deps.log.warn({ err: error, accountId: profile.stripeAccountId }, 'could not re-check the payment account');
      return profile;
    }
  }
}
