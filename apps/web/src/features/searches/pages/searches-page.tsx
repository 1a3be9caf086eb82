import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LayoutGrid, List, Plus, SearchX } from 'lucide-react';
import type { SearchListItem } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useCategories } from '@/lib/queries/categories';
import { useSearches } from '../api/get-searches';
import { DeleteSearchDialog } from '../components/delete-search-dialog';
import { SearchCard } from '../components/search-card';
import { SearchesToolbar } from '../components/searches-toolbar';
import { useSearchesTranslation } from '../i18n';
import { filterSearches, hasFilters, NO_FILTERS, type SearchFilters } from '../lib/filter-searches';
import { usePageTitle } from '@/lib/use-page-title';

/** The creation flow on the landing page. */
export const NEW_SEARCH_PATH = '/#crear-busqueda';

type View = 'grid' | 'list';
const VIEW_STORAGE_KEY = 'searchesView';

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useSearchesTranslation();
  const options: { id: View; label: string; Icon: typeof List }[] = [
    { id: 'grid', label: t('list.viewGrid'), Icon: LayoutGrid },
    { id: 'list', label: t('list.viewList'), Icon: List },
  ];
  return (
    <div
      role="group"
      aria-label={t('list.viewGroup')}
      className="inline-flex rounded-lg border border-neutral-300 bg-white p-0.5 dark:border-neutral-700 dark:bg-neutral-900"
    >
      {options.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={view === id}
          onClick={() => onChange(id)}
          className={cn(
            'focus-ring inline-flex size-9 items-center justify-center rounded-md transition-colors',
            view === id
              ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-neutral-950'
              : 'text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
          )}
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** /busquedas: the user's searches ('Mis Búsquedas'), or every search for the administrator ('Búsquedas'). */
export function SearchesPage() {
  const { t } = useSearchesTranslation();
  usePageTitle(t('list.pageTitle'));
  const session = useSession();
  const isAdmin = session?.user.role === 'Admin';
  const query = useSearches(isAdmin ? 'all' : 'own');
  const categories = useCategories();
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [view, setView] = useState<View>(storedView);
  const [toDelete, setToDelete] = useState<SearchListItem | null>(null);

  const matching = useMemo(() => filterSearches(query.data ?? [], filters), [query.data, filters]);

  function changeView(next: View) {
    setView(next);
    try {
      localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
  }

  let content;
  if (query.isPending) {
    content = (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-6 text-brand-600" />
        {t('list.loading')}
      </div>
    );
  } else if (query.isError) {
    content = <LoadErrorState title={t('list.loadFailed')} error={query.error} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  } else if (matching.length === 0) {
    const filtered = hasFilters(filters) && query.data.length > 0;
    content = (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={t('list.empty')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {t('list.clearFilters')}
            </Button>
          ) : isAdmin ? null : (
            <Link to={NEW_SEARCH_PATH} className={buttonClasses('primary')}>
              {t('list.create')}
            </Link>
          )
        }
      >
        {filtered ? t('list.emptyFiltered') : isAdmin ? t('list.emptyAdmin') : t('list.emptyOwn')}
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label={t('list.listLabel')} className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
        {matching.map((search) => (
          <li key={search.id} className="grid">
            <SearchCard search={search} isAdmin={isAdmin} view={view} onDelete={setToDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{isAdmin ? t('list.titleAll') : t('list.titleOwn')}</h1>
          <p aria-live="polite" data-testid="search-count" className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {query.isSuccess ? t('list.count', { count: matching.length }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={NEW_SEARCH_PATH} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('list.new')}
          </Link>
          <ViewToggle view={view} onChange={changeView} />
        </div>
      </div>
      <div className="mb-6">
        <SearchesToolbar filters={filters} onChange={setFilters} categories={categories} />
      </div>
      {content}
      <DeleteSearchDialog search={toDelete} onClose={() => setToDelete(null)} />
    </Page>
  );
}
