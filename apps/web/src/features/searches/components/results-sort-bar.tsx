import { ArrowDownWideNarrow } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ResultSort } from '@ojeador/shared';
import { useSearchesTranslation } from '../i18n';
import { RESULT_SORT_OPTIONS } from '../lib/sort-results';

interface ResultsSortBarProps {
  value: ResultSort;
  onChange: (sort: ResultSort) => void;
}

/** Best score (the default), Price: Low to High, Latest, Popular: one pressed at a time; the server sorts. */
export function ResultsSortBar({ value, onChange }: ResultsSortBarProps) {
  const { t } = useSearchesTranslation();
  return (
    <div className="flex items-center gap-2 overflow-x-auto pb-1">
      <ArrowDownWideNarrow className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />
      <div role="group" aria-label={t('results.sortLabel')} className="flex gap-2">
        {RESULT_SORT_OPTIONS.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={value === sort}
            onClick={() => onChange(sort)}
            className={cn(
              'focus-ring inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
              value === sort
                ? 'border-neutral-900 bg-neutral-900 text-white dark:border-white dark:bg-white dark:text-neutral-950'
                : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800',
            )}
          >
            {t(`results.sort.${sort}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
