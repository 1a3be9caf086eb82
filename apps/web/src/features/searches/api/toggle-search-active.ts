import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchListItem } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** PUT /api/Search/{id}/toggle-active → SearchListItem (409 containing 'límite de tu plan' when re-activating over the limit). */
export function toggleSearchActive(id: number): Promise<SearchListItem> {
  return api.put<SearchListItem>(`/api/Search/${id}/toggle-active`);
}

/** Toggles and writes the answer into the cached lists at once, then refreshes them. */
export function useToggleSearchActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSearchActive,
    onSuccess: (updated) => {
      queryClient.setQueriesData<SearchListItem[]>({ queryKey: searchKeys.lists }, (list) =>
        list?.map((search) => (search.id === updated.id ? { ...search, ...updated, user: search.user } : search)),
      );
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
    },
  });
}
