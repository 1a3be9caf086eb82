import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Pencil, X } from 'lucide-react';
import {
  PREFERENCE_FUELS,
  PREFERENCE_GEARBOXES,
  PREFERENCE_HOME_FEATURES,
  PREFERENCE_HOME_TYPES,
  PREFERENCE_MAX_KM,
  PREFERENCE_MAX_ROOMS,
  PREFERENCE_MAX_SQM,
  PREFERENCE_SELLER_TYPES,
  PREFERENCE_YEAR_RANGE,
  PRICE_RANGE,
  type SearchPreferences,
} from '@ojeador/shared';
import { useTranslation } from '@/lib/i18n';
import { formatEuros, formatInteger } from '@/lib/format';
import { cn } from '@/lib/cn';

type NumberKey = 'maxKm' | 'minYear' | 'maxYear' | 'maxPrice' | 'minRooms' | 'minSqm';
type ListKey = 'fuel' | 'homeTypes' | 'features';

const LIST_VALUES = { fuel: PREFERENCE_FUELS, homeTypes: PREFERENCE_HOME_TYPES, features: PREFERENCE_HOME_FEATURES } as const;
const CHOICE_VALUES = { gearbox: PREFERENCE_GEARBOXES, sellerType: PREFERENCE_SELLER_TYPES } as const;
const NUMBER_RANGES: Record<NumberKey, { min: number; max: number }> = {
  maxKm: { min: 0, max: PREFERENCE_MAX_KM },
  minYear: PREFERENCE_YEAR_RANGE,
  maxYear: PREFERENCE_YEAR_RANGE,
  maxPrice: { min: PRICE_RANGE.min, max: PRICE_RANGE.max },
  minRooms: { min: 0, max: PREFERENCE_MAX_ROOMS },
  minSqm: { min: 1, max: PREFERENCE_MAX_SQM },
};

type Editor =
  | { kind: 'number'; field: NumberKey; value: number; apply: (value: number) => SearchPreferences }
  | { kind: 'choice'; options: { value: string; label: string }[]; value: string; apply: (value: string) => SearchPreferences };

interface Chip {
  id: string;
  label: string;
  remove: () => SearchPreferences;
  editor?: Editor;
}

function without(preferences: SearchPreferences, key: keyof SearchPreferences): SearchPreferences {
  const next = { ...preferences };
  delete next[key];
  return next;
}

/** The chips for a set of preferences, in a stable order, each knowing how to remove or correct itself. */
function useChips(preferences: SearchPreferences): Chip[] {
  const { t } = useTranslation();
  const chips: Chip[] = [];
  const listLabel = (key: ListKey, value: string) => t(`preferences.${key}.${value}` as 'preferences.fuel.gasolina');

  for (const key of ['fuel', 'homeTypes', 'features'] as const) {
    const values = (preferences[key] ?? []) as string[];
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const withList = (list: string[]) => (list.length ? { ...preferences, [key]: list } : without(preferences, key));
      chips.push({
        id: `${key}:${value}`,
        label: listLabel(key, value),
        remove: () => withList(rest),
        editor: {
          kind: 'choice',
          value,
          options: LIST_VALUES[key].map((option) => ({ value: option, label: listLabel(key, option) })),
          apply: (chosen) => withList(values.map((v) => (v === value ? chosen : v)).filter((v, i, all) => all.indexOf(v) === i)),
        },
      });
    }
  }
  for (const key of ['gearbox', 'sellerType'] as const) {
    const value = preferences[key];
    if (value === undefined) continue;
    const label = (option: string) => t(`preferences.${key}.${option}` as 'preferences.gearbox.manual');
    chips.push({
      id: key,
      label: label(value),
      remove: () => without(preferences, key),
      editor: {
        kind: 'choice',
        value,
        options: CHOICE_VALUES[key].map((option) => ({ value: option, label: label(option) })),
        apply: (chosen) => ({ ...preferences, [key]: chosen }),
      },
    });
  }
  const numberText: Record<NumberKey, (value: number) => string> = {
    maxKm: (value) => t('preferences.maxKm', { value: formatInteger(value) }),
    minYear: (value) => t('preferences.minYear', { value: String(value) }),
    maxYear: (value) => t('preferences.maxYear', { value: String(value) }),
    maxPrice: (value) => t('preferences.maxPrice', { value: formatEuros(value, { whole: true }) }),
    minRooms: (value) => t('preferences.minRooms', { count: value }),
    minSqm: (value) => t('preferences.minSqm', { value: formatInteger(value) }),
  };
  for (const key of ['maxKm', 'minYear', 'maxYear', 'maxPrice', 'minRooms', 'minSqm'] as const) {
    const value = preferences[key];
    if (value === undefined) continue;
    chips.push({
      id: key,
      label: numberText[key](value),
      remove: () => without(preferences, key),
      editor: { kind: 'number', field: key, value, apply: (next) => ({ ...preferences, [key]: next }) },
    });
  }
  for (const key of ['lowKm', 'a2', 'abs'] as const) {
    if (preferences[key]) chips.push({ id: key, label: t(`preferences.${key}`), remove: () => without(preferences, key) });
  }
  return chips;
}

function ChipEditor({ chip, editor, onApply, onCancel }: { chip: Chip; editor: Editor; onApply: (next: SearchPreferences) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(String(editor.value));
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const range = editor.kind === 'number' ? NUMBER_RANGES[editor.field] : null;
  const number = Number(value);
  const valid = editor.kind === 'choice' || (value.trim() !== '' && Number.isInteger(number) && range !== null && number >= range.min && number <= range.max);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!valid) return;
    onApply(editor.kind === 'number' ? editor.apply(number) : editor.apply(value));
  }

  const fieldClasses = 'focus-ring h-8 rounded-lg border border-neutral-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900';
  return (
    // A nested <form> is not allowed inside the step's form: a group with its own Enter and Escape instead.
    <span
      role="group"
      aria-label={t('preferences.edit', { label: chip.label })}
      className="inline-flex flex-wrap items-center gap-2 rounded-xl border border-brand-300 bg-brand-50 px-2 py-1 dark:border-brand-800 dark:bg-brand-950"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
        if (event.key === 'Enter') submit(event);
      }}
    >
      <label htmlFor={inputId} className="text-xs font-medium">
        {editor.kind === 'number' ? t(`preferences.field.${editor.field}`) : t('preferences.field.choice')}
      </label>
      {editor.kind === 'number' ? (
        <input
          ref={inputRef}
          id={inputId}
          type="number"
          inputMode="numeric"
          min={range?.min}
          max={range?.max}
          value={value}
          aria-invalid={!valid}
          onChange={(event) => setValue(event.target.value)}
          className={cn(fieldClasses, 'w-28')}
        />
      ) : (
        <select ref={inputRef} id={inputId} value={value} onChange={(event) => setValue(event.target.value)} className={fieldClasses}>
          {editor.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        onClick={submit}
        disabled={!valid}
        className="focus-ring rounded-lg bg-brand-700 px-2.5 py-1 text-xs font-medium text-white disabled:opacity-50"
      >
        {t('preferences.apply')}
      </button>
      <button type="button" onClick={onCancel} className="focus-ring rounded-lg px-2 py-1 text-xs">
        {t('actions.cancel')}
      </button>
    </span>
  );
}

interface PreferenceChipsProps {
  preferences: SearchPreferences;
  /** Without it the chips only show; with it each can be removed or corrected. */
  onChange?: (next: SearchPreferences) => void;
  className?: string;
}

/** The preferences read from a search's words ("Gasolina", "≤ 120.000 km", "Desde 2018") as chips. */
export function PreferenceChips({ preferences, onChange, className }: PreferenceChipsProps) {
  const { t } = useTranslation();
  const chips = useChips(preferences);
  const [editing, setEditing] = useState<string | null>(null);

  if (chips.length === 0) return <p className={cn('text-sm text-neutral-500 dark:text-neutral-400', className)}>{t('preferences.none')}</p>;
  return (
    <ul aria-label={t('preferences.listLabel')} className={cn('flex flex-wrap gap-2', className)}>
      {chips.map((chip) => (
        <li key={chip.id}>
          {editing === chip.id && chip.editor && onChange ? (
            <ChipEditor
              chip={chip}
              editor={chip.editor}
              onCancel={() => setEditing(null)}
              onApply={(next) => {
                setEditing(null);
                onChange(next);
              }}
            />
          ) : (
            <span className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-800 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200">
              {chip.label}
              {onChange && chip.editor ? (
                <button
                  type="button"
                  aria-label={t('preferences.edit', { label: chip.label })}
                  onClick={() => setEditing(chip.id)}
                  className="focus-ring inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
                >
                  <Pencil className="size-3.5" aria-hidden="true" />
                </button>
              ) : null}
              {onChange ? (
                <button
                  type="button"
                  aria-label={t('preferences.remove', { label: chip.label })}
                  onClick={() => onChange(chip.remove())}
                  className="focus-ring inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              ) : null}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
