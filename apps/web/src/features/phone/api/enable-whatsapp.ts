import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserSettingsRequest, UserSettings } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** The settings' query key (the settings feature reads it again after this change). */
const SETTINGS_KEY = ['user-settings'] as const;

/**
 * PUT /api/UserSettings { isWhatsAppEnabled: true, consentContext: 'phone-verification' }: turns WhatsApp alerts on
 * once the phone is verified; the server stores the consent record (phone, time, context) in the same transaction.
 */
export function enableWhatsApp(): Promise<UserSettings> {
  const body: UpdateUserSettingsRequest = { isWhatsAppEnabled: true, consentContext: 'phone-verification' };
  return api.put<UserSettings>('/api/UserSettings', body);
}

export function useEnableWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableWhatsApp,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
