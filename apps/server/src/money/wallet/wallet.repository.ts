import { and, asc, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { claimProviderEvent } from '../payments/provider-events.js';
import { payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments rows (one per checkout) and the provider events already applied. */
export class WalletRepository {
  constructor(private readonly db: Executor) {}

  /** Every payments row of the user (top-ups, hires, plans), newest first, at most `limit`. */
  paymentsOf(userId: number, limit: number): Promise<PaymentRow[]> {
    return this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.id)).limit(limit);
  }

  async insertPayment(values: typeof payments.$inferInsert, tx: Executor = this.db): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(values).returning();
    return row;
  }

  async setProviderRef(paymentId: number, providerRef: string) {
    await this.db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
  }

  async find(paymentId: number): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return row ?? null;
  }

  async lock(paymentId: number, tx: Executor): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return row ?? null;
  }

  async settle(paymentId: number, status: 'succeeded' | 'cancelled', tx: Executor) {
    await tx.update(payments).set({ status, settledAt: new Date() }).where(eq(payments.id, paymentId));
  }

  /** Top-up and hire checkouts still pending since before `cutoff` (their webhook may have been missed), oldest first. */
  pendingBefore(cutoff: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), ne(payments.purpose, 'subscription'), isNotNull(payments.providerRef), lt(payments.createdAt, cutoff)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  claimEvent(eventId: string, tx: Executor): Promise<boolean> {
    return claimProviderEvent(tx, eventId);
  }
}
