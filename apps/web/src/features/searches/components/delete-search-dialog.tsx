import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { SearchListItem } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteSearch } from '../api/delete-search';
import { serverDescription } from '../lib/server-description';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this search? This action cannot be undone.';
export const SEARCH_DELETED_MESSAGE = '🗑️ Búsqueda eliminada correctamente';
export const SEARCH_DELETE_FAILED_MESSAGE = '❌ Error al eliminar la búsqueda';

interface DeleteSearchDialogProps {
  /** The search to delete; null keeps the dialog closed. */
  search: SearchListItem | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** The spec's confirmation before DELETE /api/Search/{id}; focus starts on Cancelar. */
export function DeleteSearchDialog({ search, onClose, onDeleted }: DeleteSearchDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteSearch();

  function confirm() {
    if (!search) return;
    const id = search.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(SEARCH_DELETED_MESSAGE);
        onClose();
        onDeleted?.(id);
      },
      onError: (error) => {
        toast.error(SEARCH_DELETE_FAILED_MESSAGE, { description: serverDescription(error) });
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={search !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Eliminar búsqueda"
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{DELETE_CONFIRMATION}</p>
        {search ? <p className="truncate text-sm font-semibold">«{search.title}»</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            Eliminar
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
