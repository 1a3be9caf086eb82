import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationReads, notifications, pushSubscriptions } from '../../db/schema/index.js';

/**
 * What messaging erases of a deleted account (the accounts' `AccountErasurePort`, inside the deletion's transaction):
 * the notifications addressed to them and what they read, and their devices, which stop taking alerts.
 */
export class NotificationsAccountErasure {
  async eraseAccount(userId: number, tx: Executor): Promise<string[]> {
    await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return [];
  }
}
