import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, withdrawals } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A card payment of the user and what of it has not gone back to the card yet. */
export type RefundablePayment = { id: number; providerRef: string; remainingCents: number };

/** The withdrawals' rows, and the card payments they may draw on. */
export class WithdrawalsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The user's paid top-ups and card-paid hires since `since`, newest first, each with what is left of it after the
   * withdrawals already drawn on it (a part `due` counts: its money is on its way back).
   */
  async refundable(userId: number, since: Date, tx: Executor = this.db): Promise<RefundablePayment[]> {
    const drawn = tx
      .select({ paymentId: withdrawals.paymentId, cents: sql<number>`sum(${withdrawals.cents})::int`.as('drawn_cents') })
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .groupBy(withdrawals.paymentId)
      .as('drawn');
    const rows = await tx
      .select({ id: payments.id, providerRef: payments.providerRef, amountCents: payments.amountCents, drawnCents: drawn.cents })
      .from(payments)
      .leftJoin(drawn, eq(drawn.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'succeeded'),
          inArray(payments.purpose, ['topup', 'hire']),
          isNotNull(payments.providerRef),
          gt(payments.createdAt, since),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows
      .map((row) => ({ id: row.id, providerRef: row.providerRef as string, remainingCents: row.amountCents - Number(row.drawnCents ?? 0) }))
      .filter((row) => row.remainingCents > 0);
  }

  /** The provider's reference of a payment a withdrawal draws on (what its refund is made against). */
  async paymentRef(paymentId: number): Promise<string> {
    const [row] = await this.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, paymentId));
    if (!row?.ref) throw new Error(`payment ${paymentId} has no provider reference to refund`);
    return row.ref;
  }

  /** The card payment of a hire paid by card (none when the balance paid it), with what is left of it. */
  async hirePayment(hireId: number, tx: Executor): Promise<RefundablePayment | null> {
    const [row] = await tx
      .select({ id: payments.id, providerRef: payments.providerRef, amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.hireId, hireId), eq(payments.purpose, 'hire'), eq(payments.status, 'succeeded'), isNotNull(payments.providerRef)));
    if (!row) return null;
    const [drawn] = await tx
      .select({ cents: sql<number>`coalesce(sum(${withdrawals.cents}), 0)::int` })
      .from(withdrawals)
      .where(eq(withdrawals.paymentId, row.id));
    return { id: row.id, providerRef: row.providerRef as string, remainingCents: row.amountCents - Number(drawn?.cents ?? 0) };
  }

  async insert(values: { userId: number; paymentId: number; cents: number }, tx: Executor): Promise<WithdrawalRow> {
    const [row] = await tx.insert(withdrawals).values(values).returning();
    return row;
  }

  async find(id: number): Promise<WithdrawalRow | null> {
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row ?? null;
  }

  async lock(id: number, tx: Executor): Promise<WithdrawalRow | null> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row ?? null;
  }

  async markRefunded(id: number, refundRef: string, tx: Executor): Promise<void> {
    await tx.update(withdrawals).set({ status: 'refunded', refundRef, refundedAt: new Date() }).where(eq(withdrawals.id, id));
  }

  /** Parts whose refund at the provider failed or has not run yet, oldest first. */
  due(limit: number): Promise<WithdrawalRow[]> {
    return this.db.select().from(withdrawals).where(eq(withdrawals.status, 'due')).orderBy(asc(withdrawals.id)).limit(limit);
  }
}
