import { Archive } from 'lucide-react';
import type { ResultFilters, ResultSort, ResultView } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { useSearchesTranslation } from '../i18n';
import { ResultsFilters } from './results-filters';
import { ResultsSortBar } from './results-sort-bar';

interface ResultsToolbarProps {
  sort: ResultSort;
  onSort: (sort: ResultSort) => void;
  view: ResultView;
  onView: (view: ResultView) => void;
  goneTotal: number;
  filters: ResultFilters;
  onFilters: (filters: ResultFilters) => void;
  category: number;
  hasCentre: boolean;
}

/** Above the results: the order, "Ya no disponibles" when there are any, and the filters with their chips. */
export function ResultsToolbar({ sort, onSort, view, onView, goneTotal, filters, onFilters, category, hasCentre }: ResultsToolbarProps) {
  const { t } = useSearchesTranslation();
  return (
    <div className="mb-5 flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ResultsSortBar value={sort} onChange={onSort} />
        {goneTotal > 0 || view === 'gone' ? (
          <button
            type="button"
            aria-pressed={view === 'gone'}
            onClick={() => onView(view === 'gone' ? 'available' : 'gone')}
            className={cn(
              'focus-ring inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors sm:self-auto',
              view === 'gone'
                ? 'border-neutral-900 bg-neutral-900 text-white dark:border-white dark:bg-white dark:text-neutral-950'
                : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800',
            )}
          >
            <Archive className="size-4" aria-hidden="true" />
            {t('results.gone', { total: goneTotal })}
          </button>
        ) : null}
      </div>
      <ResultsFilters filters={filters} onChange={onFilters} category={category} hasCentre={hasCentre} />
    </div>
  );
}
