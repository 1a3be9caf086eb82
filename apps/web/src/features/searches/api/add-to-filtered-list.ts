import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilteredEntry } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** POST /api/SearchResultFiltered/filter/{searchId}/{adId} { notes? } → 201 the new entry (admin). */
export function addToFilteredList({ searchId, adId, notes }: { searchId: number; adId: number; notes?: string }): Promise<FilteredEntry> {
  return api.post<FilteredEntry>(`/api/SearchResultFiltered/filter/${searchId}/${adId}`, notes ? { notes } : {});
}

export function useAddToFilteredList(searchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adId, notes }: { adId: number; notes?: string }) => addToFilteredList({ searchId, adId, notes }),
    onSuccess: (entry) => {
      queryClient.setQueryData<FilteredEntry[]>(searchKeys.filtered(searchId), (list) => (list ? [...list.filter((e) => e.id !== entry.id), entry] : [entry]));
      void queryClient.invalidateQueries({ queryKey: searchKeys.filtered(searchId) });
    },
  });
}
