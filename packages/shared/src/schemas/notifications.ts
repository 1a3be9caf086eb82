import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.js';

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
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const unreadCountResponseSchema = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
