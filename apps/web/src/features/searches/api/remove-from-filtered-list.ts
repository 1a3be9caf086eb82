import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilteredEntry } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** DELETE /api/SearchResultFiltered/{id} → 204 (admin). */
export function removeFromFilteredList(entryId: number): Promise<void> {
  return api.delete<void>(`/api/SearchResultFiltered/${entryId}`);
}

export function useRemoveFromFilteredList(searchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromFilteredList,
    onSuccess: (_answer, entryId) => {
      queryClient.setQueryData<FilteredEntry[]>(searchKeys.filtered(searchId), (list) => list?.filter((e) => e.id !== entryId));
      void queryClient.invalidateQueries({ queryKey: searchKeys.filtered(searchId) });
    },
  });
}
