import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.js';
import { noticeSchema } from '../notices/notice.js';

/** At most this many notifications are listed (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One notification as its reader sees it; `userId` null is a broadcast, `read` is the caller's own state. */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  userId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /**
   * What the platform said, as a code and values for the reader's language (decision 032); `title` and `message` are
   * its Spanish words. Null for the admin's own notifications and for those stored before codes.
   */
  notice: noticeSchema.nullable(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const unreadCountResponseSchema = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
