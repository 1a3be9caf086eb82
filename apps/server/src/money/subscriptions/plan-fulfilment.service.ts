import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { PaymentsProvider, PlanEvent } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RefundsService } from '../wallet/refunds.service.js';
import type { BillingRepository } from './billing.repository.js';
import type { SearchQuotaPort } from './limits.service.js';
import { addMonths, planNotice, planRevenuePosting, type PlanNotice } from './plan-changes.js';
import { PlanCheckoutFulfilment } from './plan-checkout.js';
import { PlanEffects, type Outcome, type PlanAlertsPort } from './plan-effects.js';
import type { PlanRow } from './subscriptions.repository.js';

export { freePlan, type PlanAlertsPort } from './plan-effects.js';

const SWEEP_BATCH = 100;

export type PlanFulfilmentDeps = {
  repository: BillingRepository;
  /** The search area's answer to the downgrade rule (it owns the searches it pauses). */
  quota: Pick<SearchQuotaPort, 'pauseBeyond' | 'raiseFrequencies'>;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post'>;
  provider: Pick<PaymentsProvider, 'name' | 'retrieveSubscription' | 'cancelNow'>;
  /** Paid checkouts and renewals that must not be applied are refunded (decision 027). */
  refunds: Pick<RefundsService, 'holdForRefund' | 'refundIfDue'>;
  alerts: PlanAlertsPort;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  now?: () => Date;
};

/**
 * Every change of plan, whether it comes from the provider (Stripe's webhooks, the local checkout page through
 * the same code) or from the plan clock (local renewals and ends). Each change is one transaction under the
 * user's lock; when a plan ends or drops, the downgrade rule runs in it (plan-changes.ts).
 */
export class PlanFulfilmentService {
  private readonly now: () => Date;
  private readonly effects: PlanEffects;
  private readonly checkouts: PlanCheckoutFulfilment;

  constructor(private readonly deps: PlanFulfilmentDeps) {
    this.now = deps.now ?? (() => new Date());
    this.effects = new PlanEffects(deps);
    this.checkouts = new PlanCheckoutFulfilment(deps, this.effects, this.now);
  }

  /** Stops the provider billing subscriptions already ended here (a closed account's). */
  async cancelAtProvider(refs: string[]): Promise<void> {
    await this.effects.afterCommit({ notices: [], cancelAtProvider: refs });
  }

  /**
   * The account is being blocked or deleted (inside that transaction): every live subscription ends now, with no
   * renewal, and the downgrade rule runs. Answers the provider's subscriptions to cancel once it committed.
   */
  async endForClosedAccount(tx: Executor, userId: number): Promise<string[]> {
    const now = this.now();
    const live = await this.deps.repository.liveOthers(userId, 0, tx);
    for (const subscription of live) {
      await this.deps.repository.updateSubscription(subscription.id, { status: 'cancelled', endedAt: now, cancelAtPeriodEnd: true }, tx);
    }
    if (live.length > 0) await this.effects.enforcePlan(tx, userId, now);
    return live.filter((s) => s.provider === 'stripe' && s.providerRef).map((s) => s.providerRef as string);
  }

  /** The provider's plan events (Stripe's webhooks, the local checkout page), each applied once. */
  async applyProviderEvent(event: PlanEvent): Promise<void> {
    if (event.type === 'plan.checkout.completed') return this.checkouts.fulfil(event);
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
              periodStart: periodEnd,
              periodEnd: addMonths(periodEnd, 1),
            },
            tx,
          );
          await this.deps.ledger.post(tx, planRevenuePosting(payment, plan.monthlyPriceCents));
          await repository.updateSubscription(due.id, { currentPeriodEnd: addMonths(periodEnd, 1), status: 'active' }, tx);
          renewed += 1;
          return { notices: [], cancelAtProvider: [] };
        }
        await repository.updateSubscription(due.id, { status: 'cancelled', endedAt: periodEnd }, tx);
        const adjustment = await this.effects.enforcePlan(tx, due.userId, now);
        ended += 1;
        return { notices: [planNotice.ended(due.userId, plan, adjustment)], cancelAtProvider: [] };
      });
      await this.effects.afterCommit(result);
    }
    return { renewed, ended };
  }

  // Provider events

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
      const account = await repository.lockUser(known.userId, tx);
      const subscription = await repository.lockByRef(event.subscriptionRef, tx);
      if (!subscription) return null;
      const plan = (await repository.planById(subscription.planId, tx)) as PlanRow;
      const wasCurrent = (await repository.current(subscription.userId, now, tx))?.subscription.id === subscription.id;
      // A renewal of a subscription ended here (replaced, refunded, its account closed) is no revenue: it is refunded.
      const refund = account.closed || subscription.status === 'cancelled' ? (account.closed ? 'closedAccount' : 'stalePlan') : null;
      const refunds: number[] = [];
      if (event.type === 'plan.invoice.paid' && !event.firstInvoice) {
        const due = await this.recordInvoice(
          tx,
          subscription,
          { ref: event.invoiceRef, cents: event.amountCents, period: event.period },
          'succeeded',
          now,
          refund,
        );
        if (due !== null) refunds.push(due);
      }
      if (event.type === 'plan.invoice.failed')
        await this.recordInvoice(tx, subscription, { ref: event.invoiceRef, cents: event.amountCents, period: null }, 'failed', now, null);
      // Ended here (replaced, or ended before): a late event does not bring it back.
      if (subscription.status === 'cancelled') return { notices: [], cancelAtProvider: [], refunds };

      const ended = (event.type === 'plan.subscription.changed' && event.deleted) || remote.status === 'ended';
      if (ended) {
        await repository.updateSubscription(subscription.id, { status: 'cancelled', endedAt: now }, tx);
        const adjustment = await this.effects.enforcePlan(tx, subscription.userId, now);
        return { notices: wasCurrent ? [planNotice.ended(subscription.userId, plan, adjustment)] : [], cancelAtProvider: [], refunds };
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
      if (newPlan && newPlan.id !== plan.id)
        notices.push(planNotice.changed(subscription.userId, await this.effects.enforcePlan(tx, subscription.userId, now)));
      if (event.type === 'plan.invoice.failed' && wasCurrent) notices.push(planNotice.pastDue(subscription.userId, plan));
      return { notices, cancelAtProvider: [], refunds };
    });
    await this.effects.afterCommit(result);
  }

  /**
   * One payments row per provider invoice: a failed charge later paid becomes succeeded, and is posted once. A
   * paid one with a `refund` reason is held for its refund instead of booked: answers its id (refund it after commit).
   * `period`: the month a paid invoice pays for, kept for its receipt.
   */
  private async recordInvoice(
    tx: Executor,
    subscription: { id: number; userId: number; planId: number; provider: 'local' | 'stripe' | null },
    invoice: { ref: string; cents: number; period: { start: Date; end: Date } | null },
    status: 'succeeded' | 'failed',
    now: Date,
    refund: 'closedAccount' | 'stalePlan' | null,
  ): Promise<number | null> {
    const { repository } = this.deps;
    const existing = await repository.lockPaymentByRef(invoice.ref, tx);
    if (existing && ['succeeded', 'refund_due', 'refunded'].includes(existing.status)) return null;
    const amount = invoice.cents > 0 ? invoice.cents : (existing?.amountCents ?? (await repository.planById(subscription.planId, tx))?.monthlyPriceCents ?? 0);
    if (amount <= 0) return null;
    const period = invoice.period ? { periodStart: invoice.period.start, periodEnd: invoice.period.end } : {};
    const payment = existing
      ? (await repository.updatePayment(existing.id, { status, settledAt: now, ...period }, tx), existing)
      : await repository.insertPayment(
          {
            userId: subscription.userId,
            provider: subscription.provider ?? 'stripe',
            providerRef: invoice.ref,
            purpose: 'subscription',
            amountCents: amount,
            status,
            planId: subscription.planId,
            subscriptionId: subscription.id,
            settledAt: now,
            ...period,
          },
          tx,
        );
    if (status !== 'succeeded') return null;
    if (refund) {
      await this.deps.refunds.holdForRefund(tx, payment, amount, refund);
      return payment.id;
    }
    await this.deps.ledger.post(tx, planRevenuePosting(payment, amount));
    return null;
  }

  private run(work: (tx: Executor) => Promise<Outcome | null>): Promise<Outcome | null> {
    return this.deps.transaction(work);
  }
}
