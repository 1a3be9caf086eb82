import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchListItem } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** DELETE /api/Search/{id} → 204 (409 while an expert hire is open). */
export function deleteSearch(id: number): Promise<void> {
  return api.delete<void>(`/api/Search/${id}`);
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearch,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<SearchListItem[]>({ queryKey: searchKeys.lists }, (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: searchKeys.detail(id) });
      queryClient.removeQueries({ queryKey: searchKeys.results(id) });
      void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    },
  });
}
