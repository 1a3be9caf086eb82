import {
  ADMIN_MESSAGES,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_MESSAGES,
  type AdminNotification,
  type NotificationType,
  type UserNotification,
} from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { MatchAlertsDeps } from './match-alerts.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';
import { isOpenAccount } from '../../accounts/index.js';

export type AdminNoticeInput = { title: string; message: string; type: NotificationType; url: string | null; imageUrl: string | null; userId: number | null };

export type AdminNoticesDeps = Pick<MatchAlertsDeps, 'users' | 'messages' | 'publicUrl'> & {
  settings: Pick<MatchAlertsDeps['settings'], 'get'>;
  notifications: Pick<NotificationsService, 'create'>;
  repository: NotificationsRepository;
};

/**
 * The admin's notifications form: send (to one user, or a broadcast every user reads, those who sign up
 * later included, since a broadcast is one row with no addressee), the history of what was sent, delete.
 */
export class AdminNotices {
  constructor(private readonly deps: AdminNoticesDeps) {}

  /** Links were checked by the request schema (site path or public http(s) URL). */
  async send(adminId: number, input: AdminNoticeInput): Promise<UserNotification> {
    const addressee = input.userId === null ? null : await this.deps.users.findUser(input.userId);
    if (input.userId !== null && (!addressee || addressee.deletedAt)) throw notFound(ADMIN_MESSAGES.userNotFound);
    const sent = await this.deps.notifications.create({ ...input, createdBy: adminId });
    if (isOpenAccount(addressee) && (await this.deps.settings.get(addressee.id)).isEmailEnabled) {
      const link = input.url ? (input.url.startsWith('/') ? `${this.deps.publicUrl}${input.url}` : input.url) : null;
      await this.deps.messages.enqueue({
        channel: 'email',
        to: addressee.email,
        subject: `Ojeador: ${input.title}`,
        body: [`Hola ${addressee.name},`, '', input.message, ...(link ? ['', link] : [])].join('\n'),
      });
    }
    return sent;
  }

  async history(): Promise<AdminNotification[]> {
    const rows = await this.deps.repository.sentHistory(NOTIFICATION_LIST_LIMIT);
    return rows.map(({ notification: n, recipientName, readCount }) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      url: n.url,
      imageUrl: n.imageUrl,
      userId: n.userId,
      read: readCount > 0,
      readCount,
      recipientName: n.userId === null ? null : recipientName,
      createdAt: n.createdAt.toISOString(),
    }));
  }

  async delete(id: number): Promise<void> {
    if (!(await this.deps.repository.delete(id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
  }
}
