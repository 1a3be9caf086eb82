import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { RESULT_FILTER_KEYS, RESULTS_PAGE_SIZE, type ResultFilters, type ResultSort, type ResultView, type ResultsPage } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

export interface ResultsPageParams {
  sort: ResultSort;
  view: ResultView;
  filters?: ResultFilters;
  cursor?: string | null;
}

/**
 * GET /api/SearchResult/{searchId}/results?sort&view&limit&cursor → one page of card summaries
 * `{items, nextCursor, total, goneTotal}`, sorted by the server. The answer carries a weak ETag with
 * `private, no-cache`: the browser revalidates it by itself (a 304 when unchanged).
 */
export function getResultsPage(searchId: number, { sort, view, filters = {}, cursor }: ResultsPageParams, signal?: AbortSignal): Promise<ResultsPage> {
  const query = new URLSearchParams({ sort, view, limit: String(RESULTS_PAGE_SIZE) });
  for (const key of RESULT_FILTER_KEYS) if (filters[key] !== undefined) query.set(key, String(filters[key]));
  if (cursor) query.set('cursor', cursor);
  return api.get<ResultsPage>(`/api/SearchResult/${searchId}/results?${query.toString()}`, { signal });
}

/** Every page query of a search starts with `searchKeys.results(id)`, so one invalidation refreshes them all. */
export const resultsPagesKey = (searchId: number, sort: ResultSort, view: ResultView, filters: ResultFilters = {}) =>
  [...searchKeys.results(searchId), 'pages', sort, view, filters] as const;

export type ResultsPages = InfiniteData<ResultsPage>;

export const searchResultsQueryOptions = (searchId: number, sort: ResultSort, view: ResultView, filters: ResultFilters = {}) =>
  infiniteQueryOptions({
    queryKey: resultsPagesKey(searchId, sort, view, filters),
    queryFn: ({ pageParam, signal }) => getResultsPage(searchId, { sort, view, filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResultsPage) => last.nextCursor,
  });

/** The pages loaded so far; `refetchInterval` lets the page poll for a while after "Buscar ahora". */
export function useSearchResults(
  searchId: number,
  sort: ResultSort,
  view: ResultView,
  options: { filters?: ResultFilters; refetchInterval?: (data: ResultsPages | undefined) => number | false } = {},
) {
  const { refetchInterval, filters } = options;
  return useInfiniteQuery({
    ...searchResultsQueryOptions(searchId, sort, view, filters),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
