import { z } from 'zod';
import { THEMES } from '../constants.js';

export const themeSchema = z.enum(THEMES, { error: 'Tema no válido' });
export type Theme = z.infer<typeof themeSchema>;

export const userSettingsSchema = z.object({
  isWhatsAppEnabled: z.boolean(),
  isEmailEnabled: z.boolean(),
  theme: themeSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** What a user has until they change anything. */
export const DEFAULT_USER_SETTINGS: UserSettings = { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' };

/** Where a WhatsApp consent was given or withdrawn (stored with the consent record). */
export const CONSENT_CONTEXTS = ['settings', 'header-toggle', 'phone-verification'] as const;

/** PUT /api/UserSettings: any subset; `consentContext` says where a WhatsApp change was made (default 'settings'). */
export const updateUserSettingsRequestSchema = z.object({
  isWhatsAppEnabled: z.boolean({ error: 'isWhatsAppEnabled debe ser verdadero o falso' }).optional(),
  isEmailEnabled: z.boolean({ error: 'isEmailEnabled debe ser verdadero o falso' }).optional(),
  theme: themeSchema.optional(),
  consentContext: z.enum(CONSENT_CONTEXTS, { error: 'Contexto de consentimiento no válido' }).optional(),
});
export type UpdateUserSettingsRequest = z.infer<typeof updateUserSettingsRequestSchema>;
