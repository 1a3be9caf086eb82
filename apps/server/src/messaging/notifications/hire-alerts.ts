import { wordNotice, type Notice } from '@ojeador/shared';
import type { MatchAlertsDeps } from './match-alerts.js';
import { isOpenAccount } from '../../accounts/index.js';

export type HireNoticeInput = {
  userId: number;
  type: 'info' | 'success' | 'warning' | 'error';
  notice: Notice;
  url: string;
  /** Also by WhatsApp when the user enabled it (verified phone and consent): a message from the other party. */
  whatsApp?: boolean;
};

/**
 * Tells one party of a hire or a plan what happened: in-app always (the notice, worded in the reader's language),
 * by e-mail (and WhatsApp when asked) in Spanish when they enabled those notices.
 */
export class HireAlerts {
  constructor(private readonly deps: Omit<MatchAlertsDeps, 'settings'> & { settings: Pick<MatchAlertsDeps['settings'], 'get' | 'hasWhatsAppConsent'> }) {}

  async notifyParty(input: HireNoticeInput): Promise<void> {
    await this.deps.notifications.create({ userId: input.userId, type: input.type, notice: input.notice, url: input.url });
    const [user, settings] = await Promise.all([this.deps.users.findUser(input.userId), this.deps.settings.get(input.userId)]);
    if (!isOpenAccount(user)) return;
    const { title, message } = wordNotice(input.notice);
    const link = `${this.deps.publicUrl}${input.url}`;
    if (settings.isEmailEnabled) {
      await this.deps.messages.enqueue({
        channel: 'email',
        to: user.email,
        subject: `Ojeador: ${title}`,
        body: [`Hola ${user.name},`, '', message, '', link].join('\n'),
      });
    }
    if (input.whatsApp && settings.isWhatsAppEnabled && user.phoneVerified && user.phoneNumber && (await this.deps.settings.hasWhatsAppConsent(user.id))) {
      await this.deps.messages.enqueue({
        channel: 'whatsapp',
        to: user.phoneNumber,
        subject: null,
        body: [`Ojeador: ${title}`, message, link].join('\n'),
      });
    }
  }
}
