import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** Query key of the signed-in user's settings (shared by the header toggle, the dialog and the theme sync). */
export const settingsQueryKey = ['user-settings'] as const;

/** GET /api/UserSettings → { isWhatsAppEnabled, isEmailEnabled, theme } */
export function getSettings(): Promise<UserSettings> {
  return api.get<UserSettings>('/api/UserSettings');
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: getSettings,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
