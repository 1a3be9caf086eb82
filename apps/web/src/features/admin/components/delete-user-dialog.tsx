import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES, type AdminUser } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** The spec's confirmation before DELETE /api/User/{id}; focus starts on Cancel. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteUser();

  function confirm() {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.userDeleted);
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        // The server says why (an open hire, money in the balance): the reason goes under the spec's text.
        toast.error(ADMIN_MESSAGES.deleteFailed, { description: errorMessage(error, '') || undefined });
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
      title="Delete user"
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{ADMIN_MESSAGES.deleteConfirm}</p>
        {user ? (
          <p className="truncate text-sm font-semibold">
            {user.name} · {user.email}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
