import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCancelService } from '../api/cancel-service';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import type { HireDialogProps } from './hire-dialog-props';

/** The expert's confirmation before giving up the service; afterwards the app goes to /expert-panel (spec). */
export function CancelServiceDialog({ hireId, onClose, onDone }: HireDialogProps) {
  const { t } = useHiresTranslation();
  const cancel = useCancelService();
  const navigate = useNavigate();
  const backRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    cancel.mutate(hireId, {
      onSuccess: () => {
        toast.success(t('toasts.cancelled'));
        onClose();
        void onDone();
        void navigate('/expert-panel');
      },
      onError: (failure) =>
        handleHireFailure(failure, {
          failedText: t('toasts.cancelFailed'),
          onMovedOn: () => {
            onClose();
            void onDone();
          },
        }),
    });
  }

  return (
    <Dialog open onClose={() => !cancel.isPending && onClose()} title={t('cancelTitle')} size="sm" initialFocusRef={backRef}>
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('cancelConfirm')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={backRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={cancel.isPending}>
            {t('back')}
          </button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
