import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdDetail } from '@ojeador/shared';
import { ApiError, api } from '@/lib/api-client';

export const adQueryKey = (adId: number) => ['ads', 'detail', adId] as const;

/** GET /api/Ads/{id} → the ad as the caller sees it (score and points of its best result) + priceHistory. 404 'Anuncio no encontrado'. */
export function getAd(adId: number, signal?: AbortSignal): Promise<AdDetail> {
  return api.get<AdDetail>(`/api/Ads/${adId}`, { signal });
}

export const adQueryOptions = (adId: number) =>
  queryOptions({
    queryKey: adQueryKey(adId),
    queryFn: ({ signal }) => getAd(adId, signal),
    // A missing ad stays missing: no retry on NOT_FOUND.
    retry: (failureCount, error) => !(error instanceof ApiError && error.code === 'NOT_FOUND') && failureCount < 1,
  });

export function useAd(adId: number) {
  return useQuery(adQueryOptions(adId));
}
