import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { BLOCK_REASON_MAX, type AdminUser } from '@ojeador/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { useToggleBlock } from '../api/toggle-block';
import { useAdminTranslation } from '../i18n';

/** Before a block: the reason the blocked user will read (optional). Focus starts on the reason. */
export function BlockUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const block = useToggleBlock();
  const tooLong = reason.trim().length > BLOCK_REASON_MAX;

  function close() {
    if (block.isPending) return;
    setReason('');
    onClose();
  }

  function confirm() {
    if (!user || tooLong) return;
    block.mutate(
      { userId: user.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => toast.success(t('users.statusUpdated')),
        onError: (error) => toast.error(t('users.statusFailed'), { description: errorMessage(error, '') || undefined }),
        onSettled: () => {
          setReason('');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open={user !== null} onClose={close} title={t('blockDialog.title')} size="sm" initialFocusRef={reasonRef}>
      <div className="flex flex-col gap-4">
        {user ? <p className="text-neutral-700 dark:text-neutral-300">{t('blockDialog.intro', { name: user.name })}</p> : null}
        <TextArea
          ref={reasonRef}
          label={t('blockDialog.reason')}
          hint={t('blockDialog.reasonHint', { max: BLOCK_REASON_MAX })}
          error={tooLong ? t('blockDialog.tooLong', { max: BLOCK_REASON_MAX }) : undefined}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={close} disabled={block.isPending}>
            {t('blockDialog.cancel')}
          </button>
          <Button variant="danger" onClick={confirm} loading={block.isPending} disabled={tooLong}>
            {t('blockDialog.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
