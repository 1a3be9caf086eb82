import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdDetail, LikeToggleResponse } from '@ojeador/shared';
import { api } from '../../../lib/api-client';
import { adQueryKey } from './get-ad';
import { likeCheckQueryKey } from './check-like';

/** POST /api/Likes/{adId} (toggle) → { liked, likeCount } */
export function toggleLike(adId: number): Promise<LikeToggleResponse> {
  return api.post<LikeToggleResponse>(`/api/Likes/${adId}`);
}

/** Query keys whose first part names likes or favourites: lists that a toggle makes stale. */
const LIKE_LISTS = new Set(['likes', 'favorites', 'favourites']);

/**
 * Toggles a like. On success the answer is written to the cached like check and ad detail, and every
 * other likes / favourites query (the "Favoritos" list) is refetched when next used.
 */
export function useToggleLike(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(adId),
    onSuccess: (answer) => {
      queryClient.setQueryData(likeCheckQueryKey(adId), { liked: answer.liked });
      queryClient.setQueryData<AdDetail>(adQueryKey(adId), (ad) =>
        ad ? { ...ad, liked: answer.liked, likeCount: answer.likeCount } : ad,
      );
      void queryClient.invalidateQueries({
        predicate: (query) =>
          LIKE_LISTS.has(String(query.queryKey[0])) &&
          !(query.queryKey[1] === 'check' && query.queryKey[2] === adId),
      });
    },
  });
}
