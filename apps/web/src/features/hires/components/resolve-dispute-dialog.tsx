import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Cents, resolveDisputeRequestSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useResolveDispute } from '../api/resolve-dispute';
import { fieldErrors } from '../lib/form-errors';
import { handleHireFailure } from '../lib/hire-failure';
import { parseSplitCents } from '../lib/split-amount';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';
import { DisputeReason } from './dispute-summary';
import { SideChoice, type Resolution } from './side-choice';
import { SplitFields } from './split-fields';

/** 'Resolver Disputa' (administrator): a side or a split of the held `amount` (euros), and a resolution text. */
export function ResolveDisputeDialog({ hireId, onClose, onDone, amount }: HireDialogProps & { amount: number }) {
  const { t } = useHiresTranslation();
  const resolve = useResolveDispute();
  const heldCents = Cents.fromEuros(amount);
  const [choice, setChoice] = useState<Resolution | null>(null);
  const [refund, setRefund] = useState('');
  const [resolution, setResolution] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  /** The split as the API takes it, or the message of what is wrong with the typed refund. */
  function readSplit(): { clientRefund: number; expertPayout: number } | string {
    const parsed = parseSplitCents(refund, heldCents);
    if ('problem' in parsed) return parsed.problem === 'tooHigh' ? t('rules.splitTooHigh', { held: Cents.format(heldCents) }) : t('rules.splitFormat');
    return { clientRefund: Cents.toEuros(parsed.cents), expertPayout: Cents.toEuros(heldCents - parsed.cents) };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const split = choice === 'split' ? readSplit() : undefined;
    const checked = resolveDisputeRequestSchema.safeParse({
      searchHireId: hireId,
      resolveInFavorOfClient: choice === null || choice === 'split' ? undefined : choice === 'client',
      split: typeof split === 'object' ? split : undefined,
      resolution,
    });
    const found = checked.success ? {} : fieldErrors(t, checked.error);
    if (typeof split === 'string') found.split = split;
    if (!checked.success || typeof split === 'string') return setErrors(found);
    setErrors({});
    setServerError(null);
    const { data } = checked;
    const decision = data.split ? { split: data.split } : { resolveInFavorOfClient: Boolean(data.resolveInFavorOfClient) };
    resolve.mutate(
      { hireId, resolution: data.resolution, ...decision },
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
        <SideChoice<Resolution> name="resolve-side" value={choice} onChange={setChoice} error={errors.resolveInFavorOfClient} withSplit />
        {choice === 'split' ? <SplitFields heldCents={heldCents} value={refund} onChange={setRefund} error={errors.split} /> : null}
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
