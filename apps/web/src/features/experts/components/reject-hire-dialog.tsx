import { useRef, useState, type FormEvent } from 'react';
import { HIRE_MESSAGES, REJECT_REASON_MAX, hireStatusUpdateSchema, type Hire } from '@ojeador/shared';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateHireStatus } from '../api/update-hire-status';
import { useExpertsTranslation } from '../i18n';

/**
 * "Rechazar" asks for the reason the customer will read, then confirms. A refused reason stays in the
 * dialog with what was typed; a hire that moved on meanwhile closes it (the list is read again).
 */
export function RejectHireDialog({ hire, onClose }: { hire: Hire; onClose: () => void }) {
  const { t } = useExpertsTranslation();
  const update = useUpdateHireStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = hireStatusUpdateSchema.safeParse({ status: 'Cancelled', reason });
    if (!checked.success) return setError(t('hires.rejectReasonRequired'));
    setError(null);
    update.mutate(
      { hireId: hire.id, status: 'Cancelled', reason: checked.data.reason },
      {
        onSuccess: () => {
          toast.success(t('hires.statusUpdated'), { description: t('hires.rejected') });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'VALIDATION') {
            return setError(failure.serverMessage === HIRE_MESSAGES.rejectReasonRequired ? t('hires.rejectReasonRequired') : errorMessage(failure, ''));
          }
          toast.error(t('hires.statusUpdateFailed'), { description: errorMessage(failure, '') || undefined });
          if (failure instanceof ApiError && ['HIRE_STATE', 'NOT_FOUND', 'FORBIDDEN'].includes(failure.code ?? '')) onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={() => !update.isPending && onClose()}
      title={t('hires.rejectTitle')}
      description={t('hires.rejectIntro', { client: hire.client.name })}
      initialFocusRef={fieldRef}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextArea
          ref={fieldRef}
          label={t('hires.rejectReasonLabel')}
          rows={4}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          error={error ?? undefined}
          hint={t('hires.rejectReasonHint')}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={onClose} disabled={update.isPending}>
            {t('hires.back')}
          </button>
          <Button type="submit" variant="danger" loading={update.isPending}>
            {t('hires.rejectConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
