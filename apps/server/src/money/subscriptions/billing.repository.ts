import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { claimProviderEvent } from '../payments/provider-events.js';
import { payments, subscriptionPlans, subscriptions } from '../../db/schema/index.js';
import type { PlanRow } from './subscriptions.repository.js';
import { lockAccountState } from '../../accounts/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanPaymentRow = typeof payments.$inferSelect;
export type LiveSubscription = { subscription: SubscriptionRow; plan: PlanRow };

const LIVE_STATUSES = ['active', 'past_due'] as const;

/** The plan's rows: subscriptions and the payments that pay them (the searches a plan change adjusts are the search area's). */
export class BillingRepository {
  constructor(private readonly db: Executor) {}

  async plans(tx: Executor = this.db): Promise<PlanRow[]> {
    return tx.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.monthlyPriceCents), asc(subscriptionPlans.id));
  }

  async planById(id: number, tx: Executor = this.db): Promise<PlanRow | null> {
    const [row] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Serialises every plan change of one user (checkout fulfilment, provider events, the clock, cancel), and with
   * the account's block or deletion; answers whether the account is closed (blocked or deleted).
   */
  async lockUser(userId: number, tx: Executor): Promise<{ closed: boolean }> {
    return lockAccountState(tx, userId, 'update');
  }

  /** The subscription that gives the user their plan now: live and within its period, the most generous first. */
  async current(userId: number, now: Date, tx: Executor = this.db): Promise<LiveSubscription | null> {
    const [row] = await tx
      .select({ subscription: subscriptions, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        ),
      )
      .orderBy(desc(subscriptionPlans.maxSearches), desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The user's most recent subscription whatever its state (ended ones too), or null if they never had one. */
  async latest(userId: number, tx: Executor = this.db): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(1);
    return row ?? null;
  }

  /** Every live subscription of the user but one (the one just bought replaces them). */
  async liveOthers(userId: number, keepId: number, tx: Executor): Promise<SubscriptionRow[]> {
    return tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.id, keepId), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .for('update');
  }

  async lockByRef(providerRef: string, tx: Executor): Promise<SubscriptionRow | null> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, providerRef)).for('update');
    return row ?? null;
  }

  async findByRef(providerRef: string, tx: Executor = this.db): Promise<SubscriptionRow | null> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, providerRef)).limit(1);
    return row ?? null;
  }

  async insertSubscription(values: typeof subscriptions.$inferInsert, tx: Executor): Promise<SubscriptionRow> {
    const [row] = await tx.insert(subscriptions).values(values).returning();
    return row;
  }

  async updateSubscription(id: number, changes: Partial<typeof subscriptions.$inferInsert>, tx: Executor): Promise<void> {
    await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
  }

  /** Local (or provider-less) subscriptions whose paid period is over: the plan clock renews or ends them. */
  async duePeriodIds(now: Date, limit: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          lte(subscriptions.currentPeriodEnd, now),
          or(isNull(subscriptions.provider), eq(subscriptions.provider, 'local')),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Locks one due subscription; null when another worker holds it or it is no longer due. */
  async lockDue(id: number, now: Date, tx: Executor): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...LIVE_STATUSES]), lte(subscriptions.currentPeriodEnd, now)))
      .for('update', { skipLocked: true });
    return row ?? null;
  }

  // Payments

  async insertPayment(values: typeof payments.$inferInsert, tx: Executor = this.db): Promise<PlanPaymentRow> {
    const [row] = await tx.insert(payments).values(values).returning();
    return row;
  }

  async setPaymentRef(paymentId: number, providerRef: string): Promise<void> {
    await this.db.update(payments).set({ providerRef }).where(eq(payments.id, paymentId));
  }

  async findPayment(paymentId: number, tx: Executor = this.db): Promise<PlanPaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return row ?? null;
  }

  async lockPayment(paymentId: number, tx: Executor): Promise<PlanPaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return row ?? null;
  }

  async lockPaymentByRef(providerRef: string, tx: Executor): Promise<PlanPaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.providerRef, providerRef)).for('update');
    return row ?? null;
  }

  async updatePayment(paymentId: number, changes: Partial<typeof payments.$inferInsert>, tx: Executor): Promise<void> {
    await tx.update(payments).set(changes).where(eq(payments.id, paymentId));
  }

  /** The plan charges a user made (paid, failed or refunded), newest first. */
  async planPayments(userId: number, limit: number) {
    return this.db
      .select({ payment: payments, plan: subscriptionPlans })
      .from(payments)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
      .where(
        and(eq(payments.userId, userId), eq(payments.purpose, 'subscription'), inArray(payments.status, ['succeeded', 'failed', 'refund_due', 'refunded'])),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  }

  /** One plan charge of the user, with its plan; null when it is not theirs, not a plan's, or unknown. */
  async planPaymentOf(userId: number, paymentId: number) {
    const [row] = await this.db
      .select({ payment: payments, plan: subscriptionPlans })
      .from(payments)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.purpose, 'subscription')))
      .limit(1);
    return row ?? null;
  }

  claimEvent(eventId: string, tx: Executor): Promise<boolean> {
    return claimProviderEvent(tx, eventId);
  }
}
