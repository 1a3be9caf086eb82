import type { MatchAlertsDeps } from './match-alerts.js';

export type HireNoticeInput = { userId: number; type: 'info' | 'success' | 'warning' | 'error'; title: string; message: string; url: string };

/** Tells one party of a hire what happened: in-app always, by e-mail when they enabled e-mail notices. */
export class HireAlerts {
  constructor(private readonly deps: Omit<MatchAlertsDeps, 'settings'> & { settings: Pick<MatchAlertsDeps['settings'], 'get'> }) {}

  async notifyParty(notice: HireNoticeInput): Promise<void> {
    await this.deps.notifications.create({ userId: notice.userId, type: notice.type, title: notice.title, message: notice.message, url: notice.url });
    const [user, settings] = await Promise.all([this.deps.users.findUser(notice.userId), this.deps.settings.get(notice.userId)]);
    if (!user || user.isBlocked || !settings.isEmailEnabled) return;
    await this.deps.messages.enqueue({
      channel: 'email',
      to: user.email,
      subject: `Ojeador: ${notice.title}`,
      body: [`Hola ${user.name},`, '', notice.message, '', `${this.deps.publicUrl}${notice.url}`].join('\n'),
    });
  }
}
