import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, Plus, RefreshCw, SearchX } from 'lucide-react';
import { SEARCH_MESSAGES, type AdResult, type SearchDetail } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession, type Session } from '@/lib/session';
import { useCategories } from '@/lib/queries/categories';
import { useSearch } from '../api/get-search';
import { searchKeys } from '@/lib/queries/search-keys';
import { ManualAdDialog } from '../components/manual-ad-dialog';
import { ResultsGrid, type AdCardComponent } from '../components/results-grid';
import { ResultsSortBar } from '../components/results-sort-bar';
import { SearchResultsHeader } from '../components/search-results-header';
import { useResultsWithRunNow } from '../components/use-results-with-run-now';
import { resultCountText, sortResults, type ResultSort } from '../lib/sort-results';
import { parseId } from '@/lib/parse-id';
import { usePageTitle } from '@/lib/use-page-title';

export const RESULTS_LOADING_MESSAGE = 'Loading results...';
export const RESULTS_ERROR_MESSAGE = 'Error loading results';
export const RESULTS_EMPTY_MESSAGE = 'No results found';
export const SEARCH_NOT_FOUND_MESSAGE = 'Búsqueda no encontrada';

/** Spec roles: the administrator, or the expert hired for this search, may add ads by hand. */
function canAddAds(session: Session | null, search: SearchDetail | undefined): boolean {
  if (!session || !search) return false;
  if (session.user.role === 'Admin') return true;
  return session.user.role === 'Expert' && search.searchHire?.expertId === session.user.id;
}

function CenteredStatus({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-neutral-600 dark:text-neutral-400">
      <Spinner className="size-6 text-brand-600" />
      {text}
    </div>
  );
}

function SearchNotFound() {
  usePageTitle(SEARCH_NOT_FOUND_MESSAGE);
  return (
    <EmptyState
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title={SEARCH_NOT_FOUND_MESSAGE}
      action={
        <Link to="/busquedas" className={buttonClasses('primary')}>
          Volver a búsquedas
        </Link>
      }
    >
      La búsqueda no existe o no es tuya.
    </EmptyState>
  );
}

/** What the page shows of a search's hire (composed in app/ from the hires feature). */
export type HireSectionComponent = ComponentType<{ search: SearchDetail }>;

interface SearchDetailPageProps {
  AdCard: AdCardComponent;
  HireSection?: HireSectionComponent;
}

function SearchResults({ searchId, AdCard, HireSection }: SearchDetailPageProps & { searchId: number }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const isAdmin = session?.user.role === 'Admin';
  const search = useSearch(searchId);
  usePageTitle(search.data?.title ?? null);
  const { results, runNow, runPending, polling } = useResultsWithRunNow(searchId);
  const categories = useCategories();
  const [sort, setSort] = useState<ResultSort>('default');
  const [addOpen, setAddOpen] = useState(false);
  const sorted = useMemo(() => sortResults(results.data ?? [], sort), [results.data, sort]);

  // The administrator opening a search marks it revised: the list must show the check mark.
  const loadedId = search.data?.id;
  useEffect(() => {
    if (isAdmin && loadedId !== undefined) void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
  }, [isAdmin, loadedId, queryClient]);

  if (search.isError && search.error instanceof ApiError && (search.error.code === 'NOT_FOUND' || search.error.code === 'FORBIDDEN')) {
    return <SearchNotFound />;
  }

  const detail = search.data;
  const addAllowed = canAddAds(session, detail);
  const mayRun = Boolean(detail && session && (isAdmin || detail.userId === session.user.id));
  const count = results.data?.length ?? detail?.resultCount;

  function updateLike(adId: number, answer: { liked: boolean; likeCount: number }) {
    queryClient.setQueryData<AdResult[]>(searchKeys.results(searchId), (list) =>
      list?.map((ad) => (ad.id === adId ? { ...ad, liked: answer.liked, likeCount: answer.likeCount } : ad)),
    );
  }

  let body;
  if (results.isPending) {
    body = <CenteredStatus text={RESULTS_LOADING_MESSAGE} />;
  } else if (results.isError) {
    body = <LoadErrorState title={RESULTS_ERROR_MESSAGE} error={results.error} retrying={results.isRefetching} onRetry={() => void results.refetch()} />;
  } else if (sorted.length === 0) {
    body = (
      <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={RESULTS_EMPTY_MESSAGE}>
        {addAllowed
          ? 'Todavía no hay anuncios. Puedes añadir uno a mano con «Añadir anuncio».'
          : 'Todavía no hay anuncios para esta búsqueda. Pulsa «Buscar ahora» o vuelve más tarde: te avisaremos cuando encontremos alguno.'}
      </EmptyState>
    );
  } else {
    body = <ResultsGrid searchId={searchId} AdCard={AdCard} ads={sorted} isAdmin={isAdmin} onLikeToggled={updateLike} />;
  }

  return (
    <>
      {detail ? (
        <SearchResultsHeader
          title={detail.title}
          category={detail.category}
          categoryName={detail.categoryName}
          countText={resultCountText(count ?? 0)}
          actions={
            <>
              {mayRun ? (
                <Button
                  variant="secondary"
                  onClick={runNow}
                  loading={runPending}
                  disabled={!detail?.isActive}
                  title={detail?.isActive ? undefined : SEARCH_MESSAGES.runInactive}
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                  className="flex-1 sm:flex-none"
                >
                  Buscar ahora
                </Button>
              ) : null}
              {addAllowed ? (
                <Button onClick={() => setAddOpen(true)} icon={<Plus className="size-4" aria-hidden="true" />} className="flex-1 sm:flex-none">
                  Añadir anuncio
                </Button>
              ) : null}
            </>
          }
          status={
            polling ? (
              <p role="status" className="flex items-center gap-2 text-sm text-brand-700 dark:text-brand-300">
                <Spinner className="size-4" />
                Buscando anuncios nuevos…
              </p>
            ) : null
          }
        />
      ) : search.isError ? (
        <LoadErrorState
          title="Error al cargar la búsqueda"
          className="mb-6"
          error={search.error}
          retrying={search.isRefetching}
          onRetry={() => void search.refetch()}
        />
      ) : (
        <div className="mb-6 flex flex-col gap-4" aria-hidden="true">
          <div className="h-8 w-40 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
          <div className="h-14 w-2/3 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
        </div>
      )}

      {detail && HireSection ? <HireSection search={detail} /> : null}

      <div className="mb-5">
        <ResultsSortBar value={sort} onChange={setSort} />
      </div>
      {body}

      {detail && addAllowed ? (
        <ManualAdDialog open={addOpen} onClose={() => setAddOpen(false)} searchId={searchId} searchCategory={detail.category} categories={categories} />
      ) : null}
    </>
  );
}

/** /busquedas/:id (login required): the search's scored ads. A bad id ("abc") shows the not-found state. */
export function SearchDetailPage({ AdCard, HireSection }: SearchDetailPageProps) {
  const { id } = useParams();
  const searchId = parseId(id);
  return <Page>{searchId === null ? <SearchNotFound /> : <SearchResults key={searchId} searchId={searchId} AdCard={AdCard} HireSection={HireSection} />}</Page>;
}
