import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchDetail } from '@ojeador/shared';
import { ApiError, api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** GET /api/Search/{id} → SearchDetail (404 when missing or not the caller's; the admin opening it marks it revised). */
export function getSearch(id: number, signal?: AbortSignal): Promise<SearchDetail> {
  return api.get<SearchDetail>(`/api/Search/${id}`, { signal });
}

export const searchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: searchKeys.detail(id),
    queryFn: ({ signal }) => getSearch(id, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failureCount < 1,
  });

/** `refetchInterval`: the open results page polls it to learn of new results (paused while the tab is hidden). */
export function useSearch(id: number, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...searchQueryOptions(id), refetchInterval: options.refetchInterval });
}
