import { useState, type FormEvent } from 'react';
import { Camera } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CHECKLIST_RESULTS, finalizeHireRequestSchema, REVIEW_CHECKLISTS, type ChecklistResult } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useFinalizeHire } from '../api/finalize-hire';
import { useAttachEvidence, useHireEvidence } from '../api/hire-evidence';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '../lib/form-errors';
import { handleHireFailure } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import { RecommendedAdsPicker } from './recommended-ads-picker';
import type { HireDialogProps } from './hire-dialog-props';

type ChecklistDraft = Record<string, { result: ChecklistResult | null; note: string }>;

interface FinalizeDialogProps extends HireDialogProps {
  /** The search's category: an in-person review reports that category's checklist. */
  category: number;
  inPerson: boolean;
  /** The hire's search: the report may point at ads of its results. */
  searchId: number;
}

/** The expert finishes: a written report and, for an in-person review, every point of the category's checklist. */
/** Photos of one checklist point, attached as the hire's evidence at once (they show under the point in the report). */
function PointPhotoInput({ hireId, point, label }: { hireId: number; point: string; label: string }) {
  const { t } = useHiresTranslation();
  const attach = useAttachEvidence(hireId);
  const evidence = useHireEvidence(hireId);
  const count = (evidence.data ?? []).filter((file) => file.item === point).length;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 font-medium text-brand-700 dark:text-brand-300">
        <Camera className="size-4" aria-hidden="true" />
        {t('evidence.pointPhotos', { item: label })}
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png"
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) attach.mutate({ files, item: point });
          }}
        />
      </label>
      {attach.isPending ? <span className="text-xs text-neutral-600 dark:text-neutral-400">{t('evidence.loading')}</span> : null}
      {count > 0 ? <span className="text-xs text-neutral-600 dark:text-neutral-400">{t('evidence.pointCount', { count })}</span> : null}
      {attach.isError ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          {errorMessage(attach.error, t('evidence.failed'))}
        </span>
      ) : null}
    </div>
  );
}

export function FinalizeDialog({ hireId, onClose, onDone, category, inPerson, searchId }: FinalizeDialogProps) {
  const { t } = useHiresTranslation();
  const finalize = useFinalizeHire();
  const items = inPerson ? (REVIEW_CHECKLISTS[category] ?? []) : [];
  const [report, setReport] = useState('');
  const [recommended, setRecommended] = useState<number[]>([]);
  const [checklist, setChecklist] = useState<ChecklistDraft>(() => Object.fromEntries(items.map((item) => [item.key, { result: null, note: '' }])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const setItem = (key: string, change: Partial<ChecklistDraft[string]>) => setChecklist((draft) => ({ ...draft, [key]: { ...draft[key], ...change } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const found: Record<string, string> = {};
    const entries = items.map((item) => ({ key: item.key, result: checklist[item.key]?.result, note: checklist[item.key]?.note ?? '' }));
    if (entries.some((entry) => !entry.result)) found.checklist = t('rules.checklistRequired');
    const checked = finalizeHireRequestSchema.safeParse({
      report,
      checklist: inPerson && !found.checklist ? entries : undefined,
      recommendedAdIds: recommended.length > 0 ? recommended : undefined,
    });
    if (!checked.success) Object.assign(found, fieldErrors(t, checked.error));
    if (!checked.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setServerError(null);
    finalize.mutate(
      { hireId, ...checked.data },
      {
        onSuccess: () => {
          toast.success(t('toasts.finalized'));
          onClose();
          void onDone();
        },
        onError: (failure) =>
          handleHireFailure(failure, {
            failedText: t('toasts.finalizeFailed'),
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
    <Dialog open onClose={() => !finalize.isPending && onClose()} title={t('finalizeTitle')} description={t('finalizeIntro')} size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextArea label={t('reportLabel')} rows={6} maxLength={5000} value={report} error={errors.report} onChange={(e) => setReport(e.target.value)} />
        {items.length > 0 ? (
          <fieldset className="flex flex-col gap-4" aria-describedby={errors.checklist ? 'checklist-error' : undefined}>
            <legend className="mb-1 text-sm font-semibold">{t('checklistTitle')}</legend>
            {items.map((item) => (
              <fieldset key={item.key} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
                <legend className="px-1 text-sm font-medium">{item.label}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {CHECKLIST_RESULTS.map((result) => (
                    <label key={result} className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={`checklist-${item.key}`}
                        value={result}
                        checked={checklist[item.key]?.result === result}
                        onChange={() => setItem(item.key, { result })}
                        className="accent-brand-600"
                      />
                      {t(`checklistResults.${result}`)}
                    </label>
                  ))}
                </div>
                <TextField
                  label={t('noteLabel', { item: item.label })}
                  maxLength={500}
                  value={checklist[item.key]?.note ?? ''}
                  onChange={(e) => setItem(item.key, { note: e.target.value })}
                />
                {hireId !== null ? <PointPhotoInput hireId={hireId} point={item.key} label={item.label} /> : null}
              </fieldset>
            ))}
            {errors.checklist ? (
              <p id="checklist-error" className="text-sm text-red-600 dark:text-red-400">
                {errors.checklist}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <RecommendedAdsPicker searchId={searchId} picked={recommended} onChange={setRecommended} />
        <DialogFooter submitLabel={t('finalize')} pending={finalize.isPending} onCancel={onClose} error={serverError} />
      </form>
    </Dialog>
  );
}
