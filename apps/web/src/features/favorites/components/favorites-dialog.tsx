import { Dialog } from '../../../components/ui/dialog';
import { ComingSoon } from '../../../components/ui/coming-soon';

interface FavoritesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Favoritos' modal. The favourites grid (GET /api/Likes/user) comes with the favourites issue. */
export function FavoritesDialog({ open, onClose }: FavoritesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Favoritos" size="xl">
      <ComingSoon>Aquí verás los anuncios que guardes como favoritos.</ComingSoon>
    </Dialog>
  );
}
