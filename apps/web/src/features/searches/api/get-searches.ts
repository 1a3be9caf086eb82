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

export function useSearches(scope: 'own' | 'all', options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchesQueryOptions(scope), enabled: options.enabled ?? true });
}
