import { lazy, Suspense } from 'react';
import { LIKE_MESSAGES } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { FavoritesLoading } from './favorites-loading';

// The grid is its own chunk: the header only pays for it when the modal opens.
const FavoritesContent = lazy(() => import('./favorites-content').then((module) => ({ default: module.FavoritesContent })));

interface FavoritesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Favoritos' modal (spec 000 "Favourites modal"): the ads the user liked (GET /api/Likes/user). */
export function FavoritesDialog({ open, onClose }: FavoritesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Favoritos" size="xl">
      <Suspense fallback={<FavoritesLoading label={LIKE_MESSAGES.loading} />}>
        <FavoritesContent onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
