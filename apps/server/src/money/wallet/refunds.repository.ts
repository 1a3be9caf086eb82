import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import type { PaymentRow } from './wallet.repository.js';
import { lockAccountState } from '../../accounts/index.js';

type SettledStatus = 'cancelled' | 'refund_due' | 'refunded';

/** The payments rows a refund or an expired checkout changes, and the account state a fulfilment checks. */
export class RefundsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Whether the user is blocked or deleted, with their row held (KEY SHARE) to the end of `tx`: an account
   * deletion or block (FOR UPDATE) waits for the fulfilment, or the fulfilment sees it done.
   */
  async lockAccountState(userId: number, tx: Executor): Promise<{ closed: boolean }> {
    return lockAccountState(tx, userId, 'key share');
  }

  async find(paymentId: number): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return row ?? null;
  }

  async lock(paymentId: number, tx: Executor): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return row ?? null;
  }

  async settle(paymentId: number, status: SettledStatus, tx: Executor): Promise<void> {
    await tx.update(payments).set({ status, settledAt: new Date() }).where(eq(payments.id, paymentId));
  }

  /** The user's checkouts still open (pending), oldest first; only plan checkouts with `purpose`, all but `keep`. */
  openCheckouts(userId: number, options: { purpose?: 'subscription'; keep?: number }): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          options.purpose ? eq(payments.purpose, options.purpose) : undefined,
          options.keep === undefined ? undefined : ne(payments.id, options.keep),
        ),
      )
      .orderBy(asc(payments.id));
  }

  /** Payments waiting for their refund at the provider (it failed or has not run yet), oldest first. */
  refundsDue(limit: number): Promise<PaymentRow[]> {
    return this.db.select().from(payments).where(eq(payments.status, 'refund_due')).orderBy(asc(payments.id)).limit(limit);
  }
}
