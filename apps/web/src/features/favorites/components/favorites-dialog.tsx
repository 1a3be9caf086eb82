import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useFavoritesTranslation } from '../i18n';
import { FavoritesLoading } from './favorites-loading';

// The grid is its own chunk: the header only pays for it when the modal opens.
const FavoritesContent = lazy(() => import('./favorites-content').then((module) => ({ default: module.FavoritesContent })));

interface FavoritesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Favoritos' modal (spec 000 "Favourites modal"): the ads the user liked (GET /api/Likes/user). */
export function FavoritesDialog({ open, onClose }: FavoritesDialogProps) {
  const { t } = useFavoritesTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} size="xl">
      <Suspense fallback={<FavoritesLoading label={t('loading')} />}>
        <FavoritesContent onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
