import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatEuros } from '@/lib/format';
import { useCompleteService } from '../api/complete-service';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import type { HireDialogProps } from './hire-dialog-props';

/**
 * The customer's confirmation before approving: approving releases the held amount to the expert at once
 * and cannot be undone, so the dialog says what is paid to whom and offers the dispute instead.
 */
export function ApproveServiceDialog({
  hireId,
  onClose,
  onDone,
  amount,
  expertName,
  onDispute,
}: HireDialogProps & { amount: number; expertName: string; onDispute: () => void }) {
  const { t } = useHiresTranslation();
  const approve = useCompleteService();
  const backRef = useRef<HTMLButtonElement>(null);
  const euros = formatEuros(amount);

  function confirm() {
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    approve.mutate(hireId, {
      onSuccess: () => {
        toast.success(t('toasts.completed'));
        onClose();
        void onDone();
      },
      onError: (failure) =>
        handleHireFailure(failure, {
          failedText: t('toasts.completeFailed'),
          onMovedOn: () => {
            onClose();
            void onDone();
          },
        }),
    });
  }

  return (
    <Dialog open onClose={() => !approve.isPending && onClose()} title={t('approveTitle')} size="sm" initialFocusRef={backRef}>
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('approveConfirm', { amount: euros, expert: expertName })}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('approveDisputeHint')}{' '}
          <button type="button" className="font-medium text-brand-700 underline dark:text-brand-300" onClick={onDispute} disabled={approve.isPending}>
            {t('approveDisputeAction')}
          </button>
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={backRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={approve.isPending}>
            {t('back')}
          </button>
          <Button onClick={confirm} loading={approve.isPending}>
            {t('approveConfirmAction', { amount: euros })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
