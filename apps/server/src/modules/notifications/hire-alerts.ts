import type { MatchAlertsDeps } from './match-alerts.js';

export type HireNoticeInput = {
  userId: number;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  url: string;
  /** Also by WhatsApp when the user enabled it (verified phone and consent): a message from the other party. */
  whatsApp?: boolean;
};

/** Tells one party of a hire what happened: in-app always, by e-mail (and WhatsApp when asked) when they enabled those notices. */
export class HireAlerts {
  constructor(private readonly deps: Omit<MatchAlertsDeps, 'settings'> & { settings: Pick<MatchAlertsDeps['settings'], 'get' | 'hasWhatsAppConsent'> }) {}

  async notifyParty(notice: HireNoticeInput): Promise<void> {
    await this.deps.notifications.create({ userId: notice.userId, type: notice.type, title: notice.title, message: notice.message, url: notice.url });
    const [user, settings] = await Promise.all([this.deps.users.findUser(notice.userId), this.deps.settings.get(notice.userId)]);
    if (!user || user.isBlocked) return;
    const link = `${this.deps.publicUrl}${notice.url}`;
    if (settings.isEmailEnabled) {
      await this.deps.messages.enqueue({
        channel: 'email',
        to: user.email,
        subject: `Ojeador: ${notice.title}`,
        body: [`Hola ${user.name},`, '', notice.message, '', link].join('\n'),
      });
    }
    if (notice.whatsApp && settings.isWhatsAppEnabled && user.phoneVerified && user.phoneNumber && (await this.deps.settings.hasWhatsAppConsent(user.id))) {
      await this.deps.messages.enqueue({
        channel: 'whatsapp',
        to: user.phoneNumber,
        subject: null,
        body: [`Ojeador: ${notice.title}`, notice.message, link].join('\n'),
      });
    }
  }
}
