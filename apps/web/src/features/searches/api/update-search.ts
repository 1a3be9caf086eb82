import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchListItem, UpdateSearchRequest } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** PUT /api/Search/{id} { title, description, frequency, startDate } → SearchListItem (startDate is reset to now). */
export function updateSearch({ id, ...body }: UpdateSearchRequest & { id: number }): Promise<SearchListItem> {
  return api.put<SearchListItem>(`/api/Search/${id}`, body);
}

export function useUpdateSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
