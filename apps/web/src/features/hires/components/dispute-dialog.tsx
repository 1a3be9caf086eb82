import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { disputeServiceRequestSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useDisputeService } from '../api/dispute-service';
import { fieldErrors } from '../lib/form-errors';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';

/** The customer disputes a finished service with a reason ('❌ Por favor, escribe una razón para la disputa'). */
export function DisputeDialog({ hireId, onClose, onDone }: HireDialogProps) {
  const { t } = useHiresTranslation();
  const dispute = useDisputeService();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const checked = disputeServiceRequestSchema.safeParse({ searchHireId: hireId, reason });
    if (!checked.success) return setError(fieldErrors(t, checked.error).reason ?? null);
    setError(null);
    setServerError(null);
    dispute.mutate(
      { hireId, reason: checked.data.reason },
      {
        onSuccess: () => {
          toast.success(t('toasts.disputed'));
          onClose();
          void onDone();
        },
        onError: (failure) =>
          handleHireFailure(failure, {
            failedText: t('toasts.disputeFailed'),
            onInvalid: setServerError,
            onMovedOn: () => {
              onClose();
              void onDone();
            },
          }),
      },
    );
  }

  return (
    <Dialog open onClose={() => !dispute.isPending && onClose()} title={t('disputeTitle')} description={t('disputeIntro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextArea
          label={t('disputeReasonLabel')}
          rows={5}
          maxLength={2000}
          value={reason}
          error={error ?? undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogFooter submitLabel={t('disputeSubmit')} pending={dispute.isPending} onCancel={onClose} error={serverError} variant="danger" />
      </form>
    </Dialog>
  );
}
