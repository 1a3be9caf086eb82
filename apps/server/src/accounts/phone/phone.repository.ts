import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneVerifications } from '../../db/schema/index.js';

export type VerificationRow = typeof phoneVerifications.$inferSelect;

export class PhoneRepository {
  constructor(private readonly db: Db) {}

  /**
   * Codes requested since `since` by this user (any number), and by this user for this number. The
   * per-number count is per requesting user: others asking codes for a number cannot lock its owner out.
   */
  async recentRequests(userId: number, phone: string, since: Date) {
    const byUserScope = and(gt(phoneVerifications.createdAt, since), eq(phoneVerifications.userId, userId));
    const [byUser] = await this.db
      .select({ count: count(), newest: max(phoneVerifications.createdAt) })
      .from(phoneVerifications)
      .where(byUserScope);
    const [byPhone] = await this.db
      .select({ count: count(), newest: max(phoneVerifications.createdAt) })
      .from(phoneVerifications)
      .where(and(byUserScope, eq(phoneVerifications.phone, phone)));
    return { byUser: { count: byUser.count, newest: byUser.newest }, byPhone: { count: byPhone.count, newest: byPhone.newest } };
  }

  /** Codes requested by anyone since `since`: the global SMS budget. */
  async countSince(since: Date): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(phoneVerifications).where(gt(phoneVerifications.createdAt, since));
    return row.count;
  }

  async insert(values: { userId: number; phone: string; codeHash: string; expiresAt: Date }) {
    const [row] = await this.db.insert(phoneVerifications).values(values).returning();
    return row;
  }

  async latestOpen(userId: number, phone: string): Promise<VerificationRow | null> {
    const [row] = await this.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone), isNull(phoneVerifications.consumedAt)))
      .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Takes one attempt at the code before it is judged, in one statement: parallel guesses each get their own
   * number and none past `max` (null: the attempts are used up).
   */
  async claimAttempt(id: number, max: number): Promise<number | null> {
    const [row] = await this.db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, max)))
      .returning({ attempts: phoneVerifications.attempts });
    return row?.attempts ?? null;
  }

  /** Consumes the code once: false when a concurrent request consumed it first. */
  async consume(id: number): Promise<boolean> {
    const rows = await this.db
      .update(phoneVerifications)
      .set({ consumedAt: new Date() })
      .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
      .returning({ id: phoneVerifications.id });
    return rows.length === 1;
  }
}
