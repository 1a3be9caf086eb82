import { Cents, WALLET_MESSAGES, type Withdrawal } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RefundablePayment, WithdrawalsRepository } from './withdrawals.repository.js';

export type WithdrawalsDeps = {
  db: Executor;
  repository: WithdrawalsRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'lockedAvailable' | 'balancesInCents'>;
  provider: Pick<PaymentsProvider, 'refund'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
};

/** How far back a card payment can still be refunded to its card (Stripe allows refunds for about 180 days). */
export const WITHDRAW_WINDOW_DAYS = 180;
const RETRY_BATCH = 100;
const CLEARING = { userId: null, kind: 'clearing' as const };

export const withdrawalDueKey = (id: number) => `withdrawal:${id}:due`;
export const withdrawalRefundKey = (id: number) => `withdrawal:${id}:refund`;

/** Splits `cents` over the payments in their order (newest first), each up to what is left of it. */
export function allocate(cents: number, payments: readonly RefundablePayment[]): { payment: RefundablePayment; cents: number }[] {
  const parts: { payment: RefundablePayment; cents: number }[] = [];
  let left = cents;
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.remainingCents);
    parts.push({ payment, cents: part });
    left -= part;
  }
  return parts;
}

/**
 * Money of the available balance going back to the cards that paid it (decision 037): a refunded hire, an unused
 * top-up. In one transaction, under the lock of the user's available account, the amount is checked against what
 * can go back (the available balance, and what is left of the card payments of the last 180 days, newest first)
 * and each part is held: `withdrawal:{id}:due` (available → held) with its `withdrawals` row. After the commit each
 * part is refunded at the provider (a partial refund, idempotency key `withdrawal:{id}`) and then posted
 * `withdrawal:{id}:refund` (held → clearing). A failure leaves the part `due` for the reconciliation.
 */
export class WithdrawalsService {
  constructor(private readonly deps: WithdrawalsDeps) {}

  /** What of the user's available balance can go back to a card now, in cents (read, not locked). */
  async withdrawableCents(userId: number): Promise<number> {
    const { available } = await this.deps.ledger.balancesInCents(this.deps.db, userId);
    return Math.min(available, total(await this.deps.repository.refundable(userId, this.since())));
  }

  /**
   * Sends `cents` of the user's available balance back to their cards (all that can go back when `cents` is
   * `'all'`). 409 WITHDRAW_LIMIT when more is asked than can go back (`details.withdrawable` in euros).
   */
  async withdraw(userId: number, cents: number | 'all'): Promise<Withdrawal> {
    const parts = await this.deps.transaction(async (tx) => {
      const available = await this.deps.ledger.lockedAvailable(tx, userId);
      const payments = await this.deps.repository.refundable(userId, this.since(), tx);
      const withdrawable = Math.min(available, total(payments));
      const asked = cents === 'all' ? withdrawable : cents;
      if (withdrawable <= 0) throw new AppError('WITHDRAW_LIMIT', WALLET_MESSAGES.withdrawNothing, { withdrawable: 0 });
      if (asked > withdrawable) {
        throw new AppError('WITHDRAW_LIMIT', WALLET_MESSAGES.withdrawLimit(Cents.format(withdrawable)), { withdrawable: Cents.toEuros(withdrawable) });
      }
      return { ids: await this.hold(tx, userId, allocate(asked, payments)), cents: asked };
    });
    for (const id of parts.ids) await this.refundPart(id);
    const { available } = await this.deps.ledger.balancesInCents(this.deps.db, userId);
    return {
      amount: Cents.toEuros(parts.cents),
      payments: parts.ids.length,
      available: Cents.toEuros(available),
      withdrawable: Cents.toEuros(await this.withdrawableCents(userId)),
    };
  }

  /**
   * A hire paid by card whose price (or a split's part, `cents`) came back to the customer's balance: that money
   * goes on to the card that paid the hire, as a withdrawal of that payment. Answers whether it went to the card
   * (false: the balance paid the hire, or nothing of it is left to send); a refund the provider refused now is
   * retried by the reconciliation and still counts as sent.
   */
  async returnHireToCard(userId: number, hireId: number, cents: number): Promise<boolean> {
    const ids = await this.deps.transaction(async (tx) => {
      const payment = await this.deps.repository.hirePayment(hireId, tx);
      if (!payment) return [];
      const available = await this.deps.ledger.lockedAvailable(tx, userId);
      const part = Math.min(cents, available, payment.remainingCents);
      return part > 0 ? this.hold(tx, userId, [{ payment, cents: part }]) : [];
    });
    for (const id of ids) await this.refundPart(id);
    return ids.length > 0;
  }

  /** Inside the caller's transaction, with the available account locked: a row and a hold per part. */
  private async hold(tx: Executor, userId: number, parts: { payment: RefundablePayment; cents: number }[]): Promise<number[]> {
    const ids: number[] = [];
    for (const part of parts) {
      const row = await this.deps.repository.insert({ userId, paymentId: part.payment.id, cents: part.cents }, tx);
      await this.deps.ledger.post(tx, {
        key: withdrawalDueKey(row.id),
        kind: 'withdrawal',
        paymentId: part.payment.id,
        description: WALLET_MESSAGES.reasonWithdrawal,
        entries: [
          { account: { userId, kind: 'available' as const }, cents: -part.cents },
          { account: { userId, kind: 'held' as const }, cents: part.cents },
        ],
      });
      ids.push(row.id);
    }
    return ids;
  }

  /** Refunds one part at the provider, then posts it and marks it refunded. Answers whether it is refunded now. */
  async refundPart(id: number): Promise<boolean> {
    const part = await this.deps.repository.find(id);
    if (!part || part.status !== 'due') return false;
    try {
      const ref = await this.deps.repository.paymentRef(part.paymentId);
      const { refundId } = await this.deps.provider.refund({ paymentId: part.paymentId, ref, part: { cents: part.cents, key: `withdrawal:${id}` } });
      await this.deps.transaction(async (tx) => {
        const locked = await this.deps.repository.lock(id, tx);
        if (locked?.status !== 'due') return;
        await this.deps.ledger.post(tx, {
          key: withdrawalRefundKey(id),
          kind: 'card_refund',
          paymentId: locked.paymentId,
          description: WALLET_MESSAGES.reasonCardRefund,
          entries: [
            { account: { userId: locked.userId, kind: 'held' as const }, cents: -locked.cents },
            { account: CLEARING, cents: locked.cents },
          ],
        });
        await this.deps.repository.markRefunded(id, refundId, tx);
      });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, withdrawalId: id }, 'could not refund a withdrawal to the card; the reconciliation tries again');
      return false;
    }
  }

  /** The reconciliation's half for withdrawals: every part still `due` is tried again. Answers how many went back. */
  async retryDue(limit = RETRY_BATCH): Promise<number> {
    let refunded = 0;
    for (const part of await this.deps.repository.due(limit)) if (await this.refundPart(part.id)) refunded += 1;
    return refunded;
  }

  private since(): Date {
    return new Date((this.deps.now?.() ?? new Date()).getTime() - WITHDRAW_WINDOW_DAYS * 86_400_000);
  }
}

const total = (payments: readonly RefundablePayment[]) => payments.reduce((sum, p) => sum + p.remainingCents, 0);
