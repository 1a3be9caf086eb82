import { Link } from 'react-router';
import { ArrowRight, Plus } from 'lucide-react';
import type { SearchListItem } from '@ojeador/shared';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSearchesTranslation } from '../i18n';
import { CategoryIcon } from './category-icon';

/** How many searches the home page shows; the rest are one link away. */
const SHOWN = 6;

/** New results first (most first), then the most recently run. */
export function newsOrder(searches: readonly SearchListItem[]): SearchListItem[] {
  const ranAt = (search: SearchListItem) => (search.lastExecution ? Date.parse(search.lastExecution) : 0);
  return [...searches].sort((a, b) => b.newResultCount - a.newResultCount || ranAt(b) - ranAt(a) || b.id - a.id);
}

interface SearchesNewsProps {
  searches: readonly SearchListItem[];
  /** Where the creation flow is on the page ("Crear otra búsqueda"). */
  createHref: string;
}

/** The returning customer's home: their searches with new results first, each opening its results. */
export function SearchesNews({ searches, createHref }: SearchesNewsProps) {
  const { t } = useSearchesTranslation();
  const shown = newsOrder(searches).slice(0, SHOWN);
  return (
    <section aria-labelledby="novedades-title" className="mx-auto w-full max-w-5xl px-4 pt-10 pb-4 sm:px-6">
      <h1 id="novedades-title" className="text-3xl font-bold tracking-tight">
        {t('news.title')}
      </h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">{t('news.lead')}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((search) => (
          <li key={search.id}>
            <Link
              to={`/busquedas/${search.id}`}
              className="focus-ring flex h-full flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm transition-colors hover:border-neutral-400 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-neutral-600"
            >
              <span className="flex items-center gap-2 font-semibold">
                <CategoryIcon categoryId={search.category} className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
                <span className="truncate">{search.title}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 font-medium',
                    search.newResultCount > 0
                      ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                      : 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
                  )}
                >
                  {search.newResultCount > 0 ? t('news.fresh', { count: search.newResultCount }) : t('news.noneNew')}
                </span>
                <span className="text-neutral-600 dark:text-neutral-400">{t('news.results', { count: search.resultCount })}</span>
                {search.isActive ? null : <span className="text-neutral-600 dark:text-neutral-400">· {t('news.paused')}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/busquedas" className={buttonClasses('secondary')}>
          {t('news.all')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to={createHref} className={buttonClasses('ghost')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('news.create')}
        </Link>
      </div>
    </section>
  );
}
