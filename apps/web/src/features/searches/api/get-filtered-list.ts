import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilteredEntry } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** GET /api/SearchResultFiltered/search/{searchId} (admin) → [{ id, searchId, ad, notes, createdAt }] */
export function getFilteredList(searchId: number, signal?: AbortSignal): Promise<FilteredEntry[]> {
  return api.get<FilteredEntry[]>(`/api/SearchResultFiltered/search/${searchId}`, { signal });
}

export const filteredListQueryOptions = (searchId: number) =>
  queryOptions({ queryKey: searchKeys.filtered(searchId), queryFn: ({ signal }) => getFilteredList(searchId, signal) });

export function useFilteredList(searchId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...filteredListQueryOptions(searchId), enabled: options.enabled ?? true });
}
