import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdResult } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** GET /api/SearchResult/{searchId}/results → AdResult[], best score first. */
export function getSearchResults(searchId: number, signal?: AbortSignal): Promise<AdResult[]> {
  return api.get<AdResult[]>(`/api/SearchResult/${searchId}/results`, { signal });
}

export const searchResultsQueryOptions = (searchId: number) =>
  queryOptions({ queryKey: searchKeys.results(searchId), queryFn: ({ signal }) => getSearchResults(searchId, signal) });

/** `refetchInterval` lets the page poll for a while after "Buscar ahora". */
export function useSearchResults(searchId: number, options: { refetchInterval?: (data: AdResult[] | undefined) => number | false } = {}) {
  const { refetchInterval } = options;
  return useQuery({
    ...searchResultsQueryOptions(searchId),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
