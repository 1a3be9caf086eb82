import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  DEFAULT_MIN_SEARCH_INTERVAL_HOURS,
  MAX_FREQUENCY_HOURS,
  PRICE_RANGE,
  priceCeiling,
  RADIUS_KM,
  type SearchDetail,
  type SearchParameters,
  type SearchPreferences,
} from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { MapErrorBoundary } from '@/components/ui/map-error-boundary';
import { NumberField } from '@/components/ui/number-field';
import { PreferenceChips } from '@/components/ui/preference-chips';
import { PriceCeilingNote } from '@/components/ui/price-ceiling-note';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import { useUpdateSearchParameters } from '../api/update-search-parameters';
import { useSearchesTranslation } from '../i18n';

const loadMap = () => import('@/components/ui/location-map').then((m) => ({ default: m.LocationMap }));

/** A whole number within min..max from a text field, or null when blank (and `undefined` when invalid). */
function wholeNumber(text: string, min: number, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

interface SearchParametersFormProps {
  search: SearchDetail;
  parameters: SearchParameters;
  isAdmin: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Every parameter of a search after its creation; saving re-runs it (the caller follows the run). */
export function SearchParametersForm({ search, parameters, isAdmin, onSaved, onCancel }: SearchParametersFormProps) {
  const { t } = useSearchesTranslation();
  const limits = useSubscriptionLimits(!isAdmin);
  const minFrequency = isAdmin ? 1 : Math.max(1, Math.round(limits.data?.minSearchInterval ?? DEFAULT_MIN_SEARCH_INTERVAL_HOURS));
  const save = useUpdateSearchParameters(search.id);
  const [MapView] = useState(() => lazy(loadMap));
  const [mapAttempt, setMapAttempt] = useState(0);

  const [keywords, setKeywords] = useState(parameters.keywords);
  const [userSearch, setUserSearch] = useState(parameters.userSearch);
  const [preferences, setPreferences] = useState<SearchPreferences>(parameters.preferences);
  const [preferencesEdited, setPreferencesEdited] = useState(false);
  const [latitude, setLatitude] = useState(parameters.latitude);
  const [longitude, setLongitude] = useState(parameters.longitude);
  const [radius, setRadius] = useState(String(parameters.locationRange ?? RADIUS_KM.default));
  const [minPrice, setMinPrice] = useState(parameters.minPrice === null ? '' : String(parameters.minPrice));
  const [maxPrice, setMaxPrice] = useState(parameters.maxPrice === null ? '' : String(parameters.maxPrice));
  const [strict, setStrict] = useState(parameters.strictMatchOnly);
  const [frequency, setFrequency] = useState(String(search.frequency));

  const radiusKm = wholeNumber(radius, RADIUS_KM.min, RADIUS_KM.max);
  const min = wholeNumber(minPrice, PRICE_RANGE.min, PRICE_RANGE.max);
  const max = wholeNumber(maxPrice, PRICE_RANGE.min, PRICE_RANGE.max);
  const hours = wholeNumber(frequency, minFrequency, MAX_FREQUENCY_HOURS);
  const errors = {
    radius: radiusKm === undefined || radiusKm === null ? t('edit.radiusInvalid', { min: RADIUS_KM.min, max: RADIUS_KM.max }) : undefined,
    minPrice: min === undefined ? t('edit.priceInvalid') : undefined,
    maxPrice: max === undefined ? t('edit.priceInvalid') : min != null && max != null && min > max ? t('edit.priceOrder') : undefined,
    frequency: hours === undefined || hours === null ? t('edit.frequencyInvalid', { min: minFrequency, max: MAX_FREQUENCY_HOURS }) : undefined,
  };
  const textChanged = keywords.trim() !== parameters.keywords || userSearch.trim() !== parameters.userSearch;
  const valid = Object.values(errors).every((error) => error === undefined) && keywords.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || save.isPending) return;
    save.mutate(
      {
        keywords: keywords.trim(),
        userSearch: userSearch.trim(),
        category: search.category,
        frequency: hours ?? search.frequency,
        serviceTypeId: parameters.serviceTypeId,
        locationRange: radiusKm ?? null,
        latitude,
        longitude,
        minPrice: min ?? null,
        maxPrice: max ?? null,
        brandId: parameters.brandId,
        modelId: parameters.modelId,
        platformIds: parameters.platformIds,
        strictMatchOnly: strict,
        // New words with untouched chips: the server reads the preferences again from them.
        preferences: textChanged && !preferencesEdited ? null : preferences,
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('edit.title')}
      className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <TextField label={t('edit.keywords')} value={keywords} maxLength={200} onChange={(event) => setKeywords(event.target.value)} />
      <TextArea label={t('edit.description')} value={userSearch} maxLength={2000} rows={3} onChange={(event) => setUserSearch(event.target.value)} />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('edit.understood')}</span>
        <PreferenceChips
          preferences={preferences}
          onChange={(next) => {
            setPreferences(next);
            setPreferencesEdited(true);
          }}
        />
        {textChanged && !preferencesEdited ? <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('edit.rereadHint')}</p> : null}
      </div>
      <MapErrorBoundary onRetry={() => setMapAttempt((n) => n + 1)}>
        <Suspense fallback={<Spinner className="size-6 text-brand-600" label={t('edit.mapLoading')} />}>
          <MapView
            key={mapAttempt}
            latitude={latitude}
            longitude={longitude}
            radiusKm={radiusKm ?? RADIUS_KM.default}
            onPick={(lat, lng) => {
              setLatitude(Number(lat.toFixed(6)));
              setLongitude(Number(lng.toFixed(6)));
            }}
            onCircle={(lat, lng, km) => {
              setLatitude(Number(lat.toFixed(6)));
              setLongitude(Number(lng.toFixed(6)));
              setRadius(String(Math.min(RADIUS_KM.max, Math.max(RADIUS_KM.min, Math.round(km)))));
            }}
          />
        </Suspense>
      </MapErrorBoundary>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label={t('edit.radius')} value={radius} error={errors.radius} onChange={(event) => setRadius(event.target.value)} />
        <NumberField
          label={t('edit.frequency')}
          min={minFrequency}
          max={MAX_FREQUENCY_HOURS}
          value={frequency}
          error={errors.frequency}
          hint={t('edit.frequencyHint', { count: minFrequency })}
          onChange={(event) => setFrequency(event.target.value)}
        />
        <NumberField label={t('edit.minPrice')} value={minPrice} error={errors.minPrice} onChange={(event) => setMinPrice(event.target.value)} />
        <NumberField
          label={t('edit.maxPrice')}
          value={maxPrice}
          error={errors.maxPrice}
          hint={t('edit.maxPriceHint')}
          onChange={(event) => setMaxPrice(event.target.value)}
        />
      </div>
      {/* What the typed range and the description's price make the maximum, as it will be saved: clearing the
          maximum leaves the description's "hasta 12.000 €" in force, and says so. */}
      <div role="status">
        <PriceCeilingNote ceiling={priceCeiling({ minPrice: min ?? null, maxPrice: max ?? null }, preferences, search.category)} minPrice={min ?? null} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={strict} onChange={(event) => setStrict(event.target.checked)} className="focus-ring size-4" />
        {t('edit.strict')}
      </label>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(save.error, t('edit.failed'))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} disabled={!valid}>
          {t('edit.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
