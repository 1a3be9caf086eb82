import { useEffect, useRef } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useStartOnboarding } from '../api/start-onboarding';
import { useExpertsTranslation } from '../i18n';

/**
 * "Validación Pendiente": the payment account is not ready yet. Coming back through the provider's
 * refresh URL (an expired link) starts a new link at once, as Stripe asks.
 */
export function PendingValidation({ onboarding }: { onboarding: string | null }) {
  const { t } = useExpertsTranslation();
  const start = useStartOnboarding();
  const refreshed = useRef(false);
  useEffect(() => {
    if (onboarding === 'refresh' && !refreshed.current) {
      refreshed.current = true;
      start.mutate();
    }
  }, [onboarding, start]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center dark:border-amber-900 dark:bg-amber-950">
      <ShieldAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t('validation.title')}</h2>
      <p className="text-neutral-700 dark:text-neutral-300">{t('validation.text')}</p>
      {onboarding === 'cancelled' ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('validation.cancelled')}</p> : null}
      {onboarding === 'return' ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('validation.returned')}</p> : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(start.error, t('validation.failed'))}
        </p>
      ) : null}
      <Button onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? t('validation.loading') : t('validation.setUp')}
      </Button>
    </section>
  );
}
