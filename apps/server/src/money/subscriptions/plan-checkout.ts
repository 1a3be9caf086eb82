import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { PaymentsProvider, PlanEvent, ProviderSubscription } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RefundReason, RefundsService } from '../wallet/refunds.service.js';
import type { BillingRepository, PlanPaymentRow } from './billing.repository.js';
import { addMonths, isUpgrade, planNotice, planRevenuePosting } from './plan-changes.js';
import type { Outcome, PlanEffects } from './plan-effects.js';
import type { PlanRow } from './subscriptions.repository.js';

export type PlanCheckoutDeps = {
  repository: BillingRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post'>;
  provider: Pick<PaymentsProvider, 'name' | 'retrieveSubscription'>;
  refunds: Pick<RefundsService, 'holdForRefund'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

type CheckoutCompleted = Extract<PlanEvent, { type: 'plan.checkout.completed' }>;

/** A plan checkout already settled: a second completion (another event id, a replay) changes nothing. */
const SETTLED = ['succeeded', 'refund_due', 'refunded'];

/**
 * A paid plan checkout. Applied only when it is still a real change up from the plan the customer has now and
 * their account is open; otherwise it is refunded in full and its provider subscription ended at once, never
 * applied, and the customer's current subscription is left alone (decision 027).
 */
export class PlanCheckoutFulfilment {
  constructor(
    private readonly deps: PlanCheckoutDeps,
    private readonly effects: PlanEffects,
    private readonly now: () => Date,
  ) {}

  async fulfil(event: CheckoutCompleted): Promise<void> {
    const { repository, provider } = this.deps;
    const payment = await repository.findPayment(event.paymentId);
    if (!payment || payment.purpose !== 'subscription' || payment.planId === null) {
      this.deps.log.warn({ paymentId: event.paymentId, eventId: event.id }, 'plan checkout event for an unknown payment');
      return;
    }
    // Read before the transaction (a call to the provider); a failure answers 500 and the provider retries.
    const remote = event.subscriptionRef ? await provider.retrieveSubscription(event.subscriptionRef) : null;
    const now = this.now();
    const result = await this.deps.transaction(async (tx): Promise<Outcome | null> => {
      if (!(await repository.claimEvent(event.id, tx))) return null;
      const account = await repository.lockUser(payment.userId, tx);
      const locked = await repository.lockPayment(payment.id, tx);
      if (!locked || SETTLED.includes(locked.status)) return null;
      const plan = (await repository.planById(locked.planId as number, tx)) as PlanRow;
      const ref = event.subscriptionRef ?? `local_sub_${locked.id}`;
      const collected = event.amountCents > 0 ? event.amountCents : locked.amountCents;
      // The rule of the checkout, checked again now that it is paid: another checkout may have been paid first.
      const current = await repository.current(locked.userId, now, tx);
      const stillUpgrade = isUpgrade(current?.plan ?? null, plan) || current?.subscription.providerRef === ref;
      if (account.closed || !stillUpgrade) {
        return this.refundInstead(
          tx,
          { payment: locked, plan, remote, subscriptionRef: event.subscriptionRef, collected, now },
          account.closed ? 'closedAccount' : 'stalePlan',
        );
      }
      // Paid after it was abandoned still counts: the customer paid for the plan.
      await repository.updatePayment(locked.id, { status: 'succeeded', settledAt: now }, tx);
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
      // The first month: from now to the subscription's period end (its receipt says so).
      await repository.updatePayment(locked.id, { subscriptionId: subscription.id, periodStart: now, periodEnd: subscription.currentPeriodEnd }, tx);
      await this.deps.ledger.post(tx, planRevenuePosting(locked, collected));
      // The plan bought replaces the one the user had (an upgrade): that one ends now, at the provider too.
      const replaced = await repository.liveOthers(locked.userId, subscription.id, tx);
      for (const old of replaced) await repository.updateSubscription(old.id, { status: 'cancelled', endedAt: now }, tx);
      const adjustment = await this.effects.enforcePlan(tx, locked.userId, now);
      return {
        notices: [planNotice.changed(locked.userId, adjustment)],
        cancelAtProvider: replaced.filter((old) => old.provider === 'stripe' && old.providerRef).map((old) => old.providerRef as string),
      };
    });
    await this.effects.afterCommit(result);
  }

  /**
   * The payment is held for its refund (`refund_due`); the provider's new subscription is recorded as ended, so
   * its later events change nothing and any renewal it still bills is refunded too. The refund, which also
   * cancels that subscription at the provider, runs after the commit.
   */
  private async refundInstead(
    tx: Executor,
    paid: { payment: PlanPaymentRow; plan: PlanRow; remote: ProviderSubscription | null; subscriptionRef: string | null; collected: number; now: Date },
    reason: RefundReason,
  ): Promise<Outcome> {
    const { repository } = this.deps;
    const { payment, plan, now } = paid;
    await this.deps.refunds.holdForRefund(tx, payment, paid.collected, reason);
    if (paid.subscriptionRef && !(await repository.lockByRef(paid.subscriptionRef, tx))) {
      const ended = await repository.insertSubscription(
        {
          userId: payment.userId,
          planId: plan.id,
          status: 'cancelled',
          currentPeriodEnd: paid.remote?.currentPeriodEnd ?? null,
          provider: this.deps.provider.name,
          providerRef: paid.subscriptionRef,
          endedAt: now,
        },
        tx,
      );
      await repository.updatePayment(payment.id, { subscriptionId: ended.id }, tx);
    }
    return { notices: reason === 'stalePlan' ? [planNotice.refunded(payment.userId, plan)] : [], cancelAtProvider: [], refunds: [payment.id] };
  }
}
