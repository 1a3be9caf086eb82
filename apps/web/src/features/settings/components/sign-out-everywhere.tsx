import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { endSession } from '@/lib/end-session';
import { useSettingsTranslation } from '../i18n';

/** Revokes every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere({ onDone }: { onDone: () => void }) {
  const { t } = useSettingsTranslation();
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  async function signOutEverywhere() {
    setPending(true);
    try {
      await endSession('everywhere');
      toast.success(t('sessions.signedOutEverywhere'));
      onDone();
      void navigate('/');
    } catch {
      toast.error(t('sessions.signOutEverywhereFailed'));
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="settings-sessions" className="flex flex-col gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
      <h3 id="settings-sessions" className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
        {t('sessions.title')}
      </h3>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('sessions.text')}</p>
      <Button type="button" variant="secondary" size="sm" loading={pending} onClick={() => void signOutEverywhere()} className="self-start">
        <LogOut className="size-4" aria-hidden="true" />
        {t('sessions.signOutEverywhere')}
      </Button>
    </section>
  );
}
