import { Heart } from 'lucide-react';
import { LIKE_MESSAGES } from '@ojeador/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteCard } from './favorite-card';
import { FavoritesLoading } from './favorites-loading';

/** The modal's body: loading, error (with retry), empty, or the grid of favourite ads. */
export function FavoritesContent({ onClose }: { onClose: () => void }) {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();

  if (favorites.isPending) return <FavoritesLoading label={LIKE_MESSAGES.loading} />;

  if (favorites.isError) {
    return <RetryAlert message={LIKE_MESSAGES.loadFailed} retrying={favorites.isFetching} onRetry={() => void favorites.refetch()} />;
  }

  if (favorites.data.length === 0) {
    return (
      <EmptyState icon={<Heart className="size-6" aria-hidden="true" />} title={LIKE_MESSAGES.empty}>
        Pulsa el corazón de un anuncio para guardarlo aquí.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {favorites.data.length === 1 ? '1 anuncio guardado' : `${favorites.data.length} anuncios guardados`}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {favorites.data.map((ad) => (
          <li key={ad.id} className="flex">
            <FavoriteCard ad={ad} onOpen={onClose} onRemove={() => remove.mutate(ad.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}
