import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikeCheckResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { likeKeys } from '@/lib/queries/likes';

/** GET /api/Likes/check/{adId} → { liked } */
export function checkLike(adId: number, signal?: AbortSignal): Promise<LikeCheckResponse> {
  return api.get<LikeCheckResponse>(`/api/Likes/check/${adId}`, { signal });
}

export const likeCheckQueryOptions = (adId: number) => queryOptions({ queryKey: likeKeys.check(adId), queryFn: ({ signal }) => checkLike(adId, signal) });

export function useLikeCheck(adId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...likeCheckQueryOptions(adId), enabled: options.enabled ?? true });
}
