import { newMatchesBestLines, newMatchesSuspiciousLines, wordNewMatches, type Notice } from '@ojeador/shared';
import type { UserRow } from '../../db/rows.js';
import type { MatchAlertsPort, NewMatches } from '../../search/index.js';
import { splitMatches, type Digest } from './digest.js';
import type { NotificationsService } from './notifications.service.js';
import type { PushService } from './push.service.js';
import { isOpenAccount } from '../../accounts/index.js';

type Channel = 'app' | 'email' | 'whatsapp' | 'push';

const digestNotice = (digest: Digest): Extract<Notice, { code: 'newMatches' }> => ({
  code: 'newMatches',
  count: digest.newCount,
  search: digest.searchTitle,
  best: digest.best.map((ad) => ({ title: ad.title, price: ad.price, score: ad.finalScore, reason: ad.reason })),
  suspicious: digest.suspicious.map((ad) => ({ title: ad.title, price: ad.price, verdict: ad.verdict })),
});

export type MatchAlertsDeps = {
  notifications: Pick<NotificationsService, 'create'>;
  settings: { get(userId: number): Promise<{ isEmailEnabled: boolean; isWhatsAppEnabled: boolean }>; hasWhatsAppConsent(userId: number): Promise<boolean> };
  users: { findUser(id: number): Promise<UserRow | null> };
  messages: { enqueue(message: { channel: 'email' | 'whatsapp'; to: string; subject: string | null; body: string }): Promise<unknown> };
  /** Web Push to the user's devices (Plus and Pro; the service holds that rule). */
  push?: Pick<PushService, 'notify'>;
  publicUrl: string;
  /** Alerts sent per channel and alerts that failed, for /metrics. */
  metrics?: { sent(channel: string): void; failed(): void };
};

/**
 * After a run with new matches: one in-app notification, and one e-mail and one WhatsApp message when the
 * user has them enabled (WhatsApp also needs a verified phone and a standing consent). One digest per run.
 * An ad whose price looks like a scam is never among the best and is listed apart with a warning; a run whose new
 * ads all look like that is no good news: only the in-app notification, worded as a warning.
 * On Plus and Pro the good news also reaches the user's subscribed devices as a Web Push that opens the best ad; the
 * suspicious ads are never pushed.
 */
export class MatchAlerts implements MatchAlertsPort {
  constructor(private readonly deps: MatchAlertsDeps) {}

  /** The engine's port: one digest of the run's best new matches. */
  async notifyNewMatches({ userId, searchId, searchTitle, matches }: NewMatches): Promise<void> {
    let sent: { channels: string[] };
    try {
      sent = await this.sendDigest({ userId, searchId, searchTitle, newCount: matches.length, ...splitMatches(matches) });
    } catch (error) {
      this.deps.metrics?.failed();
      throw error;
    }
    for (const channel of sent.channels) this.deps.metrics?.sent(channel);
  }

  async sendDigest(digest: Digest): Promise<{ channels: Channel[] }> {
    const channels: Channel[] = [];
    const searchPath = `/busquedas/${digest.searchId}`;
    const notice = digestNotice(digest);
    const worthSending = digest.best.length > 0;
    await this.deps.notifications.create({
      userId: digest.userId,
      type: worthSending ? 'success' : 'warning',
      notice,
      url: searchPath,
      imageUrl: digest.best[0]?.image ?? null,
    });
    channels.push('app');
    if (!worthSending) return { channels };
    const { title } = wordNewMatches(notice);
    const lines = newMatchesBestLines(notice);
    const warnings = newMatchesSuspiciousLines(notice);

    const [user, settings] = await Promise.all([this.deps.users.findUser(digest.userId), this.deps.settings.get(digest.userId)]);
    if (!isOpenAccount(user)) return { channels };
    const searchUrl = `${this.deps.publicUrl}${searchPath}`;
    if (settings.isEmailEnabled) {
      const adLinks = digest.best.map((ad, i) => `${lines[i]}\n   ${this.deps.publicUrl}/ad/${ad.adId}`);
      const warningLinks = digest.suspicious.map((ad, i) => `${warnings[i]}\n   ${this.deps.publicUrl}/ad/${ad.adId}`);
      await this.deps.messages.enqueue({
        channel: 'email',
        to: user.email,
        subject: `Ojeador: ${title}`,
        body: [
          `Hola ${user.name},`,
          '',
          `Hemos encontrado ${title}. Los mejores:`,
          '',
          ...adLinks,
          '',
          ...(warningLinks.length > 0 ? ['Y ojo con estos:', '', ...warningLinks, ''] : []),
          `Todos los resultados: ${searchUrl}`,
          '',
          'Puedes desactivar estos avisos en Configuración.',
        ].join('\n'),
      });
      channels.push('email');
    }
    if (settings.isWhatsAppEnabled && user.phoneVerified && user.phoneNumber && (await this.deps.settings.hasWhatsAppConsent(user.id))) {
      await this.deps.messages.enqueue({
        channel: 'whatsapp',
        to: user.phoneNumber,
        subject: null,
        body: [`Ojeador: ${title}`, ...lines, ...warnings, searchUrl].join('\n'),
      });
      channels.push('whatsapp');
    }
    if (await this.pushed(digest, notice)) channels.push('push');
    return { channels };
  }

  /** The good news only (`notice.best`, never the suspicious ads), opening the best ad; worded in each device's language. */
  private async pushed(digest: Digest, notice: Extract<Notice, { code: 'newMatches' }>): Promise<boolean> {
    if (!this.deps.push) return false;
    const good = { ...notice, suspicious: [] };
    const devices = await this.deps.push.notify(digest.userId, (language) => ({
      title: wordNewMatches(good, language).title,
      body: newMatchesBestLines(good, language).join('\n'),
      url: `/ad/${digest.best[0].adId}`,
      tag: `search-${digest.searchId}`,
    }));
    return devices > 0;
  }
}
