import { DEFAULT_USER_SETTINGS, SETTINGS_MESSAGES, type UpdateUserSettingsRequest, type UserSettings } from '@ojeador/shared';
import { ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { Transact } from '../../db/client.js';
import type { SettingsRepository } from './settings.repository.js';

export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly transaction: Transact,
  ) {}

  /** The user's settings, or the defaults when none are stored (alerts use this to pick channels). */
  async get(userId: number): Promise<UserSettings> {
    return (await this.repository.find(userId)) ?? { ...DEFAULT_USER_SETTINGS };
  }

  /**
   * Changes any subset of the settings and answers them all. Turning WhatsApp on needs a verified phone;
   * every change of the WhatsApp switch stores a consent record (phone, time, context) in the same
   * transaction.
   */
  async update(user: CurrentUser, request: UpdateUserSettingsRequest): Promise<UserSettings> {
    const phone = user.phoneVerified ? user.phoneNumber : null;
    if (request.isWhatsAppEnabled === true && !phone) throw ruleBroken(SETTINGS_MESSAGES.whatsAppNeedsPhone);
    return this.transaction(async (tx) => {
      const current = (await this.repository.find(user.id, { lock: true }, tx)) ?? { ...DEFAULT_USER_SETTINGS };
      const next: UserSettings = {
        isWhatsAppEnabled: request.isWhatsAppEnabled ?? current.isWhatsAppEnabled,
        isEmailEnabled: request.isEmailEnabled ?? current.isEmailEnabled,
        theme: request.theme ?? current.theme,
      };
      await this.repository.save(user.id, next, tx);
      if (next.isWhatsAppEnabled !== current.isWhatsAppEnabled) {
        await this.repository.insertConsent(
          {
            userId: user.id,
            phone: phone ?? user.phoneNumber ?? '',
            granted: next.isWhatsAppEnabled,
            context: request.consentContext ?? 'settings',
          },
          tx,
        );
      }
      return next;
    });
  }

  /** Whether the user's latest WhatsApp consent record grants it (alerts check it before each message). */
  async hasWhatsAppConsent(userId: number): Promise<boolean> {
    const [latest] = await this.repository.consents(userId);
    return latest?.granted === true;
  }
}
