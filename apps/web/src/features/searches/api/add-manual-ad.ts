import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdResult, ManualAdRequest } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** POST /api/SearchResult/{searchId}/manual-ad → 201 AdResult (admin or hired expert; 409 when already a result). */
export function addManualAd({ searchId, ad }: { searchId: number; ad: ManualAdRequest }): Promise<AdResult> {
  return api.post<AdResult>(`/api/SearchResult/${searchId}/manual-ad`, ad);
}

export function useAddManualAd(searchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ad: ManualAdRequest) => addManualAd({ searchId, ad }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
