import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSearchCreationTranslation } from '../i18n';
import { STEP_KEYS } from '../lib/creation-messages';

/** "Paso N de 4" and the four steps, the current one marked with aria-current. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useSearchCreationTranslation();
  return (
    <nav aria-label={t('indicator.label')} className="mb-6">
      <p className="mb-3 text-sm font-medium text-neutral-600 dark:text-neutral-400">{t('indicator.stepOf', { step: step + 1, total: STEP_KEYS.length })}</p>
      <ol className="grid grid-cols-4 gap-2">
        {STEP_KEYS.map((titleKey, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li key={titleKey} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full', done || current ? 'bg-brand-600 dark:bg-brand-400' : 'bg-neutral-200 dark:bg-neutral-800')}
              />
              <span
                // On narrow screens the heading below names the step: the four labels are for screen readers.
                className={cn(
                  'sr-only items-center gap-1 truncate text-sm sm:not-sr-only sm:flex',
                  current ? 'font-semibold text-neutral-900 dark:text-white' : 'text-neutral-500 dark:text-neutral-400',
                )}
              >
                {done ? <Check className="size-3.5 shrink-0" aria-hidden="true" /> : null}
                <span className="truncate">{t(titleKey)}</span>
                {done ? <span className="sr-only">{t('indicator.done')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
