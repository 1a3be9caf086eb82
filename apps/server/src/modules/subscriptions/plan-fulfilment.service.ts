import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { PaymentsProvider, PlanEvent } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { BillingRepository } from './billing.repository.js';
import { FREE_PLAN_CODE } from './limits.service.js';
import { addMonths, planNotice, planRevenuePosting, type Adjustment, type PlanNotice } from './plan-changes.js';
import type { PlanRow } from './subscriptions.repository.js';

const SWEEP_BATCH = 100;

/** Tells a user about their plan: in-app, and by e-mail when they enabled it (the notifications module's hire notices). */
export type PlanAlertsPort = {
  notifyParty(notice: { userId: number; type: 'info' | 'success' | 'warning' | 'error'; title: string; message: string; url: string }): Promise<void>;
};

export type PlanFulfilmentDeps = {
  repository: BillingRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post'>;
  provider: Pick<PaymentsProvider, 'name' | 'retrieveSubscription' | 'cancelNow'>;
  alerts: PlanAlertsPort;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  now?: () => Date;
};

/** What a transaction decided; the provider calls and the notices run after it committed. */
type Outcome = { notices: PlanNotice[]; cancelAtProvider: string[] };

/**
 * Every change of plan, whether it comes from the provider (Stripe's webhooks, the local checkout page through
 * the same code) or from the plan clock (local renewals and ends). Each change is one transaction under the
 * user's lock; when a plan ends or drops, the downgrade rule runs in it (plan-changes.ts).
 */
export class PlanFulfilmentService {
  private readonly now: () => Date;

  constructor(private readonly deps: PlanFulfilmentDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Stops the provider billing subscriptions already ended here (a deleted account's). */
  async cancelAtProvider(refs: string[]): Promise<void> {
    await this.afterCommit({ notices: [], cancelAtProvider: refs });
  }

  /** The provider's plan events (Stripe's webhooks, the local checkout page), each applied once. */
  async applyProviderEvent(event: PlanEvent): Promise<void> {
    if (event.type === 'plan.checkout.completed') return this.fulfilCheckout(event);
    return this.followSubscription(event);
  }

  /**
   * The plan clock (local provider): each subscription whose paid period is over is renewed for a month
   * (a paid charge, recorded) or, when it was cancelled or has no provider, ended with the downgrade rule.
   * Each in its own locked transaction, so concurrent sweeps move it once. Tests pass `now`.
   */
  async sweepRenewals(now: Date = this.now()): Promise<{ renewed: number; ended: number }> {
    const ids = await this.deps.repository.duePeriodIds(now, SWEEP_BATCH);
    let renewed = 0;
    let ended = 0;
    for (const id of ids) {
      const result = await this.run(async (tx) => {
        const { repository } = this.deps;
        const due = await repository.lockDue(id, now, tx);
        if (!due) return null;
        await repository.lockUser(due.userId, tx);
        const plan = (await repository.planById(due.planId, tx)) as PlanRow;
        const periodEnd = due.currentPeriodEnd as Date;
        if (due.provider === 'local' && !due.cancelAtPeriodEnd && plan.monthlyPriceCents > 0) {
          const payment = await repository.insertPayment(
            {
              userId: due.userId,
              provider: 'local',
              providerRef: `local_renewal_${due.id}_${periodEnd.toISOString()}`,
              purpose: 'subscription',
              amountCents: plan.monthlyPriceCents,
              status: 'succeeded',
              planId: plan.id,
              subscriptionId: due.id,
              settledAt: now,
            },
            tx,
          );
          await this.deps.ledger.post(tx, planRevenuePosting(payment, plan.monthlyPriceCents));
          await repository.updateSubscription(due.id, { currentPeriodEnd: addMonths(periodEnd, 1), status: 'active' }, tx);
          renewed += 1;
          return { notices: [], cancelAtProvider: [] };
        }
        await repository.updateSubscription(due.id, { status: 'cancelled', endedAt: periodEnd }, tx);
        const adjustment = await this.enforcePlan(tx, due.userId, now);
        ended += 1;
        return { notices: [planNotice.ended(due.userId, plan, adjustment)], cancelAtProvider: [] };
      });
      await this.afterCommit(result);
    }
    return { renewed, ended };
  }

  // Provider events

  private async fulfilCheckout(event: Extract<PlanEvent, { type: 'plan.checkout.completed' }>) {
    const { repository, provider } = this.deps;
    const payment = await repository.findPayment(event.paymentId);
    if (!payment || payment.purpose !== 'subscription' || payment.planId === null) {
      this.deps.log.warn({ paymentId: event.paymentId, eventId: event.id }, 'plan checkout event for an unknown payment');
      return;
    }
    // Read before the transaction (a call to the provider); a failure answers 500 and the provider retries.
    const remote = event.subscriptionRef ? await provider.retrieveSubscription(event.subscriptionRef) : null;
    const now = this.now();
    const result = await this.run(async (tx): Promise<Outcome | null> => {
      if (!(await repository.claimEvent(event.id, tx))) return null;
      await repository.lockUser(payment.userId, tx);
      const locked = await repository.lockPayment(payment.id, tx);
      if (!locked || locked.status === 'succeeded') return null;
      // Paid after it was abandoned still counts: the customer paid for the plan.
      await repository.updatePayment(locked.id, { status: 'succeeded', settledAt: now }, tx);
      const plan = (await repository.planById(locked.planId as number, tx)) as PlanRow;
      const ref = event.subscriptionRef ?? `local_sub_${locked.id}`;
      const subscription =
        (await repository.lockByRef(ref, tx)) ??
        (await repository.insertSubscription(
          {
            userId: locked.userId,
            planId: plan.id,
            status: remote?.status === 'past_due' ? 'past_due' : 'active',
            currentPeriodEnd: remote?.currentPeriodEnd ?? addMonths(now, 1),
            provider: provider.name,
            providerRef: ref,
            cancelAtPeriodEnd: remote?.cancelAtPeriodEnd ?? false,
          },
          tx,
        ));
      await repository.updatePayment(locked.id, { subscriptionId: subscription.id }, tx);
      const collected = event.amountCents > 0 ? event.amountCents : locked.amountCents;
      await this.deps.ledger.post(tx, planRevenuePosting(locked, collected));
      // The plan bought replaces the one the user had (an upgrade): that one ends now, at the provider too.
      const replaced = await repository.liveOthers(locked.userId, subscription.id, tx);
      for (const old of replaced) await repository.updateSubscription(old.id, { status: 'cancelled', endedAt: now }, tx);
      const adjustment = await this.enforcePlan(tx, locked.userId, now);
      return {
        notices: [planNotice.changed(locked.userId, adjustment)],
        cancelAtProvider: replaced.filter((old) => old.provider === 'stripe' && old.providerRef).map((old) => old.providerRef as string),
      };
    });
    await this.afterCommit(result);
  }

  /** customer.subscription.updated/deleted and invoice.paid/payment_failed: the subscription re-read from the provider. */
  private async followSubscription(event: Exclude<PlanEvent, { type: 'plan.checkout.completed' }>) {
    const { repository, provider } = this.deps;
    const known = await repository.findByRef(event.subscriptionRef);
    if (!known) {
      // Not fulfilled yet: the checkout's completion reads the subscription as it then stands.
      this.deps.log.info({ eventId: event.id, subscriptionRef: event.subscriptionRef }, 'event for a subscription not known yet');
      return;
    }
    const remote = await provider.retrieveSubscription(event.subscriptionRef);
    const now = this.now();
    const result = await this.run(async (tx): Promise<Outcome | null> => {
      if (!(await repository.claimEvent(event.id, tx))) return null;
      await repository.lockUser(known.userId, tx);
      const subscription = await repository.lockByRef(event.subscriptionRef, tx);
      if (!subscription) return null;
      const plan = (await repository.planById(subscription.planId, tx)) as PlanRow;
      const wasCurrent = (await repository.current(subscription.userId, now, tx))?.subscription.id === subscription.id;
      if (event.type === 'plan.invoice.paid' && !event.firstInvoice)
        await this.recordInvoice(tx, subscription, event.invoiceRef, event.amountCents, 'succeeded', now);
      if (event.type === 'plan.invoice.failed') await this.recordInvoice(tx, subscription, event.invoiceRef, event.amountCents, 'failed', now);
      // Ended here (replaced, or ended before): a late event does not bring it back.
      if (subscription.status === 'cancelled') return { notices: [], cancelAtProvider: [] };

      const ended = (event.type === 'plan.subscription.changed' && event.deleted) || remote.status === 'ended';
      if (ended) {
        await repository.updateSubscription(subscription.id, { status: 'cancelled', endedAt: now }, tx);
        const adjustment = await this.enforcePlan(tx, subscription.userId, now);
        return { notices: wasCurrent ? [planNotice.ended(subscription.userId, plan, adjustment)] : [], cancelAtProvider: [] };
      }
      if (remote.status === 'pending' || remote.status === 'ended') return { notices: [], cancelAtProvider: [] };
      const status = event.type === 'plan.invoice.failed' ? 'past_due' : event.type === 'plan.invoice.paid' ? 'active' : remote.status;
      const newPlan = remote.planCode ? (await repository.plans(tx)).find((p) => p.code === remote.planCode) : undefined;
      await repository.updateSubscription(
        subscription.id,
        {
          status,
          currentPeriodEnd: remote.currentPeriodEnd ?? subscription.currentPeriodEnd,
          cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
          ...(newPlan ? { planId: newPlan.id } : {}),
        },
        tx,
      );
      const notices: PlanNotice[] = [];
      if (newPlan && newPlan.id !== plan.id) notices.push(planNotice.changed(subscription.userId, await this.enforcePlan(tx, subscription.userId, now)));
      if (event.type === 'plan.invoice.failed' && wasCurrent) notices.push(planNotice.pastDue(subscription.userId, plan));
      return { notices, cancelAtProvider: [] };
    });
    await this.afterCommit(result);
  }

  /** One payments row per provider invoice: a failed charge later paid becomes succeeded, and is posted once. */
  private async recordInvoice(
    tx: Executor,
    subscription: { id: number; userId: number; planId: number; provider: 'local' | 'stripe' | null },
    invoiceRef: string,
    amountCents: number,
    status: 'succeeded' | 'failed',
    now: Date,
  ) {
    const { repository } = this.deps;
    const existing = await repository.lockPaymentByRef(invoiceRef, tx);
    if (existing?.status === 'succeeded') return;
    const amount = amountCents > 0 ? amountCents : (existing?.amountCents ?? (await repository.planById(subscription.planId, tx))?.monthlyPriceCents ?? 0);
    if (amount <= 0) return;
    const payment = existing
      ? (await repository.updatePayment(existing.id, { status, settledAt: now }, tx), existing)
      : await repository.insertPayment(
          {
            userId: subscription.userId,
            provider: subscription.provider ?? 'stripe',
            providerRef: invoiceRef,
            purpose: 'subscription',
            amountCents: amount,
            status,
            planId: subscription.planId,
            subscriptionId: subscription.id,
            settledAt: now,
          },
          tx,
        );
    if (status === 'succeeded') await this.deps.ledger.post(tx, planRevenuePosting(payment, amount));
  }

  // The downgrade rule

  /**
   * Brings the user's searches within the plan they have now: active searches beyond its limit are paused, the
   * most recently created first, and frequencies below its minimum are raised. Idempotent.
   */
  private async enforcePlan(tx: Executor, userId: number, now: Date): Promise<Adjustment> {
    const { repository } = this.deps;
    const plan = (await repository.current(userId, now, tx))?.plan ?? (await freePlan(repository, tx));
    const deactivated = await repository.deactivateBeyond(userId, plan.maxSearches, tx);
    const raised = await repository.raiseFrequencies(userId, plan.minSearchIntervalHours, tx);
    return { plan, deactivated, raised };
  }

  private run(work: (tx: Executor) => Promise<Outcome | null>): Promise<Outcome | null> {
    return this.deps.transaction(work);
  }

  private async afterCommit(outcome: Outcome | null) {
    if (!outcome) return;
    for (const ref of outcome.cancelAtProvider) {
      try {
        await this.deps.provider.cancelNow(ref);
      } catch (error) {
        this.deps.log.error({ err: error, subscriptionRef: ref }, 'could not cancel a replaced subscription at the provider');
      }
    }
    for (const notice of outcome.notices) {
      try {
        await this.deps.alerts.notifyParty({ ...notice, url: '/suscripciones' });
      } catch (error) {
        this.deps.log.error({ err: error, userId: notice.userId }, 'plan notice failed');
      }
    }
  }
}

/** The free plan, which every user has when no paid subscription is live. */
export async function freePlan(repository: Pick<BillingRepository, 'plans'>, tx?: Executor): Promise<PlanRow> {
  const free = (await repository.plans(tx)).find((p) => p.code === FREE_PLAN_CODE);
  if (!free) throw new Error('the free plan is not seeded');
  return free;
}
