import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { priceCeiling, type SearchDetail } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { PreferenceChips } from '@/components/ui/preference-chips';
import { PriceCeilingNote } from '@/components/ui/price-ceiling-note';
import { formatEuros } from '@/lib/format';
import { useSearchesTranslation } from '../i18n';
import { SearchParametersForm } from './search-parameters-form';

/** `?editar=parametros` opens the panel's form at once (the searches list's inline edit links here). */
export const EDIT_PARAMETERS_URL = { key: 'editar', value: 'parametros' } as const;

interface SearchParametersPanelProps {
  search: SearchDetail;
  /** Owner or admin: may change the parameters. */
  mayEdit: boolean;
  isAdmin: boolean;
  /** Called after a save: the server re-runs the search and the page follows that run. */
  onSaved: () => void;
}

/** What the search looks for (the chips, radius, prices, frequency) and, for its owner, the way to change all of it. */
export function SearchParametersPanel({ search, mayEdit, isAdmin, onSaved }: SearchParametersPanelProps) {
  const { t } = useSearchesTranslation();
  const [params, setParams] = useSearchParams();
  const [editing, setEditingState] = useState(() => mayEdit && params.get(EDIT_PARAMETERS_URL.key) === EDIT_PARAMETERS_URL.value);
  function setEditing(next: boolean) {
    setEditingState(next);
    if (!next && params.has(EDIT_PARAMETERS_URL.key)) {
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          rest.delete(EDIT_PARAMETERS_URL.key);
          return rest;
        },
        { replace: true },
      );
    }
  }
  const parameters = search.parameters;
  if (!parameters) return null;

  if (editing) {
    return (
      <section aria-label={t('edit.title')} className="mb-6">
        <SearchParametersForm
          search={search}
          parameters={parameters}
          isAdmin={isAdmin}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      </section>
    );
  }

  const ceiling = priceCeiling(parameters, parameters.preferences, parameters.category);
  const facts = [
    parameters.locationRange !== null ? t('panel.radius', { km: parameters.locationRange }) : null,
    parameters.minPrice !== null || ceiling.maxPrice !== null
      ? t('panel.price', {
          min: formatEuros(parameters.minPrice ?? 0, { whole: true }),
          max: ceiling.maxPrice === null ? t('panel.noLimit') : formatEuros(ceiling.maxPrice, { whole: true }),
        })
      : null,
    t('panel.every', { count: search.frequency }),
    parameters.strictMatchOnly ? t('panel.strict') : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <section
      aria-label={t('panel.title')}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <PreferenceChips preferences={parameters.preferences} />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {facts.join(' · ')}
        <PriceCeilingNote ceiling={ceiling} minPrice={parameters.minPrice} className="mt-1" />
      </p>
      {mayEdit ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          {t('panel.edit')}
        </Button>
      ) : null}
    </section>
  );
}
