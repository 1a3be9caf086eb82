import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { RESULT_MESSAGES, type Category } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { useAddManualAd } from '../api/add-manual-ad';
import { serverDescription } from '../lib/server-description';
import { ManualAdForm } from './manual-ad-form';

interface ManualAdDialogProps {
  open: boolean;
  onClose: () => void;
  searchId: number;
  searchCategory: number;
  categories: Category[];
}

/** 'Añadir anuncio' (administrator or the hired expert): POST /api/SearchResult/{id}/manual-ad. */
export function ManualAdDialog({ open, onClose, searchId, searchCategory, categories }: ManualAdDialogProps) {
  const add = useAddManualAd(searchId);
  const titleRef = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!add.isPending) onClose();
      }}
      title="Añadir anuncio"
      description="El anuncio se añade a los resultados de esta búsqueda con su puntuación."
      size="lg"
      initialFocusRef={titleRef}
    >
      <ManualAdForm
        defaultCategory={searchCategory}
        categories={categories}
        pending={add.isPending}
        titleRef={titleRef}
        onCancel={onClose}
        onSubmit={(ad) =>
          add.mutate(ad, {
            onSuccess: () => {
              toast.success(RESULT_MESSAGES.manualAdAdded);
              onClose();
            },
            onError: (error) => toast.error(RESULT_MESSAGES.manualAdFailed, { description: serverDescription(error) }),
          })
        }
      />
    </Dialog>
  );
}
