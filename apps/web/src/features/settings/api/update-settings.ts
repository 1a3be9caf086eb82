import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserSettingsRequest, UserSettings } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

/** PUT /api/UserSettings { any subset, consentContext? } → the full settings (422 when WhatsApp needs a verified phone). */
export function updateSettings(body: UpdateUserSettingsRequest): Promise<UserSettings> {
  return api.put<UserSettings>('/api/UserSettings', body);
}

interface UpdateContext {
  previous: UserSettings | undefined;
}

/**
 * Saves settings and stores the answer as the cached settings. `optimistic` shows the change at once
 * and puts the previous settings back when the server refuses it.
 */
export function useUpdateSettings({ optimistic = false }: { optimistic?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<UserSettings, Error, UpdateUserSettingsRequest, UpdateContext>({
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      const previous = queryClient.getQueryData<UserSettings>(settingsQueryKey);
      if (previous) {
        const { consentContext: _context, ...changes } = patch;
        queryClient.setQueryData<UserSettings>(settingsQueryKey, { ...previous, ...changes });
      }
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQueryKey, context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
    },
  });
}
