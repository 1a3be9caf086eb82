import { Heart } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteCard } from './favorite-card';
import { useFavoritesTranslation } from '../i18n';
import { FavoritesLoading } from './favorites-loading';

/** The modal's body: loading, error (with retry), empty, or the grid of favourite ads. */
export function FavoritesContent({ onClose }: { onClose: () => void }) {
  const { t } = useFavoritesTranslation();
  const favorites = useFavorites();
  const remove = useRemoveFavorite();

  if (favorites.isPending) return <FavoritesLoading label={t('loading')} />;

  if (favorites.isError) {
    return <RetryAlert message={t('loadFailed')} retrying={favorites.isFetching} onRetry={() => void favorites.refetch()} />;
  }

  if (favorites.data.length === 0) {
    return (
      <EmptyState icon={<Heart className="size-6" aria-hidden="true" />} title={t('empty')}>
        {t('emptyHint')}
      </EmptyState>
    );
  }

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {t('saved', { count: favorites.data.length })}
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
