import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatEuros } from '@/lib/format';
import { useWithdrawHire } from '../api/withdraw-hire';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import type { HireDialogProps } from './hire-dialog-props';

/** The customer's confirmation before taking back a request the expert has not accepted: the hold comes back at once. */
export function WithdrawHireDialog({ hireId, onClose, onDone, amount, expertName }: HireDialogProps & { amount: number; expertName: string }) {
  const { t } = useHiresTranslation();
  const withdraw = useWithdrawHire();
  const backRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    withdraw.mutate(hireId, {
      onSuccess: () => {
        toast.success(t('toasts.withdrawn'));
        onClose();
        void onDone();
      },
      onError: (failure) =>
        handleHireFailure(failure, {
          failedText: t('toasts.withdrawFailed'),
          onMovedOn: () => {
            onClose();
            void onDone();
          },
        }),
    });
  }

  return (
    <Dialog open onClose={() => !withdraw.isPending && onClose()} title={t('withdrawTitle')} size="sm" initialFocusRef={backRef}>
      <div className="flex flex-col gap-5">
        <p className="text-neutral-700 dark:text-neutral-300">{t('withdrawConfirm', { expert: expertName, amount: formatEuros(amount) })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={backRef} type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={withdraw.isPending}>
            {t('back')}
          </button>
          <Button variant="danger" onClick={confirm} loading={withdraw.isPending}>
            {t('withdraw')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
