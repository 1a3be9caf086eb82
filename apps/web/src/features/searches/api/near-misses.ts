import { useMutation, useQuery } from '@tanstack/react-query';
import type { NearMissCriterion, NearMissesResponse, WidenSearchResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** Under the search's detail key: refreshing the search refreshes its near misses too. */
export const nearMissesKey = (searchId: number) => [...searchKeys.detail(searchId), 'near-misses'] as const;

/** GET /api/Search/{id}/near-misses → the latest run's suggestions (empty when the parameters changed since). */
export function getNearMisses(searchId: number, signal?: AbortSignal): Promise<NearMissesResponse> {
  return api.get<NearMissesResponse>(`/api/Search/${searchId}/near-misses`, { signal });
}

/** `refetchInterval` decides from the latest answer how soon to ask again (false: not again). */
export function useNearMisses(searchId: number, options: { enabled: boolean; refetchInterval: (data: NearMissesResponse | undefined) => number | false }) {
  return useQuery({
    queryKey: nearMissesKey(searchId),
    queryFn: ({ signal }) => getNearMisses(searchId, signal),
    enabled: options.enabled,
    refetchInterval: (query) => options.refetchInterval(query.state.data),
  });
}

/** POST /api/Search/{id}/widen {criterion} → applies the suggestion and queues a run; 409 when it no longer applies. */
export function widenSearch(searchId: number, criterion: NearMissCriterion): Promise<WidenSearchResponse> {
  return api.post<WidenSearchResponse>(`/api/Search/${searchId}/widen`, { criterion });
}

export function useWidenSearch(searchId: number) {
  return useMutation({ mutationFn: (criterion: NearMissCriterion) => widenSearch(searchId, criterion) });
}
