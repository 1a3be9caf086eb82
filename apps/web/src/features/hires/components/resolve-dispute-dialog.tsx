import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { resolveDisputeRequestSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useResolveDispute } from '../api/resolve-dispute';
import { fieldErrors } from '../lib/form-errors';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';
import { DisputeReason } from './dispute-summary';
import { SideChoice, type Side } from './side-choice';

/** 'Resolver Disputa' (administrator): a side and a resolution text, both required. */
export function ResolveDisputeDialog({ hireId, onClose, onDone }: HireDialogProps) {
  const { t } = useHiresTranslation();
  const resolve = useResolveDispute();
  const [side, setSide] = useState<Side | null>(null);
  const [resolution, setResolution] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const checked = resolveDisputeRequestSchema.safeParse({
      searchHireId: hireId,
      resolveInFavorOfClient: side === null ? undefined : side === 'client',
      resolution,
    });
    if (!checked.success) return setErrors(fieldErrors(t, checked.error));
    setErrors({});
    setServerError(null);
    resolve.mutate(
      { hireId, resolveInFavorOfClient: Boolean(checked.data.resolveInFavorOfClient), resolution: checked.data.resolution },
      {
        onSuccess: () => {
          toast.success(t('toasts.resolved'));
          onClose();
          void onDone();
        },
        onError: (failure) =>
          handleHireFailure(failure, {
            failedText: t('toasts.resolveFailed'),
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
    <Dialog open onClose={() => !resolve.isPending && onClose()} title={t('resolve')} description={t('resolveIntro')} size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {hireId !== null ? <DisputeReason hireId={hireId} /> : null}
        <SideChoice name="resolve-side" value={side} onChange={setSide} error={errors.resolveInFavorOfClient} />
        <TextArea
          label={t('resolutionLabel')}
          rows={4}
          maxLength={2000}
          value={resolution}
          error={errors.resolution}
          onChange={(e) => setResolution(e.target.value)}
        />
        <DialogFooter submitLabel={t('resolve')} pending={resolve.isPending} onCancel={onClose} error={serverError} />
      </form>
    </Dialog>
  );
}
