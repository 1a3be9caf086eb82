import { lazy, Suspense } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DEFAULT_CENTER, type PREFERENCE_FUELS } from '@ojeador/shared';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSearchesTranslation } from '../i18n';
import type { PickedPoint } from './manual-ad-point-picker';
import { FuelOptions } from './fuel-options';

// Leaflet travels in its own chunk, fetched only when the expert chooses to mark the point on the map.
const ManualAdPointPicker = lazy(() => import('./manual-ad-point-picker').then((module) => ({ default: module.ManualAdPointPicker })));

export const POSITION_MODES = ['none', 'searchCentre', 'map'] as const;
export type PositionMode = (typeof POSITION_MODES)[number];

/** The facts part of the form's values (see manual-ad-form.tsx). */
export interface ManualAdFactsValues {
  year?: number;
  km?: number;
  fuel?: (typeof PREFERENCE_FUELS)[number];
  rooms?: number;
  sqm?: number;
  publishDate?: string;
  positionMode: PositionMode;
  point?: PickedPoint;
}

/** An empty number box is "not said", not zero. */
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const optionalText = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : value);

interface ManualAdFactsFieldsProps {
  // The form's register, narrowed to the facts it wires here.
  register: UseFormRegister<ManualAdFactsValues>;
  errors: FieldErrors<ManualAdFactsValues>;
  home: boolean;
  positionMode: PositionMode;
  point: PickedPoint | undefined;
  onPick: (point: PickedPoint) => void;
  /** The search's centre, when it has one ("igual que el centro de la búsqueda"). */
  searchCentre: PickedPoint | null;
}

/** Year, km and fuel (vehicles) or rooms and m² (homes), publish date and position: what a run would have read. */
export function ManualAdFactsFields({ register, errors, home, positionMode, point, onPick, searchCentre }: ManualAdFactsFieldsProps) {
  const { t } = useSearchesTranslation();
  const today = new Date().toISOString().slice(0, 10);
  const numberFact = (name: 'rooms' | 'sqm' | 'year' | 'km') => ({ error: errors[name]?.message, ...register(name, { setValueAs: optionalNumber }) });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('manualAd.factsTitle')}</legend>
      <p className="-mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t('manualAd.factsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {/* Keys keep a vehicle's box from being reused (with its text) as a home's box when the category changes. */}
        {home ? (
          <>
            <NumberField key="rooms" label={t('manualAd.rooms')} min={0} step={1} {...numberFact('rooms')} />
            <NumberField key="sqm" label={t('manualAd.sqm')} inputMode="decimal" min={1} step="any" {...numberFact('sqm')} />
          </>
        ) : (
          <>
            <NumberField key="year" label={t('manualAd.year')} step={1} {...numberFact('year')} />
            <NumberField key="km" label={t('manualAd.km')} min={0} step={1} {...numberFact('km')} />
            <SelectField label={t('manualAd.fuel')} error={errors.fuel?.message} {...register('fuel', { setValueAs: optionalText })}>
              <FuelOptions noneLabel={t('manualAd.fuelUnknown')} />
            </SelectField>
          </>
        )}
        <TextField
          label={t('manualAd.publishDate')}
          type="date"
          max={today}
          error={errors.publishDate?.message}
          {...register('publishDate', { setValueAs: optionalText })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('manualAd.position')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {POSITION_MODES.filter((mode) => mode !== 'searchCentre' || searchCentre !== null).map((mode) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input type="radio" value={mode} className="size-4 accent-brand-600" {...register('positionMode')} />
              {t(mode === 'none' ? 'manualAd.positionNone' : mode === 'searchCentre' ? 'manualAd.positionCentre' : 'manualAd.positionMap')}
            </label>
          ))}
        </div>
        {positionMode === 'map' ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('manualAd.pickHint')}</p>
            <Suspense fallback={<p className="text-sm text-neutral-600 dark:text-neutral-400">{t('manualAd.loadingMap')}</p>}>
              <ManualAdPointPicker centre={point ?? searchCentre ?? DEFAULT_CENTER} point={point ?? null} onPick={onPick} label={t('manualAd.mapLabel')} />
            </Suspense>
            {point ? (
              <p className="text-sm tabular-nums" data-testid="manual-ad-point">
                {t('manualAd.picked', { latitude: point.latitude.toFixed(5), longitude: point.longitude.toFixed(5) })}
              </p>
            ) : null}
            {errors.point?.message ? <p className="text-sm text-red-600 dark:text-red-400">{errors.point.message}</p> : null}
          </div>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
