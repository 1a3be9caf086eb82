import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inIds } from '../../db/json-rows.js';
import { subscriptionPlans, subscriptions } from '../../db/schema/index.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export class SubscriptionsRepository {
  constructor(private readonly db: Executor) {}

  /** The plan of the user's current subscription (active and not past its period), the most generous first. */
  async activePlanOf(userId: number, now: Date, tx: Executor = this.db): Promise<PlanRow | null> {
    const [row] = await tx
      .select({ plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(
        and(
          eq(subscriptions.userId, userId),
          // past_due keeps the plan while the provider retries the renewal.
          inArray(subscriptions.status, ['active', 'past_due']),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        ),
      )
      .orderBy(desc(subscriptionPlans.maxSearches), desc(subscriptions.createdAt))
      .limit(1);
    return row?.plan ?? null;
  }

  /** The users among `userIds` whose current subscription is to a plan other than `freeCode`, in one query. */
  async withPlanOtherThan(userIds: readonly number[], freeCode: string, now: Date): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ userId: subscriptions.userId })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(
        and(
          inIds(sql`${subscriptions.userId}`, userIds),
          inArray(subscriptions.status, ['active', 'past_due']),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
          ne(subscriptionPlans.code, freeCode),
        ),
      );
    return rows.map((row) => row.userId);
  }

  async planByCode(code: string, tx: Executor = this.db): Promise<PlanRow | null> {
    const [row] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code)).limit(1);
    return row ?? null;
  }
}
