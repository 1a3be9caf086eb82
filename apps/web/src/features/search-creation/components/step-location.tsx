import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { MapPin } from 'lucide-react';
import { toast } from '@/lib/toast';
import { DEFAULT_MIN_SEARCH_INTERVAL_HOURS, MAX_FREQUENCY_HOURS, PRICE_RANGE, RADIUS_KM } from '@ojeador/shared';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { formatEuros } from '@/lib/format';
import { useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import type { CreationFlow } from '../hooks/use-creation-flow';
import { useInitialCentre } from '../hooks/use-initial-centre';
import { effectiveFrequency } from '../lib/creation-draft';
import { Trans } from '@/lib/i18n';
import { useSearchCreationTranslation } from '../i18n';
import { centre4 } from '../lib/summary-math';
import { positionOf, priceAt, PRICE_POSITIONS } from '../lib/price-scale';
import { MapErrorBoundary } from '@/components/ui/map-error-boundary';
import { ContinueButton, StepForm, StepNav } from './step-form';
import { PlaceBox } from './place-box';

const loadMap = () => import('@/components/ui/location-map').then((m) => ({ default: m.LocationMap }));

const FREQUENCY_MARKS = [
  { value: 12, label: '12h' },
  { value: 24, label: '24h' },
] as const;

/** Whole euros typed beside a price slider; applied on blur or Enter, so typing is never clamped halfway. */
function PriceInput({ label, value, onCommit }: { label: string; value: number | null; onCommit: (euros: number | null) => void }) {
  const { t } = useSearchCreationTranslation();
  const id = useId();
  // What the customer is typing; null when not editing, so the field shows the flow's value (moved by the slider).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (value === null ? '' : String(value));
  function commit() {
    if (draft === null) return;
    setDraft(null);
    const digits = draft.replace(/\D/g, '');
    onCommit(digits === '' ? null : Math.min(Number(digits), PRICE_RANGE.max));
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={1}
        value={text}
        placeholder={value === null ? t('messages.noLimit') : '0'}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="focus-ring w-32 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm tabular-nums dark:border-neutral-700 dark:bg-neutral-900"
      />
    </div>
  );
}

/** Step 1: the map (centre and radius) and the sliders for radius, price range and frequency. */
export function StepLocation({ flow }: { flow: CreationFlow }) {
  const { t } = useSearchCreationTranslation();
  const { state, dispatch } = flow;
  // A new lazy component per attempt, so "Reintentar" downloads the map code again.
  const [LazyMap, setLazyMap] = useState(() => lazy(loadMap));
  const [locationError, setLocationError] = useState(false);
  // Once the customer picks a centre, the note about their location no longer applies.
  const [picked, setPicked] = useState(false);
  // Bumped when a typed place moves the centre: the map then shows it (a click on the map leaves the view alone).
  const [recentre, setRecentre] = useState(0);
  const limits = useSubscriptionLimits(true);
  const minInterval = limits.data?.minSearchInterval ?? DEFAULT_MIN_SEARCH_INTERVAL_HOURS;
  const frequency = effectiveFrequency(state.frequency, minInterval);
  const hasCentre = state.latitude !== null && state.longitude !== null;

  const onInitialCentre = useCallback((latitude: number, longitude: number) => dispatch({ type: 'initialCentre', latitude, longitude }), [dispatch]);
  const locating = useInitialCentre(hasCentre, onInitialCentre);

  const pick = useCallback(
    (latitude: number, longitude: number) => {
      setLocationError(false);
      setPicked(true);
      dispatch({ type: 'setCentre', latitude, longitude });
    },
    [dispatch],
  );
  const drawCircle = useCallback(
    (latitude: number, longitude: number, radiusKm: number) => {
      setLocationError(false);
      setPicked(true);
      dispatch({ type: 'setCircle', latitude, longitude, radiusKm });
    },
    [dispatch],
  );

  function onContinue() {
    if (state.latitude === null || state.longitude === null) {
      setLocationError(true);
      toast.error(t('messages.locationRequired'));
      return;
    }
    // The frequency actually shown is the one kept (the plan's minimum when untouched).
    dispatch({ type: 'setFrequency', hours: frequency });
    flow.goTo(2);
  }

  return (
    <StepForm onSubmit={onContinue}>
      <div className="flex flex-col gap-2">
        <PlaceBox
          onPlace={(place) => {
            pick(place.latitude, place.longitude);
            setRecentre((count) => count + 1);
          }}
        />
        <MapErrorBoundary onRetry={() => setLazyMap(() => lazy(loadMap))}>
          <Suspense
            fallback={
              <div className="flex h-[400px] items-center justify-center gap-2 rounded-xl border border-neutral-200 bg-neutral-100 text-neutral-600 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-300">
                <Spinner className="size-5" /> {t('messages.mapLoading')}
              </div>
            }
          >
            <LazyMap
              latitude={state.latitude}
              longitude={state.longitude}
              radiusKm={state.locationRange}
              recentre={recentre}
              onPick={pick}
              onCircle={drawCircle}
            />
          </Suspense>
        </MapErrorBoundary>
        <p className="flex items-center gap-2 text-sm" aria-live="polite">
          <MapPin className="size-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          {hasCentre ? (
            <span>
              <Trans
                t={t}
                i18nKey="location.centre"
                values={{ centre: centre4(state.latitude!, state.longitude!) }}
                components={{ centre: <strong className="tabular-nums" data-testid="centre" /> }}
              />
              {locating === 'fallback' && !picked ? <span className="text-neutral-500 dark:text-neutral-400">{t('location.fallback')}</span> : null}
            </span>
          ) : (
            <span className="text-neutral-600 dark:text-neutral-400">{t('location.locating')}</span>
          )}
        </p>
        {locationError && !hasCentre ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t('messages.locationRequired')}
          </p>
        ) : null}
      </div>

      <Slider
        label={t('location.radius')}
        min={RADIUS_KM.min}
        max={RADIUS_KM.max}
        value={state.locationRange}
        valueText={t('location.radiusValue', { km: state.locationRange })}
        onChange={(radiusKm) => dispatch({ type: 'setRadius', radiusKm })}
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('location.priceRange')}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <div className="min-w-48 flex-1">
            <Slider
              label={t('location.minPrice')}
              min={0}
              max={PRICE_POSITIONS}
              step={1}
              value={positionOf(state.minPrice ?? PRICE_RANGE.min)}
              valueText={formatEuros(state.minPrice ?? 0, { whole: true })}
              onChange={(position) => dispatch({ type: 'setMinPrice', value: priceAt(position) })}
            />
          </div>
          <PriceInput
            label={t('location.minPriceEuros')}
            value={state.minPrice ?? 0}
            onCommit={(euros) => dispatch({ type: 'setMinPrice', value: euros ?? 0 })}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <div className="min-w-48 flex-1">
            <Slider
              label={t('location.maxPrice')}
              min={0}
              max={PRICE_POSITIONS}
              step={1}
              value={positionOf(state.maxPrice ?? PRICE_RANGE.max)}
              valueText={state.maxPrice === null ? t('messages.noLimit') : formatEuros(state.maxPrice, { whole: true })}
              onChange={(position) => dispatch({ type: 'setMaxPrice', value: priceAt(position) })}
              hint={t('location.maxPriceHint')}
            />
          </div>
          <PriceInput
            label={t('location.maxPriceEuros')}
            value={state.maxPrice}
            onCommit={(euros) => dispatch({ type: 'setMaxPrice', value: euros ?? PRICE_RANGE.max })}
          />
        </div>
      </fieldset>

      <Slider
        label={t('location.frequency')}
        min={Math.min(minInterval, MAX_FREQUENCY_HOURS)}
        max={MAX_FREQUENCY_HOURS}
        value={frequency}
        valueText={t('location.everyHours', { count: frequency })}
        marks={FREQUENCY_MARKS}
        onChange={(hours) => dispatch({ type: 'setFrequency', hours })}
        hint={t('location.planInterval', { count: minInterval })}
      />

      <StepNav onBack={() => flow.goTo(0)}>
        <ContinueButton />
      </StepNav>
    </StepForm>
  );
}
