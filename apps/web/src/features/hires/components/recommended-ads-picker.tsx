import { MAX_RECOMMENDED_ADS } from '@ojeador/shared';
import { formatEuros } from '@/lib/format';
import { useSearchResultChoices } from '../api/search-result-choices';
import { useHiresTranslation } from '../i18n';

interface RecommendedAdsPickerProps {
  searchId: number;
  picked: number[];
  onChange: (picked: number[]) => void;
}

/** The finalize dialog's list of the search's results: the ads the report points the customer at. */
export function RecommendedAdsPicker({ searchId, picked, onChange }: RecommendedAdsPickerProps) {
  const { t } = useHiresTranslation();
  const choices = useSearchResultChoices(searchId);
  const toggle = (id: number) => onChange(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('recommendedPick', { max: MAX_RECOMMENDED_ADS })}</legend>
      {choices.isPending ? <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('recommendedLoading')}</p> : null}
      {choices.isError ? <p className="text-sm text-red-600 dark:text-red-400">{t('recommendedFailed')}</p> : null}
      {choices.data?.length === 0 ? <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('recommendedNone')}</p> : null}
      {choices.data && choices.data.length > 0 ? (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-lg border border-neutral-200 p-2 dark:border-neutral-800">
          {choices.data.map((ad) => (
            <li key={ad.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={picked.includes(ad.id)}
                  disabled={!picked.includes(ad.id) && picked.length >= MAX_RECOMMENDED_ADS}
                  onChange={() => toggle(ad.id)}
                  className="accent-brand-600"
                />
                <span className="min-w-0 flex-1 truncate">{ad.title}</span>
                <span className="shrink-0 tabular-nums text-neutral-600 dark:text-neutral-400">{formatEuros(ad.price, { whole: true })}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
