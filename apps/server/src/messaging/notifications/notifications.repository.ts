import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationReads, notifications } from '../../db/schema/index.js';
import { accountNameOf } from '../../accounts/index.js';
import { asBoolean } from '../../db/sql-boolean.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt'>;

/** A notification the user reads: addressed to them, or a broadcast (no user). */
const readableBy = (userId: number) => or(eq(notifications.userId, userId), isNull(notifications.userId));
const readBy = (userId: number) =>
  sql`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewNotification): Promise<NotificationRow> {
    const [row] = await this.db.insert(notifications).values(values).returning();
    return row;
  }

  /** The user's own notifications and the broadcasts, newest first, with the user's read state. */
  listFor(userId: number, limit: number): Promise<(NotificationRow & { read: boolean })[]> {
    return this.db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
        imageUrl: notifications.imageUrl,
        notice: notifications.notice,
        createdBy: notifications.createdBy,
        createdAt: notifications.createdAt,
        read: readBy(userId).mapWith(asBoolean),
      })
      .from(notifications)
      .where(readableBy(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async countUnread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(readableBy(userId), sql`not ${readBy(userId)}`));
    return Number(row.value);
  }

  async isReadableBy(id: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), readableBy(userId)))
      .limit(1);
    return Boolean(row);
  }

  /** Records that the user read it; reading twice keeps the first time. */
  async markRead(id: number, userId: number): Promise<void> {
    await this.db.insert(notificationReads).values({ notificationId: id, userId }).onConflictDoNothing();
  }

  /**
   * What the admin sent from the form (rows with an author), newest first, with how many users read each
   * and the addressee's name.
   */
  sentHistory(limit: number) {
    return this.db
      .select({
        notification: notifications,
        recipientName: accountNameOf(notifications.userId),
        readCount: sql<number>`(select count(*) from notification_reads r where r.notification_id = "notifications"."id")`.mapWith(Number),
      })
      .from(notifications)
      .where(isNotNull(notifications.createdBy))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  /** Deletes one notification (its read marks go with it); false when there was none. */
  async delete(id: number): Promise<boolean> {
    const rows = await this.db.delete(notifications).where(eq(notifications.id, id)).returning({ id: notifications.id });
    return rows.length > 0;
  }
}
