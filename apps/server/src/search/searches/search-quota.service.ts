import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { inIds } from '../../db/json-rows.js';
import type { Executor } from '../../db/client.js';
import { searches } from '../../db/schema/index.js';

/**
 * What the plans need of a user's searches (money's `SearchQuotaPort`): counting them for the limits, and the
 * downgrade rule's pausing and slowing (docs/architecture.md, "Areas"). The search area owns `searches`, so the plans
 * ask here instead of writing the table themselves. Each call takes the caller's transaction.
 */
export class SearchQuota {
  constructor(private readonly db: Executor) {}

  async count(userId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(searches).where(eq(searches.userId, userId));
    return Number(row?.n ?? 0);
  }

  async countActive(userId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(searches)
      .where(and(eq(searches.userId, userId), eq(searches.isActive, true)));
    return Number(row?.n ?? 0);
  }

  /** The active searches of each of these users (the administrator's list); a user without any is left out. */
  async activeCounts(userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: searches.userId, n: count() })
      .from(searches)
      .where(and(inIds(sql`${searches.userId}`, userIds), eq(searches.isActive, true)))
      .groupBy(searches.userId);
    return new Map(rows.map((row) => [row.userId, Number(row.n)]));
  }

  /** Pauses the user's active searches beyond `keep`, the most recently created first; answers their titles. */
  async pauseBeyond(userId: number, keep: number, tx: Executor): Promise<string[]> {
    const active = await tx
      .select({ id: searches.id, title: searches.title })
      .from(searches)
      .where(and(eq(searches.userId, userId), eq(searches.isActive, true)))
      .orderBy(asc(searches.createdAt), asc(searches.id))
      .for('update');
    const extra = active.slice(Math.max(0, keep));
    if (extra.length === 0) return [];
    await tx
      .update(searches)
      .set({ isActive: false })
      .where(
        inArray(
          searches.id,
          extra.map((s) => s.id),
        ),
      );
    return extra.reverse().map((s) => s.title);
  }

  /** Raises every search of the user that runs more often than `minHours` allows; answers how many. */
  async raiseFrequencies(userId: number, minHours: number, tx: Executor): Promise<number> {
    const rows = await tx
      .update(searches)
      .set({ frequencyHours: minHours })
      .where(and(eq(searches.userId, userId), lt(searches.frequencyHours, minHours)))
      .returning({ id: searches.id });
    return rows.length;
  }
}
