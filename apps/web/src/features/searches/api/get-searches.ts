import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchListItem } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** GET /api/Search → the caller's searches; GET /api/Search/all (admin) → every search with its creator. */
export function getSearches(scope: 'own' | 'all', signal?: AbortSignal): Promise<SearchListItem[]> {
  return api.get<SearchListItem[]>(scope === 'all' ? '/api/Search/all' : '/api/Search', { signal });
}

export const searchesQueryOptions = (scope: 'own' | 'all') =>
  queryOptions({ queryKey: searchKeys.list(scope), queryFn: ({ signal }) => getSearches(scope, signal) });

export function useSearches(scope: 'own' | 'all') {
  return useQuery(searchesQueryOptions(scope));
}

/**
 * The caller's searches for the home page's news, under a key of its own: read on every visit to `/`, it must not
 * stand in for "Mis búsquedas" (fresh for five minutes, that list would then miss a search made meanwhile elsewhere).
 * An invalidation of the lists refreshes it too.
 */
export function useSearchNews(enabled: boolean) {
  return useQuery({ queryKey: [...searchKeys.lists, 'news'], queryFn: ({ signal }) => getSearches('own', signal), enabled, staleTime: 0 });
}
