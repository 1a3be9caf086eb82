import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useSearchCreationTranslation } from '../i18n';
import { SERVICE_TYPE_KEYS } from '../lib/creation-messages';
import type { ServiceTypeId } from '../lib/creation-draft';

interface ServiceTypeChoiceProps {
  value: ServiceTypeId | null;
  onChange: (serviceTypeId: ServiceTypeId) => void;
}

const OPTIONS: ServiceTypeId[] = [1, 2];

/** Radio: 1 = web search, 2 = web search plus in-person review. */
export function ServiceTypeChoice({ value, onChange }: ServiceTypeChoiceProps) {
  const { t } = useSearchCreationTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('serviceTypes.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
        {OPTIONS.map((option) => {
          const checked = value === option;
          const titleId = `${id}-${option}-title`;
          const textId = `${id}-${option}-text`;
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border-2 p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                checked
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950'
                  : 'border-neutral-200 bg-white hover:border-neutral-300 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-neutral-700',
              )}
            >
              <input
                type="radio"
                name="service-type"
                value={option}
                checked={checked}
                aria-labelledby={titleId}
                aria-describedby={textId}
                onChange={() => onChange(option)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="flex flex-col gap-0.5">
                <span id={titleId} className="text-sm font-semibold">
                  {t(`serviceTypes.${SERVICE_TYPE_KEYS[option]}.title`)}
                </span>
                <span id={textId} className="text-xs text-neutral-600 dark:text-neutral-400">
                  {t(`serviceTypes.${SERVICE_TYPE_KEYS[option]}.text`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
