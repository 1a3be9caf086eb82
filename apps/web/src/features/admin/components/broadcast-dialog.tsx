import { useRef } from 'react';
import { Send } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAdminTranslation } from '../i18n';

/** A notification without a user id goes to every user, present and future: asked once more. Focus starts on Cancel. */
export function BroadcastDialog({
  title,
  sending,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useAdminTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={title !== null}
      onClose={() => {
        if (!sending) onCancel();
      }}
      title={t('broadcastDialog.title')}
      size="sm"
      initialFocusRef={cancelRef}
    >
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('broadcastDialog.text', { title: title ?? '' })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" className={buttonClasses('secondary')} onClick={onCancel} disabled={sending}>
            {t('broadcastDialog.cancel')}
          </button>
          <Button onClick={onConfirm} loading={sending} icon={<Send className="size-4" aria-hidden="true" />}>
            {t('broadcastDialog.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
