import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { AdResultSummary, LikeToggleResponse } from '@ojeador/shared';
import { errorMessage } from '@/lib/api-client';
import { likeKeys, toggleLike } from '@/lib/queries/likes';
import { favoritesQueryKey } from './get-favorites';

export const REMOVE_FAVORITE_FAILED = 'No se pudo quitar el anuncio de favoritos';

const removeFavoriteKey = ['likes', 'remove'] as const;

interface RemoveContext {
  removed: AdResultSummary | null;
  index: number;
}

/** Unlikes an ad; if it had already been unliked elsewhere the toggle liked it again, so it is toggled back. */
export async function removeFavorite(adId: number): Promise<LikeToggleResponse> {
  const answer = await toggleLike(adId);
  return answer.liked ? toggleLike(adId) : answer;
}

/** Removes a favourite at once from the list; puts it back and says so when the server refuses. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation<LikeToggleResponse, Error, number, RemoveContext>({
    mutationKey: removeFavoriteKey,
    mutationFn: removeFavorite,
    onMutate: async (adId) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const list = queryClient.getQueryData<AdResultSummary[]>(favoritesQueryKey);
      const index = list?.findIndex((ad) => ad.id === adId) ?? -1;
      if (!list || index < 0) return { removed: null, index };
      queryClient.setQueryData<AdResultSummary[]>(
        favoritesQueryKey,
        list.filter((ad) => ad.id !== adId),
      );
      return { removed: list[index], index };
    },
    onError: (error, _adId, context) => {
      // Put back only this ad (other removals in flight stay removed), where it was.
      const removed = context?.removed;
      if (removed) {
        queryClient.setQueryData<AdResultSummary[]>(favoritesQueryKey, (list = []) =>
          list.some((ad) => ad.id === removed.id) ? list : [...list.slice(0, context.index), removed, ...list.slice(context.index)],
        );
      }
      toast.error(errorMessage(error, REMOVE_FAVORITE_FAILED));
    },
    onSettled: async () => {
      // Refetch once the last of several quick removals is done, so an early answer cannot bring one back.
      if (queryClient.isMutating({ mutationKey: removeFavoriteKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: likeKeys.all });
    },
  });
}
