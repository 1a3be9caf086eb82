import { Cents } from '@ojeador/shared';
import { TextField } from '@/components/ui/text-field';
import { parseSplitCents } from '../lib/split-amount';
import { useHiresTranslation } from '../i18n';

/**
 * "Reparto": the administrator types what goes back to the customer ("12,50"); the expert gets the rest of the held
 * price, before the platform's commission. Both parts are shown as they type.
 */
export function SplitFields({ heldCents, value, onChange, error }: { heldCents: number; value: string; onChange: (text: string) => void; error?: string }) {
  const { t } = useHiresTranslation();
  const parsed = value.trim() === '' ? null : parseSplitCents(value, heldCents);
  const clientCents = parsed && 'cents' in parsed ? parsed.cents : null;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('splitClientLabel')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="12,50"
        value={value}
        error={error}
        hint={t('splitHint', { held: Cents.format(heldCents) })}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        aria-live="polite"
        data-testid="split-summary"
        className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700 dark:bg-neutral-800/60 dark:text-neutral-300"
      >
        {clientCents === null
          ? t('splitSummaryEmpty', { held: Cents.format(heldCents) })
          : t('splitSummary', { client: Cents.format(clientCents), expert: Cents.format(heldCents - clientCents) })}
      </p>
    </div>
  );
}
