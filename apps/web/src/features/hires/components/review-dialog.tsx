import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import { REVIEW_MAX_IMAGES, reviewFieldsSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { ImageInput } from '@/components/ui/image-input';
import { TextArea } from '@/components/ui/text-area';
import { cn } from '@/lib/cn';
import { useSubmitReview } from '../api/submit-review';
import { fieldErrors } from '../lib/form-errors';
import { hireFailureKind, serverMessageOf } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';

/** Stars 1 to 5 as a radio group: arrow keys change the score, each star says its value. */
function ScoreInput({ value, onChange, error }: { value: number; onChange: (score: number) => void; error?: string }) {
  const { t } = useHiresTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? 'review-score-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('scoreLegend')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
            <input
              type="radio"
              name="review-score"
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
              aria-label={t('scoreOption', { count: score })}
            />
            <Star aria-hidden="true" className={cn('size-8', score <= value ? 'fill-amber-400 text-amber-400' : 'text-neutral-300 dark:text-neutral-600')} />
          </label>
        ))}
      </div>
      {error ? (
        <p id="review-score-error" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The customer's review once the hire is completed or its dispute resolved: score, description, optional images. */
export function ReviewDialog({ hireId, onClose, onDone }: HireDialogProps) {
  const { t } = useHiresTranslation();
  const submitReview = useSubmitReview();
  const [score, setScore] = useState(0);
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  // A fixed field stops saying what was wrong with it at once, not at the next submit.
  const fixed = (field: 'score' | 'description') =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hireId === null) return void toast.error(t('toasts.hireIdMissing'));
    const checked = reviewFieldsSchema.safeParse({ score, description });
    if (!checked.success) return setErrors(fieldErrors(t, checked.error));
    setErrors({});
    setServerError(null);
    submitReview.mutate(
      { hireId, score: checked.data.score, description: checked.data.description, images },
      {
        onSuccess: () => {
          toast.success(t('toasts.reviewSubmitted'));
          onClose();
          void onDone();
        },
        onError: (failure) => {
          const message = serverMessageOf(failure);
          const kind = hireFailureKind(failure);
          if (kind === 'invalid' && message) return setServerError(message);
          toast.error(message ? t('toasts.reviewFailed', { message }) : t('toasts.reviewFailedGeneric'));
          if (kind === 'moved-on') {
            onClose();
            void onDone();
          }
        },
      },
    );
  }

  return (
    <Dialog open onClose={() => !submitReview.isPending && onClose()} title={t('reviewTitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ScoreInput
          value={score}
          onChange={(next) => {
            setScore(next);
            fixed('score');
          }}
          error={errors.score}
        />
        <TextArea
          label={t('reviewDescriptionLabel')}
          rows={4}
          maxLength={2000}
          value={description}
          error={errors.description}
          onChange={(e) => {
            setDescription(e.target.value);
            if (e.target.value.trim() !== '') fixed('description');
          }}
        />
        <ImageInput
          label={t('reviewImagesLabel')}
          files={images}
          onChange={setImages}
          max={REVIEW_MAX_IMAGES}
          messages={{ type: t('rules.imageType'), size: t('rules.imageTooLarge'), count: t('rules.tooManyImages') }}
        />
        <DialogFooter submitLabel={t('reviewSubmit')} pending={submitReview.isPending} onCancel={onClose} error={serverError} />
      </form>
    </Dialog>
  );
}
