import {
  SUBSCRIPTION_MESSAGES,
  hasReceipt,
  totalSearchCap,
  type CheckoutUrl,
  type CurrentSubscription,
  type SubscriptionDetails,
  type SubscriptionPlan,
  type SubscriptionReceipt,
  Cents,
} from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, planEnded, planNotCancelled, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import { PlanUnavailableError, type PaymentsProvider, type PlanEvent } from '../../integrations/payments/payments-provider.js';
import type { RefundsService } from '../wallet/refunds.service.js';
import type { LiveSubscription, SubscriptionRow } from './billing.repository.js';
import type { LimitsService } from './limits.service.js';
import { isUpgrade } from './plan-changes.js';
import { freePlan, PlanFulfilmentService, type PlanFulfilmentDeps } from './plan-fulfilment.service.js';
import { toReceipt } from './plan-receipt.js';
import type { PlanRow } from './subscriptions.repository.js';

const PAYMENTS_LISTED = 24;

export type BillingDeps = PlanFulfilmentDeps & {
  /** A new plan checkout closes the customer's older ones at the provider (at most one open). */
  refunds: Pick<RefundsService, 'expireOpenCheckouts'>;
  limits: Pick<LimitsService, 'forUser'>;
  provider: Pick<PaymentsProvider, 'createPlanCheckout' | 'cancelAtPeriodEnd' | 'resumeRenewal'>;
  publicUrl: string;
};

/**
 * Plans and billing: the plans, the caller's plan and charges (and their receipts), the checkout of a paid plan,
 * cancelling at the period end and resuming before it. Every change of plan that follows (provider events, the plan clock) is the fulfilment's
 * (plan-fulfilment.service.ts).
 */
export class BillingService {
  private readonly now: () => Date;
  private readonly fulfilment: PlanFulfilmentService;

  constructor(private readonly deps: BillingDeps) {
    this.now = deps.now ?? (() => new Date());
    this.fulfilment = new PlanFulfilmentService(deps);
  }

  async plans(): Promise<SubscriptionPlan[]> {
    return (await this.deps.repository.plans()).map(toPlan);
  }

  async current(user: Pick<CurrentUser, 'id'>): Promise<CurrentSubscription> {
    const live = await this.deps.repository.current(user.id, this.now());
    return live ? toCurrent(live) : { plan: toPlan(await freePlan(this.deps.repository)), status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  }

  async details(user: CurrentUser): Promise<SubscriptionDetails> {
    const [current, limits, payments] = await Promise.all([
      this.current(user),
      this.deps.limits.forUser(user),
      this.deps.repository.planPayments(user.id, PAYMENTS_LISTED),
    ]);
    return {
      ...current,
      usage: { activeSearches: limits.activeSearches, maxSearches: limits.maxSearches },
      payments: payments.map(({ payment, plan }) => ({
        id: payment.id,
        at: (payment.settledAt ?? payment.createdAt).toISOString(),
        amount: Cents.toEuros(payment.amountCents),
        status: payment.status,
        planCode: plan?.code ?? null,
        planName: plan?.name ?? null,
      })),
    };
  }

  /**
   * `POST /api/Subscription/create-checkout-session`: a checkout for a plan above the current one; nothing changes
   * until it is paid. It becomes the customer's only open plan checkout: older ones are expired at the provider
   * (decision 027). Whichever is paid is checked again at fulfilment.
   */
  async createCheckout(user: CurrentUser, planCode: string): Promise<CheckoutUrl> {
    const { repository, provider } = this.deps;
    const plan = (await repository.plans()).find((p) => p.code === planCode);
    if (!plan) throw notFound(SUBSCRIPTION_MESSAGES.planNotFound);
    if (plan.monthlyPriceCents <= 0) throw badRequest(SUBSCRIPTION_MESSAGES.freeNeedsNoCheckout);
    const current = await repository.current(user.id, this.now());
    if (current?.plan.id === plan.id) throw conflict(SUBSCRIPTION_MESSAGES.alreadyOnPlan(plan.name));
    if (!isUpgrade(current?.plan ?? null, plan)) throw conflict(SUBSCRIPTION_MESSAGES.onlyUpgrades);
    const payment = await repository.insertPayment({
      userId: user.id,
      provider: provider.name,
      purpose: 'subscription',
      amountCents: plan.monthlyPriceCents,
      planId: plan.id,
    });
    let url: string;
    try {
      const checkout = await provider.createPlanCheckout({
        paymentId: payment.id,
        userId: user.id,
        planCode: plan.code,
        amountCents: plan.monthlyPriceCents,
        description: SUBSCRIPTION_MESSAGES.paymentDescription(plan.name),
        customerEmail: user.email,
        successUrl: `${this.deps.publicUrl}/success?payment=${payment.id}`,
        cancelUrl: `${this.deps.publicUrl}/cancel?payment=${payment.id}`,
      });
      await repository.setPaymentRef(payment.id, checkout.ref);
      url = checkout.url;
    } catch (error) {
      await this.deps.transaction((tx) => repository.updatePayment(payment.id, { status: 'cancelled', settledAt: this.now() }, tx));
      if (error instanceof PlanUnavailableError) {
        this.deps.log.error({ planCode: plan.code }, error.message);
        throw ruleBroken(SUBSCRIPTION_MESSAGES.planUnavailable);
      }
      throw error;
    }
    await this.deps.refunds.expireOpenCheckouts(user.id, { purpose: 'subscription', keep: payment.id });
    return { url };
  }

  /** `POST /api/Subscription/cancel`: no renewal; the plan is kept until the end of the paid period (no refund). */
  async cancel(user: CurrentUser): Promise<CurrentSubscription> {
    const { repository, provider } = this.deps;
    const live = await repository.current(user.id, this.now());
    if (!live) throw notFound(SUBSCRIPTION_MESSAGES.noPaidSubscription);
    if (live.subscription.cancelAtPeriodEnd) throw conflict(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    const { subscription } = live;
    // The provider first: if Stripe refuses, nothing here says the plan will end.
    if (subscription.provider === 'stripe' && subscription.providerRef) await provider.cancelAtPeriodEnd(subscription.providerRef);
    await this.deps.transaction(async (tx) => {
      await repository.lockUser(user.id, tx);
      await repository.updateSubscription(subscription.id, { cancelAtPeriodEnd: true }, tx);
    });
    return this.current(user);
  }

  /**
   * `POST /api/Subscription/resume`: undoes a cancel while the paid period runs, so the plan renews at its end
   * again. A second resume answers 409 PLAN_NOT_CANCELLED (as a second cancel answers 409); a period already over
   * 409 PLAN_ENDED; never a paid plan 404.
   */
  async resume(user: CurrentUser): Promise<CurrentSubscription> {
    const { repository, provider } = this.deps;
    const subscription = await this.resumable(user.id);
    // The provider first, as cancel does: if Stripe refuses, nothing here says the plan renews.
    if (subscription.provider === 'stripe' && subscription.providerRef) await provider.resumeRenewal(subscription.providerRef);
    await this.deps.transaction(async (tx) => {
      await repository.lockUser(user.id, tx);
      // Checked again under the user's lock: a concurrent resume, or the end of the period, may have come first.
      const locked = await this.resumable(user.id, tx);
      await repository.updateSubscription(locked.id, { cancelAtPeriodEnd: false }, tx);
    });
    return this.current(user);
  }

  private async resumable(userId: number, tx?: Executor): Promise<SubscriptionRow> {
    const { repository } = this.deps;
    const live = await repository.current(userId, this.now(), tx);
    if (!live) {
      // Its period is over (the plan clock or Stripe may not have ended it yet): there is nothing left to resume.
      if (await repository.latest(userId, tx)) throw planEnded(SUBSCRIPTION_MESSAGES.planEnded);
      throw notFound(SUBSCRIPTION_MESSAGES.noPaidSubscription);
    }
    if (!live.subscription.cancelAtPeriodEnd) throw planNotCancelled(SUBSCRIPTION_MESSAGES.notCancelled);
    return live.subscription;
  }

  /** `GET /api/Subscription/payments/{id}`: the receipt of one of the caller's paid plan charges; 404 for any other. */
  async receipt(user: CurrentUser, paymentId: number): Promise<SubscriptionReceipt> {
    const row = await this.deps.repository.planPaymentOf(user.id, paymentId);
    if (!row || !hasReceipt(row.payment.status)) throw notFound(SUBSCRIPTION_MESSAGES.receiptNotFound);
    return toReceipt(row, user);
  }

  /**
   * The account is being blocked or deleted (inside that transaction): every live subscription ends now, with no
   * renewal. Answers the provider's subscriptions to cancel once it committed (`cancelAtProvider`).
   */
  endForClosedAccount(tx: Executor, userId: number): Promise<string[]> {
    return this.fulfilment.endForClosedAccount(tx, userId);
  }

  /** Stops the provider billing subscriptions already ended here (a closed account's). */
  cancelAtProvider(refs: string[]): Promise<void> {
    return this.fulfilment.cancelAtProvider(refs);
  }

  /** The provider's plan events (Stripe's webhooks, the local checkout page), each applied once. */
  applyProviderEvent(event: PlanEvent): Promise<void> {
    return this.fulfilment.applyProviderEvent(event);
  }

  /** The plan clock (local provider): renews or ends each subscription whose paid period is over. Tests pass `now`. */
  sweepRenewals(now: Date = this.now()): Promise<{ renewed: number; ended: number }> {
    return this.fulfilment.sweepRenewals(now);
  }
}

function toPlan(plan: PlanRow): SubscriptionPlan {
  const includes = [
    SUBSCRIPTION_MESSAGES.includesSearches(plan.maxSearches, totalSearchCap(plan.maxSearches)),
    SUBSCRIPTION_MESSAGES.includesFrequency(plan.minSearchIntervalHours),
    SUBSCRIPTION_MESSAGES.includesAlerts,
    SUBSCRIPTION_MESSAGES.includesScores,
    ...(plan.monthlyPriceCents > 0 ? [SUBSCRIPTION_MESSAGES.includesCancel] : []),
  ];
  return {
    code: plan.code,
    name: plan.name,
    monthlyPrice: Cents.toEuros(plan.monthlyPriceCents),
    maxSearches: plan.maxSearches,
    minSearchInterval: plan.minSearchIntervalHours,
    includes,
  };
}

function toCurrent({ subscription, plan }: LiveSubscription): CurrentSubscription {
  return {
    plan: toPlan(plan),
    status: subscription.status === 'past_due' ? 'past_due' : 'active',
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}
