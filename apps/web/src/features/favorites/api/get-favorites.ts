import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdResultSummary } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { likeKeys } from '@/lib/queries/likes';

/** The favourites list; anything that likes or unlikes an ad invalidates `likeKeys.all`, which covers it. */
export const favoritesQueryKey = likeKeys.favorites;

/** GET /api/Likes/user → the caller's favourite ads (AdResultSummary[]), newest like first. */
export function getFavorites(): Promise<AdResultSummary[]> {
  return api.get<AdResultSummary[]>('/api/Likes/user');
}

export const favoritesQueryOptions = queryOptions({
  queryKey: favoritesQueryKey,
  queryFn: getFavorites,
  // Likes change from many places: each opening of the modal asks again (showing the cached list meanwhile).
  staleTime: 0,
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
