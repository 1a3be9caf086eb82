import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HireServiceResponse, SearchListItem } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';

/** POST /api/Subscription/hire-service → {url: null} when the price was held from the balance, else a checkout's url. */
export type HireServiceBody = { searchId: number; searchServiceId: number; adId?: number | null };

export function hireService(body: HireServiceBody): Promise<HireServiceResponse> {
  return api.post<HireServiceResponse>('/api/Subscription/hire-service', body);
}

export function useHireService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireService,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: searchKeys.detail(body.searchId) }),
        queryClient.invalidateQueries({ queryKey: hireKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
      ]),
  });
}

/** GET /api/Search → the caller's own searches, for "¿Para qué búsqueda?". */
export function useOwnSearches(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.list('own'),
    queryFn: ({ signal }) => api.get<SearchListItem[]>('/api/Search', { signal }),
    enabled,
  });
}
