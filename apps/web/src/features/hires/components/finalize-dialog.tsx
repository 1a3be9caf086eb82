import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CHECKLIST_RESULTS, finalizeHireRequestSchema, REVIEW_CHECKLISTS, type ChecklistResult } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useFinalizeHire } from '../api/finalize-hire';
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
