import type { QueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@ojeador/shared';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { settingsQueryKey } from '../api/get-settings';
import { updateSettings } from '../api/update-settings';
import type { useSettingsTranslation } from '../i18n';

type Translate = ReturnType<typeof useSettingsTranslation>['t'];

const ALERTS = [
  { key: 'isWhatsAppEnabled', message: 'whatsApp.turnedOff' },
  { key: 'isEmailEnabled', message: 'email.turnedOff' },
] as const;

export function failureDescription(error: unknown): string | undefined {
  // The server explains the one refusal a user can fix: WhatsApp without a verified phone (RULE_BROKEN, 422).
  return error instanceof ApiError && error.code === 'RULE_BROKEN' && error.serverMessage ? error.serverMessage : undefined;
}

/**
 * After a save, says which alerts went from on to off, each with "Deshacer" (the same PUT, with it back on).
 * Returns false when no alert was turned off. Uses the query client, not a mutation hook: the dialog has closed by then.
 */
export function toastAlertsTurnedOff(before: UserSettings, after: UserSettings, t: Translate, queryClient: QueryClient): boolean {
  const turnedOff = ALERTS.filter(({ key }) => before[key] && !after[key]);
  for (const { key, message } of turnedOff) {
    toast.success(t(message), {
      action: {
        label: t('undo'),
        onClick: () => {
          updateSettings({ [key]: true, consentContext: 'settings' }).then(
            (settings) => queryClient.setQueryData(settingsQueryKey, settings),
            (error: unknown) => toast.error(t('updateFailed'), { description: failureDescription(error) }),
          );
        },
      },
    });
  }
  return turnedOff.length > 0;
}
