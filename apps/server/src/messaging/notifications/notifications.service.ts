import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  noticeSchema,
  siteLinkSchema,
  wordNotice,
  type Notice,
  type NotificationType,
  type UserNotification,
} from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

type Addressed = {
  /** null: a broadcast to every user. */
  userId: number | null;
  type: NotificationType;
  url?: string | null;
  imageUrl?: string | null;
  createdBy?: number | null;
};

/** The admin's own words, or a notice the platform words (stored Spanish, read in the reader's language). */
export type CreateNotification = Addressed & ({ title: string; message: string; notice?: undefined } | { notice: Notice });

/** Links of a notification come from ads and users: only site paths and public http(s) URLs are kept. */
function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = siteLinkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const toDto = (row: NotificationRow, read: boolean): UserNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  url: row.url,
  imageUrl: row.imageUrl,
  userId: row.userId,
  read,
  createdAt: row.createdAt.toISOString(),
  notice: storedNotice(row.notice),
});

/** A stored notice this version still reads; one it does not (an older shape) is shown by its stored words. */
function storedNotice(value: unknown): Notice | null {
  if (value === null || value === undefined) return null;
  const parsed = noticeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  /** Stores an in-app notification (alerts, hires, the admin's form). */
  async create(input: CreateNotification): Promise<UserNotification> {
    const words = input.notice ? wordNotice(input.notice) : input;
    const row = await this.repository.insert({
      userId: input.userId,
      type: input.type,
      title: words.title,
      message: words.message,
      notice: input.notice ?? null,
      url: safeLink(input.url),
      imageUrl: safeLink(input.imageUrl),
      createdBy: input.createdBy ?? null,
    });
    return toDto(row, false);
  }

  async list(userId: number): Promise<UserNotification[]> {
    const rows = await this.repository.listFor(userId, NOTIFICATION_LIST_LIMIT);
    return rows.map((row) => toDto(row, row.read));
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.countUnread(userId);
  }

  /** Marks one of the user's notifications (or a broadcast) as read for them; idempotent. */
  async markRead(userId: number, id: number): Promise<void> {
    if (!(await this.repository.isReadableBy(id, userId))) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await this.repository.markRead(id, userId);
  }
}
