import {
  EXPERT_MESSAGES,
  type AuthResponse,
  type BecomeExpertFields,
  type ExpertProfile,
  type ExpertSearch,
  type ExpertTerms,
  type PublicExpert,
  Cents,
  categoryCode,
  serviceTypeCode,
  shortName,
} from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { UploadedFile } from '../../http/multipart-form.js';
import type { ImageField, ImageUploads } from '../../http/image-upload.js';
import type { PaymentEvent, PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { Transact } from '../../db/client.js';
import type { AuthService } from '../../accounts/index.js';
import type { ExpertProfileRow, ExpertsRepository } from './experts.repository.js';
import type { ExpertRecordReadModel } from '../hires/expert-record.read-model.js';
import type { PublicProfilesRepository } from './public-profiles.repository.js';

export type ExpertsDeps = {
  repository: ExpertsRepository;
  profiles: PublicProfilesRepository;
  /** Completed hires and reviews with their services (the hires module's read model). */
  record: Pick<ExpertRecordReadModel, 'completedHires' | 'ratingsByService' | 'reviewsOf' | 'openCountForExpert' | 'hiredSearchesOf'>;
  transaction: Transact;
  images: ImageUploads;
  auth: Pick<AuthService, 'sessionFor' | 'makeExpert'>;
  payments: PaymentsProvider;
  /** The platform's share of each released price (COMMISSION_PERCENT). */
  commissionPercent: number;
  /** Absolute base for the provider's return and refresh URLs. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/** Reviews shown on a public profile (newest first). */
const PROFILE_REVIEWS = 50;

/** "Experto Verificado" is earned: a payment account that can receive money and at least one completed hire. */
export const isVerifiedExpert = (paymentsReady: boolean, completedHires: number) => paymentsReady && completedHires > 0;

const roundRating = (average: number | null) => (average === null ? null : Math.round(Number(average) * 10) / 10);

const validationError = (message: string) => badRequest(message, [{ path: '', message }]);

/** Registration, the expert's profile and the payment account that lets them be paid. */
const PROFILE_PICTURE: ImageField = {
  names: ['profilePicture', 'ProfilePicture'],
  max: 1,
  folder: 'experts',
  typeMessage: EXPERT_MESSAGES.profilePictureType,
  tooManyMessage: EXPERT_MESSAGES.profilePictureType,
};

export class ExpertsService {
  constructor(private readonly deps: ExpertsDeps) {}

  async becomeExpert(user: CurrentUser, fields: BecomeExpertFields, files: readonly UploadedFile[]): Promise<AuthResponse> {
    const { repository, transaction, images, auth } = this.deps;
    if (user.appRole === 'Admin') throw forbidden(EXPERT_MESSAGES.adminCannotBecomeExpert);
    // Customers pay experts they cannot see: only a verified phone stands behind an expert.
    if (!user.phoneVerified) throw forbidden(EXPERT_MESSAGES.phoneNotVerified);
    if (await repository.findByUser(user.id)) throw conflict(EXPERT_MESSAGES.alreadyExpert);
    if (images.filesOf(files, PROFILE_PICTURE).length === 0) throw validationError(EXPERT_MESSAGES.profilePictureRequired);

    const stored = await images.accept(files, PROFILE_PICTURE);
    try {
      const row = await transaction(async (tx) => {
        const profile = await repository.insertProfile({ userId: user.id, description: fields.description, profilePictureUrl: stored.urls[0] }, tx);
        if (!profile) throw conflict(EXPERT_MESSAGES.alreadyExpert);
        return auth.makeExpert(user.id, tx);
      });
      return await auth.sessionFor(row);
    } catch (error) {
      await stored.rollback();
      throw error;
    }
  }

  async getProfile(user: CurrentUser): Promise<ExpertProfile> {
    let profile = await this.requireProfile(user);
    if (profile.stripeAccountId && !profile.paymentsReadyAt) profile = await this.recheck(profile);
    const [activeServices, activeHires, completedHires] = await Promise.all([
      this.deps.repository.activeServiceCount(profile),
      this.deps.record.openCountForExpert(profile.userId),
      this.deps.record.completedHires(profile.userId),
    ]);
    return {
      id: profile.id,
      description: profile.description,
      profilePictureUrl: profile.profilePictureUrl,
      stripeAccountId: profile.paymentsReadyAt ? profile.stripeAccountId : null,
      createdAt: profile.createdAt.toISOString(),
      activeServices,
      activeHires,
      verified: isVerifiedExpert(profile.paymentsReadyAt !== null, completedHires),
    };
  }

  /** What an expert keeps of a price and whether it reaches their bank here, said before they register or price a service. */
  terms(): ExpertTerms {
    return { commissionPercent: this.deps.commissionPercent, canTransfer: this.deps.payments.canTransfer };
  }

  /** The profile customers read before hiring; 404 for an unknown profile or one whose user is no longer a hireable expert. */
  async publicProfile(expertProfileId: number): Promise<PublicExpert> {
    const { profiles, record } = this.deps;
    const profile = await profiles.findProfile(expertProfileId);
    if (!profile?.hireable) throw notFound(EXPERT_MESSAGES.profileNotFound);
    const paymentsReady = profile.paymentsReadyAt !== null;
    const [completedHires, averageRating, services, reviews] = await Promise.all([
      record.completedHires(profile.userId),
      profiles.ratingOf(profile.userId),
      // Only services customers can hire now (the catalogue's rule): none until payments are ready.
      paymentsReady ? profiles.publishedServices(profile.id) : Promise.resolve([]),
      record.reviewsOf(profile.userId, PROFILE_REVIEWS),
    ]);
    const ratings = await record.ratingsByService(services.map((service) => service.id));
    return {
      id: profile.id,
      name: profile.name,
      photoUrl: profile.photoUrl,
      description: profile.description,
      memberSince: profile.createdAt.toISOString(),
      verified: isVerifiedExpert(paymentsReady, completedHires),
      completedHires,
      averageRating: roundRating(averageRating),
      services: services.map(({ priceCents, ...service }) => ({
        ...service,
        categoryCode: categoryCode(service.categoryId),
        serviceTypeCode: serviceTypeCode(service.serviceTypeId),
        price: Cents.toEuros(priceCents),
        averageRating: roundRating(ratings.get(service.id)?.average ?? null),
        reviewCount: ratings.get(service.id)?.total ?? 0,
      })),
      reviews: reviews.map(({ service: { categoryId, ...service }, ...review }) => ({
        ...review,
        // A public page: the reviewer as "Lucía M.".
        reviewerName: shortName(review.reviewerName),
        service: { ...service, categoryCode: categoryCode(categoryId), serviceTypeCode: serviceTypeCode(service.serviceTypeId) },
        createdAt: review.createdAt.toISOString(),
      })),
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
    const rows = await this.deps.record.hiredSearchesOf(user.id);
    // Experts see their customers as "Lucía M.".
    return rows.map((row) => ({
      ...row,
      clientName: shortName(row.clientName),
      categoryCode: categoryCode(row.categoryId),
      hiredAt: row.hiredAt.toISOString(),
    }));
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
