import { MessageCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { IconButton } from '@/components/ui/icon-button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { useSettingsTranslation } from '../i18n';

/**
 * Header switch for WhatsApp alerts (spec 001 "Application shell"): shows the saved state and flips it at once
 * (PUT /api/UserSettings, consent context 'header-toggle'), putting it back when the server refuses.
 */
export function WhatsAppToggle({ className }: { className?: string }) {
  const { t } = useSettingsTranslation();
  const settings = useSettings();
  const update = useUpdateSettings({ optimistic: true });
  const enabled = settings.data?.isWhatsAppEnabled ?? false;
  const title = enabled ? t('whatsApp.enabled') : t('whatsApp.disabled');

  const busy = settings.isPending || update.isPending;

  function toggle() {
    if (busy) return;
    update.mutate(
      { isWhatsAppEnabled: !enabled, consentContext: 'header-toggle' },
      {
        onSuccess: () => toast.success(t('updated')),
        onError: (error) => toast.error(errorMessage(error, t('updateFailed'))),
      },
    );
  }

  return (
    <IconButton
      aria-label={title}
      title={title}
      aria-pressed={enabled}
      aria-busy={update.isPending || undefined}
      aria-disabled={busy || undefined}
      onClick={toggle}
      className={cn(enabled ? 'text-green-600 dark:text-green-400' : undefined, busy && 'opacity-60', className)}
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {!enabled ? <span aria-hidden="true" className="absolute h-0.5 w-6 rotate-45 rounded bg-current" /> : null}
    </IconButton>
  );
}
