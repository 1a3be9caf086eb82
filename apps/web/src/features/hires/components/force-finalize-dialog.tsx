import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { forceFinalizeRequestSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { useForceFinalize } from '../api/force-finalize';
import { fieldErrors } from '../lib/form-errors';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';
import { SideChoice, type Side } from './side-choice';

/** 'Finalizar Búsqueda' (administrator): completes any open hire, refunding the customer or paying the expert. */
export function ForceFinalizeDialog({ hireId, onClose, onDone }: HireDialogProps) {
  const { t } = useHiresTranslation();
  const finalize = useForceFinalize();
  const [side, setSide] = useState<Side | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const checked = forceFinalizeRequestSchema.safeParse({ searchHireId: hireId, resolveInFavorOfClient: side === null ? undefined : side === 'client' });
    if (!checked.success) return setError(fieldErrors(t, checked.error).resolveInFavorOfClient ?? null);
    setError(null);
    setServerError(null);
    finalize.mutate(
      { hireId, resolveInFavorOfClient: checked.data.resolveInFavorOfClient },
      {
        onSuccess: () => {
          toast.success(t('toasts.forceFinalized'));
          onClose();
          void onDone();
        },
        onError: (failure) =>
          handleHireFailure(failure, {
            failedText: t('toasts.forceFinalizeFailed'),
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
    <Dialog open onClose={() => !finalize.isPending && onClose()} title={t('forceFinalize')} description={t('forceFinalizeIntro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SideChoice name="force-finalize-side" value={side} onChange={setSide} error={error ?? undefined} />
        <DialogFooter submitLabel={t('forceFinalize')} pending={finalize.isPending} onCancel={onClose} error={serverError} />
      </form>
    </Dialog>
  );
}
