import { WALLET_MESSAGES } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RefundsRepository } from './refunds.repository.js';

export type RefundsDeps = {
  /** Withdrawals' parts whose refund failed are retried with the refunds (decision 037). */
  withdrawals: { retryDue(): Promise<number> };
  repository: RefundsRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'postedCents'>;
  provider: Pick<PaymentsProvider, 'expireCheckout' | 'refund'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/** Why a paid checkout goes back to the card (decision 027). */
export type RefundReason = 'closedAccount' | 'stalePlan';

const REASONS: Record<RefundReason, string> = {
  closedAccount: WALLET_MESSAGES.reasonRefundClosedAccount,
  stalePlan: WALLET_MESSAGES.reasonRefundStalePlan,
};

const RETRY_BATCH = 100;
const CLEARING = { userId: null, kind: 'clearing' as const };

export const refundDueKey = (paymentId: number) => `payment:${paymentId}:refund-due`;
export const refundKey = (paymentId: number) => `payment:${paymentId}:refund`;

/**
 * Money that must not stay (decision 027): checkouts closed at the provider when an account is blocked or
 * deleted or a newer plan checkout replaces them, and paid checkouts given back in full to the card. A refund is
 * two postings: `payment:{id}:refund-due` (clearing → the customer's held, in the fulfilment's transaction, with
 * the payments row `refund_due`) and, once the provider refunded, `payment:{id}:refund` (held → clearing, the row
 * `refunded`), like a payout. The provider is called outside any transaction, with idempotency keys; a failure
 * leaves the row `refund_due` for the twice-daily reconciliation.
 */
export class RefundsService {
  constructor(private readonly deps: RefundsDeps) {}

  /** Inside a fulfilment's transaction: whether the payer's account is blocked or deleted (its row held to the end). */
  async accountClosed(tx: Executor, userId: number): Promise<boolean> {
    return (await this.deps.repository.lockAccountState(userId, tx)).closed;
  }

  /**
   * Inside the fulfilment's transaction, with the payment locked: instead of being applied, what the provider
   * collected is held for the refund and the payment marked `refund_due`. Call `refundIfDue` after the commit.
   */
  async holdForRefund(tx: Executor, payment: { id: number; userId: number }, collectedCents: number, reason: RefundReason): Promise<void> {
    await this.deps.ledger.post(tx, {
      key: refundDueKey(payment.id),
      kind: 'refund_due',
      paymentId: payment.id,
      description: REASONS[reason],
      entries: [
        { account: CLEARING, cents: -collectedCents },
        { account: { userId: payment.userId, kind: 'held' as const }, cents: collectedCents },
      ],
    });
    await this.deps.repository.settle(payment.id, 'refund_due', tx);
  }

  /**
   * Refunds at the provider a payment marked `refund_due` (a plan's subscription is cancelled at once with it),
   * then posts the refund and marks it `refunded`. Answers whether it is refunded now; a failure is logged and
   * left for the reconciliation.
   */
  async refundIfDue(paymentId: number): Promise<boolean> {
    const payment = await this.deps.repository.find(paymentId);
    if (!payment || payment.status !== 'refund_due') return false;
    try {
      if (payment.providerRef) await this.deps.provider.refund({ paymentId, ref: payment.providerRef });
      await this.deps.transaction(async (tx) => {
        const locked = await this.deps.repository.lock(paymentId, tx);
        if (locked?.status !== 'refund_due') return;
        const cents = await this.deps.ledger.postedCents(tx, refundDueKey(paymentId));
        if (cents > 0) {
          await this.deps.ledger.post(tx, {
            key: refundKey(paymentId),
            kind: 'card_refund',
            paymentId,
            description: WALLET_MESSAGES.reasonCardRefund,
            entries: [
              { account: { userId: locked.userId, kind: 'held' as const }, cents: -cents },
              { account: CLEARING, cents },
            ],
          });
        }
        await this.deps.repository.settle(paymentId, 'refunded', tx);
      });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, paymentId }, 'could not refund a payment; the reconciliation tries again');
      return false;
    }
  }

  /**
   * The reconciliation's half for refunds: every payment still `refund_due`, and every withdrawal's part still `due`,
   * is tried again. Answers how many were refunded.
   */
  async retryRefunds(limit = RETRY_BATCH): Promise<number> {
    let refunded = await this.deps.withdrawals.retryDue();
    for (const payment of await this.deps.repository.refundsDue(limit)) {
      if (await this.refundIfDue(payment.id)) refunded += 1;
    }
    return refunded;
  }

  /**
   * Closes the user's open checkouts at the provider (all of them, or only plan checkouts but `keep`) and marks
   * each `cancelled`: its page or Stripe session can no longer be paid. One the customer paid first stays
   * pending: its completion is judged when it arrives. Failures are logged (an unpaid checkout expires by
   * itself at the provider, and a late payment is still refused at fulfilment). Answers how many were closed.
   */
  async expireOpenCheckouts(userId: number, options: { purpose?: 'subscription'; keep?: number } = {}): Promise<number> {
    let closed = 0;
    for (const payment of await this.deps.repository.openCheckouts(userId, options)) {
      try {
        const state = payment.providerRef ? await this.deps.provider.expireCheckout(payment.providerRef) : { state: 'expired' as const };
        if (state.state !== 'expired') continue;
        await this.deps.transaction(async (tx) => {
          const locked = await this.deps.repository.lock(payment.id, tx);
          if (locked?.status === 'pending') await this.deps.repository.settle(payment.id, 'cancelled', tx);
        });
        closed += 1;
      } catch (error) {
        this.deps.log.warn({ err: error, paymentId: payment.id }, 'could not expire an open checkout at the provider');
      }
    }
    return closed;
  }
}
