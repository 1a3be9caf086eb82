import { cn } from '@/lib/cn';
import { useHiresTranslation } from '../i18n';

export type Side = 'client' | 'expert';
const SIDES: readonly Side[] = ['client', 'expert'];

/** The administrator's choice of whom to side with: a radio group (arrow keys move between the two). */
export function SideChoice({ value, onChange, error, name }: { value: Side | null; onChange: (side: Side) => void; error?: string; name: string }) {
  const { t } = useHiresTranslation();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('sideLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SIDES.map((side) => (
          <label
            key={side}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === side ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950' : 'border-neutral-300 dark:border-neutral-700',
            )}
          >
            <input type="radio" name={name} value={side} checked={value === side} onChange={() => onChange(side)} className="accent-brand-600" />
            {side === 'client' ? t('sideClient') : t('sideExpert')}
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
