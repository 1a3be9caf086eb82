import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchParameters, SearchParametersInput } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** PUT /api/SearchParameter/{id}: every parameter; the server re-runs the search at once (follow it with useRunStatus). */
export function useUpdateSearchParameters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchParametersInput) => api.put<SearchParameters>(`/api/SearchParameter/${id}`, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: searchKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: searchKeys.lists })]),
  });
}
