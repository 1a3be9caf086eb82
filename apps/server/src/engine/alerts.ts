import type { SettingsRepository } from '../modules/settings/settings.repository.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { MessagesService } from '../modules/messages/messages.service.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { formatEuros } from './format.js';

export type DigestAd = { adId: number; title: string; price: number; finalScore: number; image: string | null };
export type Digest = { userId: number; searchId: number; searchTitle: string; newCount: number; best: DigestAd[] };

export const DIGEST_SIZE = 3;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function digestTitle(digest: Digest): string {
  return `${digest.newCount} ${plural(digest.newCount, 'anuncio nuevo', 'anuncios nuevos')} para «${digest.searchTitle}»`;
}

export function digestLines(digest: Digest): string[] {
  return digest.best.map((ad, i) => `${i + 1}. ${ad.title} · ${formatEuros(ad.price)} · ${ad.finalScore}/100`);
}

/**
 * After a run with new matches: one in-app notification, and one e-mail and one WhatsApp message when the
 * user has them enabled (WhatsApp also needs a verified phone and a standing consent). One digest per run.
 */
export class AlertsService {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly settingsRepository: SettingsRepository,
    private readonly users: UsersRepository,
    private readonly messages: MessagesService,
    private readonly publicUrl: string,
  ) {}

  async sendDigest(digest: Digest): Promise<{ channels: ('app' | 'email' | 'whatsapp')[] }> {
    const channels: ('app' | 'email' | 'whatsapp')[] = [];
    const searchPath = `/busquedas/${digest.searchId}`;
    const lines = digestLines(digest);
    await this.notifications.create({
      userId: digest.userId,
      type: 'success',
      title: digestTitle(digest),
      message: lines.join('\n'),
      url: searchPath,
      imageUrl: digest.best[0]?.image ?? null,
    });
    channels.push('app');

    const [user, settings] = await Promise.all([this.users.findById(digest.userId), this.settings.get(digest.userId)]);
    if (!user || user.isBlocked) return { channels };
    const searchUrl = `${this.publicUrl}${searchPath}`;
    if (settings.isEmailEnabled) {
      const adLinks = digest.best.map((ad, i) => `${lines[i]}\n   ${this.publicUrl}/ad/${ad.adId}`);
      await this.messages.enqueue({
        channel: 'email',
        to: user.email,
        subject: `Ojeador: ${digestTitle(digest)}`,
        body: [`Hola ${user.name},`, '', `Hemos encontrado ${digestTitle(digest)}. Los mejores:`, '', ...adLinks, '', `Todos los resultados: ${searchUrl}`, '', 'Puedes desactivar estos avisos en Configuración.'].join('\n'),
      });
      channels.push('email');
    }
    if (settings.isWhatsAppEnabled && user.phoneVerified && user.phoneNumber && (await this.hasWhatsAppConsent(user.id))) {
      await this.messages.enqueue({
        channel: 'whatsapp',
        to: user.phoneNumber,
        subject: null,
        body: [`Ojeador: ${digestTitle(digest)}`, ...lines, searchUrl].join('\n'),
      });
      channels.push('whatsapp');
    }
    return { channels };
  }

  private async hasWhatsAppConsent(userId: number): Promise<boolean> {
    const [latest] = await this.settingsRepository.consents(userId);
    return latest?.granted === true;
  }
}
