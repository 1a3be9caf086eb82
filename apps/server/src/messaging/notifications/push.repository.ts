import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type NewPushSubscription = Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'language'>;

/** The devices that take a user's alerts as Web Push. */
export class PushRepository {
  constructor(private readonly db: Executor) {}

  /** Stores the device's subscription; the same endpoint again (new keys, another account) replaces it and is newest. */
  async upsert(values: NewPushSubscription): Promise<PushSubscriptionRow> {
    const { endpoint: _endpoint, ...changes } = values;
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...changes, createdAt: sql`now()` } })
      .returning();
    return row;
  }

  /** Forgets all but the user's `keep` most recently subscribed devices. */
  async keepNewest(userId: number, keep: number): Promise<void> {
    const newest = this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  }

  /** Removes the user's subscription of that endpoint; false when they had none. */
  async deleteOwn(userId: number, endpoint: string): Promise<boolean> {
    const deleted = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return deleted.length > 0;
  }

  /** Removes a subscription the push service says is gone (404/410). */
  async deleteById(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  listFor(userId: number): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
  }
}
