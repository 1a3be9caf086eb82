import { DEFAULT_USER_SETTINGS, SETTINGS_MESSAGES, type UpdateUserSettingsRequest, type UserSettings } from '@ojeador/shared';
import { ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { SettingsRepository } from './settings.repository.js';

export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

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
    return this.repository.transaction(async (repository) => {
      const current = (await repository.find(user.id, { lock: true })) ?? { ...DEFAULT_USER_SETTINGS };
      const next: UserSettings = {
        isWhatsAppEnabled: request.isWhatsAppEnabled ?? current.isWhatsAppEnabled,
        isEmailEnabled: request.isEmailEnabled ?? current.isEmailEnabled,
        theme: request.theme ?? current.theme,
      };
      await repository.save(user.id, next);
      if (next.isWhatsAppEnabled !== current.isWhatsAppEnabled) {
        await repository.insertConsent({
          userId: user.id,
          phone: phone ?? user.phoneNumber ?? '',
          granted: next.isWhatsAppEnabled,
          context: request.consentContext ?? 'settings',
        });
      }
      return next;
    });
  }
}
