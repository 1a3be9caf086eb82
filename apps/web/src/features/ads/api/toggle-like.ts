import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdDetail } from '@ojeador/shared';
import { likeKeys, toggleLike } from '@/lib/queries/likes';
import { adQueryKey } from './get-ad';

/**
 * Toggles a like. On success the answer is written to the cached like check and ad detail, and every
 * other likes / favourites query (the "Favoritos" list) is refetched when next used.
 */
export function useToggleLike(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(adId),
    onSuccess: (answer) => {
      queryClient.setQueryData(likeKeys.check(adId), { liked: answer.liked });
      queryClient.setQueryData<AdDetail>(adQueryKey(adId), (ad) => (ad ? { ...ad, liked: answer.liked, likeCount: answer.likeCount } : ad));
      void queryClient.invalidateQueries({
        queryKey: likeKeys.all,
        predicate: (query) => !(query.queryKey[1] === 'check' && query.queryKey[2] === adId),
      });
    },
  });
}
