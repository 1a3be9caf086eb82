import { useId, useRef, useState, type FormEvent } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { CATEGORIES, priceRangeInverted, RESULT_FILTER_KEYS, RESULT_SELLERS, type ResultFilters } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { formatEuros, formatInteger } from '@/lib/format';
import { useSearchesTranslation } from '../i18n';
import { activeFilterCount } from '../lib/results-url';
import { FuelOptions } from './fuel-options';

type NumberKey = 'minPrice' | 'maxPrice' | 'maxKm' | 'minYear' | 'maxDistanceKm';
type Draft = Record<NumberKey, string> & { fuel: string; seller: string };

/** Km, year and fuel mean something for cars and motorbikes, not for homes. */
const VEHICLE_CATEGORIES: readonly number[] = CATEGORIES.filter((category) => category.code !== 'homes').map((category) => category.id);

const draftOf = (filters: ResultFilters): Draft => ({
  minPrice: filters.minPrice?.toString() ?? '',
  maxPrice: filters.maxPrice?.toString() ?? '',
  maxKm: filters.maxKm?.toString() ?? '',
  minYear: filters.minYear?.toString() ?? '',
  maxDistanceKm: filters.maxDistanceKm?.toString() ?? '',
  fuel: filters.fuel ?? '',
  seller: filters.seller ?? '',
});

interface ResultsFiltersProps {
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  category: number;
  /** Whether the search has a centre to measure a distance from. */
  hasCentre: boolean;
}

/**
 * "Filtros": price, km, year, fuel, distance and seller narrow the results (the server filters; the URL keeps them).
 * The panel edits a draft: nothing changes until "Aplicar filtros", and a wrong value is said next to its field.
 */
export function ResultsFilters({ filters, onChange, category, hasCentre }: ResultsFiltersProps) {
  const { t } = useSearchesTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [errors, setErrors] = useState<Partial<Record<NumberKey, string>>>({});
  const count = activeFilterCount(filters);
  const vehicle = VEHICLE_CATEGORIES.includes(category);

  /** Closes the panel and gives the focus back to "Filtros" (keyboard users stay where they were). */
  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function toggle() {
    if (!open) {
      setDraft(draftOf(filters));
      setErrors({});
    }
    setOpen(!open);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: ResultFilters = {};
    const found: Partial<Record<NumberKey, string>> = {};
    for (const key of ['minPrice', 'maxPrice', 'maxKm', 'minYear', 'maxDistanceKm'] as const) {
      const raw = draft[key].trim();
      if (raw === '') continue;
      if (!/^\d+$/.test(raw)) found[key] = t('filters.notNumber');
      else next[key] = Number(raw);
    }
    if (priceRangeInverted(next)) found.minPrice = t('filters.minAboveMax');
    if (draft.fuel) next.fuel = draft.fuel as ResultFilters['fuel'];
    if (draft.seller) next.seller = draft.seller as ResultFilters['seller'];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!vehicle) {
      delete next.maxKm;
      delete next.minYear;
      delete next.fuel;
    }
    if (!hasCentre) delete next.maxDistanceKm;
    onChange(next);
    close();
  }

  const field = (key: NumberKey, extra: { min?: number; max?: number } = {}) => ({
    label: t(`filters.${key}`),
    value: draft[key],
    error: errors[key],
    min: extra.min ?? 0,
    max: extra.max,
    step: 1,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className={cn(
            'focus-ring inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
            count > 0
              ? 'border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-200'
              : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800',
          )}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
        </button>
        <FilterChips filters={filters} onChange={onChange} />
      </div>
      {open ? (
        <form
          id={panelId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          aria-label={t('filters.title')}
          onSubmit={submit}
          noValidate
          className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <NumberField {...field('minPrice')} />
            <NumberField {...field('maxPrice')} />
            {vehicle ? (
              <>
                <NumberField {...field('maxKm')} />
                <NumberField {...field('minYear', { min: 1900, max: 2100 })} />
                <SelectField label={t('filters.fuel')} value={draft.fuel} onChange={(event) => setDraft({ ...draft, fuel: event.target.value })}>
                  <FuelOptions noneLabel={t('filters.anyFuel')} />
                </SelectField>
              </>
            ) : null}
            {hasCentre ? <NumberField {...field('maxDistanceKm', { min: 1, max: 2000 })} /> : null}
            <SelectField label={t('filters.seller')} value={draft.seller} onChange={(event) => setDraft({ ...draft, seller: event.target.value })}>
              <option value="">{t('filters.anySeller')}</option>
              {RESULT_SELLERS.map((seller) => (
                <option key={seller} value={seller}>
                  {t(`filters.sellers.${seller}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              {t('filters.cancel')}
            </Button>
            {count > 0 ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  onChange({});
                  close();
                }}
              >
                {t('filters.clear')}
              </Button>
            ) : null}
            <Button type="submit">{t('filters.apply')}</Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** One chip per filter in force; its × removes that filter alone. */
function FilterChips({ filters, onChange }: Pick<ResultsFiltersProps, 'filters' | 'onChange'>) {
  const { t } = useSearchesTranslation();
  const labelOf = (key: keyof ResultFilters): string => {
    const value = filters[key]!;
    if (key === 'fuel') return t(`manualAd.fuels.${filters.fuel!}`);
    if (key === 'seller') return t(`filters.sellers.${filters.seller!}`);
    const number = value as number;
    const shown = key === 'minPrice' || key === 'maxPrice' ? formatEuros(number, { whole: true }) : key === 'minYear' ? String(number) : formatInteger(number);
    return t(`filters.chips.${key}`, { value: shown });
  };
  return (
    <>
      {RESULT_FILTER_KEYS.filter((key) => filters[key] !== undefined).map((key) => {
        const label = labelOf(key);
        return (
          <button
            key={key}
            type="button"
            aria-label={t('filters.remove', { label })}
            onClick={() => onChange({ ...filters, [key]: undefined })}
            className="focus-ring inline-flex h-8 items-center gap-1 rounded-full bg-neutral-100 px-3 text-sm text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
          >
            {label}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        );
      })}
    </>
  );
}
