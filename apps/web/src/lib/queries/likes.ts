import type { LikeToggleResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/**
 * Query keys of likes, shared by the ad page (like check) and the 'Favoritos' list. Everything starts with
 * 'likes', so invalidating `likeKeys.all` refreshes every list a like or unlike makes stale.
 */
export const likeKeys = {
  all: ['likes'] as const,
  check: (adId: number) => ['likes', 'check', adId] as const,
  favorites: ['likes', 'user'] as const,
};

/** POST /api/Likes/{adId} (toggle) → { liked, likeCount } */
export function toggleLike(adId: number): Promise<LikeToggleResponse> {
  return api.post<LikeToggleResponse>(`/api/Likes/${adId}`);
}
