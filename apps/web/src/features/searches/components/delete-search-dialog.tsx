import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { SearchListItem } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteSearch } from '../api/delete-search';
import { useSearchesTranslation } from '../i18n';
import { serverDescription } from '../lib/server-description';

interface DeleteSearchDialogProps {
  /** The search to delete; null keeps the dialog closed. */
  search: SearchListItem | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** The spec's confirmation before DELETE /api/Search/{id}; focus starts on Cancelar. */
export function DeleteSearchDialog({ search, onClose, onDeleted }: DeleteSearchDialogProps) {
  const { t } = useSearchesTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteSearch();

  function confirm() {
    if (!search) return;
    const id = search.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('delete.deleted'));
        onClose();
        onDeleted?.(id);
      },
      onError: (error) => {
        toast.error(t('delete.failed'), { description: serverDescription(error) });
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
      title={t('delete.title')}
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('delete.confirmation')}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('delete.hiresKept')}</p>
        {search ? <p className="truncate text-sm font-semibold">{t('delete.quoted', { title: search.title })}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
