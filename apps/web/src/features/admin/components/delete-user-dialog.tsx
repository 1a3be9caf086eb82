import { useRef } from 'react';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useAdminTranslation } from '../i18n';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** The spec's confirmation before DELETE /api/User/{id}; focus starts on Cancel. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useAdminTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteUser();

  function confirm() {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('deleteDialog.deleted'));
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        // The server says why (an open hire, money in the balance): the reason goes under the spec's text.
        toast.error(t('deleteDialog.failed'), { description: errorMessage(error, '') || undefined });
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={user !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={t('deleteDialog.title')}
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('deleteDialog.confirm')}</p>
        {user ? (
          <p className="truncate text-sm font-semibold">
            {user.name} · {user.email}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={remove.isPending}>
            {t('deleteDialog.cancel')}
          </button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('deleteDialog.delete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
