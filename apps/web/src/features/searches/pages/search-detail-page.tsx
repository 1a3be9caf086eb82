import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, Plus, RefreshCw, SearchX } from 'lucide-react';
import { RESULT_GONE_AFTER_DAYS, type AdResultSummary, type SearchDetail } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { useSession, type Session } from '@/lib/session';
import { useCategories } from '@/lib/queries/categories';
import { useSearch } from '../api/get-search';
import { searchKeys } from '@/lib/queries/search-keys';
import { ManualAdDialog, searchCentreOf } from '../components/manual-ad-dialog';
import { NearMissSuggestions } from '../components/near-miss-suggestions';
import { resultsPagesKey, type ResultsPages } from '../api/get-search-results';
import { ResultsGrid, ResultsGridSkeleton, type AdCardComponent, type CardSkeletonComponent } from '../components/results-grid';
import { ResultsPager } from '../components/results-pager';
import { ResultsToolbar } from '../components/results-toolbar';
import { NewResultsNotice, RESULTS_TOP_ID } from '../components/new-results-notice';
import { SearchResultsHeader } from '../components/search-results-header';
import { useResultsWithRunNow } from '../components/use-results-with-run-now';
import { RunProgressStatus } from '../components/run-progress-status';
import { InstantAlertsSetting } from '../components/instant-alerts-setting';
import { SourceFreshnessLine } from '../components/source-freshness-line';
import { SearchParametersPanel } from '../components/search-parameters-panel';
import { searchHasWishes } from '../lib/wish-groups';
import { activeFilterCount, useResultsUrl } from '../lib/results-url';
import { useSearchesTranslation } from '../i18n';
import { parseId } from '@/lib/parse-id';
import { usePageTitle } from '@/lib/use-page-title';

/** The loaded pages as one list; an ad that moved between pages while paging (a like, in "Popular") shows once. */
function pageItems(data: ResultsPages | undefined): AdResultSummary[] {
  const seen = new Set<number>();
  const items: AdResultSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const ad of page.items) {
      if (seen.has(ad.id)) continue;
      seen.add(ad.id);
      items.push(ad);
    }
  }
  return items;
}

/** Spec roles: the administrator, or the expert hired for this search, may add ads by hand. */
function canAddAds(session: Session | null, search: SearchDetail | undefined): boolean {
  if (!session || !search) return false;
  if (session.user.role === 'Admin') return true;
  return session.user.role === 'Expert' && search.searchHire?.expertId === session.user.id;
}

function SearchNotFound() {
  const { t } = useSearchesTranslation();
  usePageTitle(t('results.notFound'));
  return (
    <EmptyState
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title={t('results.notFound')}
      action={
        <Link to="/busquedas" className={buttonClasses('primary')}>
          {t('results.back')}
        </Link>
      }
    >
      {t('results.notFoundHint')}
    </EmptyState>
  );
}

/** What the page shows of a search's hire (composed in app/ from the hires feature). */
export type HireSectionComponent = ComponentType<{ search: SearchDetail }>;

/** How often the open results page asks whether new results arrived (within an instant alert's minute). */
const LIVE_RESULTS_MS = 30_000;

interface SearchDetailPageProps {
  AdCard: AdCardComponent;
  AdCardSkeleton: CardSkeletonComponent;
  HireSection?: HireSectionComponent;
}

function SearchResults({ searchId, AdCard, AdCardSkeleton, HireSection }: SearchDetailPageProps & { searchId: number }) {
  const { t } = useSearchesTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const isAdmin = session?.user.role === 'Admin';
  const search = useSearch(searchId, { refetchInterval: LIVE_RESULTS_MS });
  usePageTitle(search.data?.title ?? null);
  const { sort, view, filters, setSort, setView, setFilters } = useResultsUrl();
  const filtered = activeFilterCount(filters) > 0;
  const { results, runNow, runPending, follow, progress } = useResultsWithRunNow(searchId, sort, view, filters);
  const categories = useCategories();
  const [addOpen, setAddOpen] = useState(false);
  const ads = useMemo(() => pageItems(results.data), [results.data]);
  const firstPage = results.data?.pages[0];
  const goneTotal = firstPage?.goneTotal ?? 0;

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
  const isOwner = Boolean(detail && session && detail.userId === session.user.id);
  const mayRun = isOwner || Boolean(detail && isAdmin);
  // The header counts the ads still available; the "Ya no disponibles" tab counts the others.
  const availableTotal =
    view === 'available' ? firstPage?.total : queryClient.getQueryData<ResultsPages>(resultsPagesKey(searchId, sort, 'available', filters))?.pages[0]?.total;
  const count = availableTotal ?? (detail && !filtered ? Math.max(0, detail.resultCount - goneTotal) : undefined);

  function updateLike(adId: number, answer: { liked: boolean; likeCount: number }) {
    // Every loaded sort and view of this search: the card looks the same wherever it is.
    queryClient.setQueriesData<ResultsPages>({ queryKey: searchKeys.results(searchId) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((ad) => (ad.id === adId ? { ...ad, liked: answer.liked, likeCount: answer.likeCount } : ad)),
            })),
          }
        : data,
    );
  }

  // What the shown list counted (available + gone = the search's resultCount), when it can be compared with it.
  const shownCount = firstPage && view === 'available' && !filtered ? firstPage.total + firstPage.goneTotal : null;

  const grouped = searchHasWishes(detail?.parameters);
  // What goes above the sort bar is known (or failed): the results area can take its place.
  const placed = Boolean(detail) || search.isError;
  let body;
  if (results.isPending) {
    body = <ResultsGridSkeleton CardSkeleton={AdCardSkeleton} grouped={grouped} />;
  } else if (results.isLoadingError) {
    // A failed next page (or a failed poll) keeps the pages already shown; the pager says so.
    body = <LoadErrorState title={t('results.loadFailed')} error={results.error} retrying={results.isRefetching} onRetry={() => void results.refetch()} />;
  } else if (ads.length === 0 && filtered) {
    body = (
      <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={t('filters.empty')}>
        <p>{t('filters.emptyHint')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => setFilters({})}>
          {t('filters.clear')}
        </Button>
      </EmptyState>
    );
  } else if (ads.length === 0) {
    body = (
      <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={t('results.empty')}>
        {view === 'gone' ? t('results.emptyGone') : addAllowed ? t('results.emptyAddable') : t('results.emptyHint')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {view === 'gone' ? (
          <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">{t('results.goneHint', { days: RESULT_GONE_AFTER_DAYS })}</p>
        ) : null}
        <ResultsGrid searchId={searchId} AdCard={AdCard} ads={ads} isAdmin={isAdmin} grouped={grouped} onLikeToggled={updateLike} />
        <ResultsPager
          shown={ads.length}
          total={Math.max(firstPage?.total ?? 0, ads.length)}
          hasMore={results.hasNextPage}
          loading={results.isFetchingNextPage}
          failed={results.isFetchNextPageError}
          onLoadMore={() => void results.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <>
      {detail ? (
        <SearchResultsHeader
          title={detail.title}
          category={detail.category}
          categoryName={detail.categoryName}
          countText={filtered ? t('filters.found', { count: count ?? 0 }) : t('results.found', { count: count ?? 0 })}
          actions={
            <>
              {mayRun ? (
                <Button
                  variant="secondary"
                  onClick={runNow}
                  loading={runPending}
                  disabled={!detail?.isActive}
                  title={detail?.isActive ? undefined : t('run.inactive')}
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                  className="flex-1 sm:flex-none"
                >
                  {t('run.now')}
                </Button>
              ) : null}
              {addAllowed ? (
                <Button onClick={() => setAddOpen(true)} icon={<Plus className="size-4" aria-hidden="true" />} className="flex-1 sm:flex-none">
                  {t('results.addAd')}
                </Button>
              ) : null}
            </>
          }
          status={
            <>
              <RunProgressStatus progress={progress} />
              <SourceFreshnessLine />
            </>
          }
        />
      ) : search.isError ? (
        <LoadErrorState
          title={t('results.searchFailed')}
          className="mb-6"
          error={search.error}
          retrying={search.isRefetching}
          onRetry={() => void search.refetch()}
        />
      ) : (
        // Until the search is known, nothing shows below this (it fills the screen): the sort bar and the cards
        // then appear in their place, under the parameters, instead of being pushed down by them.
        <div className="mb-6 flex min-h-dvh flex-col gap-4" aria-hidden="true">
          <div className="h-8 w-40 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
          <div className="h-14 w-2/3 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
          <div className="h-36 animate-pulse rounded-xl bg-neutral-200 dark:bg-neutral-800" />
        </div>
      )}

      {detail ? <SearchParametersPanel search={detail} mayEdit={mayRun} isAdmin={isAdmin} onSaved={() => follow('edit')} /> : null}

      {detail && isOwner ? <InstantAlertsSetting search={detail} /> : null}

      {detail && HireSection ? <HireSection search={detail} /> : null}

      {results.isPending ? (
        <p role="status" className="sr-only">
          {t('results.loading')}
        </p>
      ) : null}

      {placed ? (
        <>
          <span id={RESULTS_TOP_ID} />
          <ResultsToolbar
            sort={sort}
            onSort={setSort}
            view={view}
            onView={setView}
            goneTotal={goneTotal}
            filters={filters}
            onFilters={setFilters}
            category={detail?.category ?? 1}
            hasCentre={searchCentreOf(detail?.parameters ?? null) !== null}
          />
          {detail && view === 'available' ? <NearMissSuggestions searchId={searchId} resultCount={count} canWiden={mayRun && detail.isActive} /> : null}
          {body}
        </>
      ) : null}

      <NewResultsNotice resultCount={detail?.resultCount} shownCount={results.isFetching ? null : shownCount} onShow={() => void results.refetch()} />

      {detail && addAllowed ? (
        <ManualAdDialog
          open={addOpen}
          onClose={() => setAddOpen(false)}
          searchId={searchId}
          searchCategory={detail.category}
          categories={categories}
          searchCentre={searchCentreOf(detail.parameters)}
        />
      ) : null}
    </>
  );
}

/** /busquedas/:id (login required): the search's scored ads. A bad id ("abc") shows the not-found state. */
export function SearchDetailPage({ AdCard, AdCardSkeleton, HireSection }: SearchDetailPageProps) {
  const { id } = useParams();
  const searchId = parseId(id);
  return (
    <Page>
      {searchId === null ? (
        <SearchNotFound />
      ) : (
        <SearchResults key={searchId} searchId={searchId} AdCard={AdCard} AdCardSkeleton={AdCardSkeleton} HireSection={HireSection} />
      )}
    </Page>
  );
}
