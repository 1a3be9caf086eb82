import { cn } from '@/lib/cn';
import { useHiresTranslation } from '../i18n';

export type Side = 'client' | 'expert';
/** A dispute's resolution may also split the price between the two. */
export type Resolution = Side | 'split';
const SIDES: readonly Side[] = ['client', 'expert'];
const WITH_SPLIT: readonly Resolution[] = ['client', 'expert', 'split'];
const LABEL_KEYS = { client: 'sideClient', expert: 'sideExpert', split: 'sideSplit' } as const;

type SideChoiceProps<T extends Resolution> = {
  value: T | null;
  onChange: (side: T) => void;
  error?: string;
  name: string;
  /** Offers "Reparto" as a third choice. */
  withSplit?: T extends Side ? false : true;
};

/** The administrator's choice of whom to side with (or a split): a radio group (arrow keys move between them). */
export function SideChoice<T extends Resolution = Side>({ value, onChange, error, name, withSplit }: SideChoiceProps<T>) {
  const { t } = useHiresTranslation();
  const errorId = `${name}-error`;
  const choices = (withSplit ? WITH_SPLIT : SIDES) as readonly T[];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('sideLegend')}</legend>
      <div className={cn('grid gap-2', withSplit ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {choices.map((side) => (
          <label
            key={side}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === side ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950' : 'border-neutral-300 dark:border-neutral-700',
            )}
          >
            <input type="radio" name={name} value={side} checked={value === side} onChange={() => onChange(side)} className="accent-brand-600" />
            {t(LABEL_KEYS[side])}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
