import { useId, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import type { Category } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { hasFilters, NO_FILTERS, type SearchFilters, type StatusFilter } from '../lib/filter-searches';
import { useSearchesTranslation } from '../i18n';
import { CategoryIcon } from './category-icon';

interface SearchesToolbarProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  categories: Category[];
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'focus-ring inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-neutral-950'
          : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800',
      )}
    >
      {children}
    </button>
  );
}

const STATUSES: Exclude<StatusFilter, 'all'>[] = ['active', 'inactive'];

/** Text filter, category chips (each toggles), Activas / Inactivas, and 'Limpiar filtros' when anything is set. */
export function SearchesToolbar({ filters, onChange, categories }: SearchesToolbarProps) {
  const { t } = useSearchesTranslation();
  const names = useCatalogNames();
  const inputId = useId();
  const toggleCategory = (id: number) =>
    onChange({
      ...filters,
      categories: filters.categories.includes(id) ? filters.categories.filter((c) => c !== id) : [...filters.categories, id],
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('toolbar.filterLabel')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-400" aria-hidden="true" />
        <input
          id={inputId}
          type="search"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          placeholder={t('toolbar.filterPlaceholder')}
          className={cn(inputClasses, 'pl-10')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('toolbar.categories')} className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <Chip key={category.id} pressed={filters.categories.includes(category.id)} onClick={() => toggleCategory(category.id)}>
              <CategoryIcon categoryId={category.id} className="size-4" />
              {names.category(category.code, category.name)}
            </Chip>
          ))}
        </div>
        <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-neutral-300 sm:block dark:bg-neutral-700" />
        <div role="group" aria-label={t('toolbar.status')} className="flex flex-wrap gap-2">
          {STATUSES.map((status) => (
            <Chip key={status} pressed={filters.status === status} onClick={() => onChange({ ...filters, status: filters.status === status ? 'all' : status })}>
              {t(`toolbar.${status}`)}
            </Chip>
          ))}
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" className="ml-auto" icon={<X className="size-4" aria-hidden="true" />} onClick={() => onChange(NO_FILTERS)}>
            {t('toolbar.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
