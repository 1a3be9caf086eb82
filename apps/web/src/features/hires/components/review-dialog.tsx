import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import { reviewFieldsSchema } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { ChosenImages } from '@/components/ui/image-preview';
import { TextArea } from '@/components/ui/text-area';
import { cn } from '@/lib/cn';
import { ACCEPT_IMAGES, imageProblem } from '@/lib/image-files';
import { useSubmitReview } from '../api/submit-review';
import { fieldErrors } from '../lib/form-errors';
import { hireFailureKind, serverMessageOf } from '../lib/hire-failure';
import { useHiresTranslation } from '../i18n';
import { DialogFooter } from './dialog-footer';
import type { HireDialogProps } from './hire-dialog-props';

/** As many images as the server takes for one review. */
export const REVIEW_MAX_IMAGES = 5;

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

  function addImages(list: FileList | null) {
    const files = Array.from(list ?? []);
    const problems = files.map(imageProblem);
    const valid = files.filter((_, index) => problems[index] === null);
    const room = REVIEW_MAX_IMAGES - images.length;
    let problem: string | undefined;
    if (problems.includes('type')) problem = t('rules.imageType');
    else if (problems.includes('size')) problem = t('rules.imageTooLarge');
    else if (valid.length > room) problem = t('rules.tooManyImages');
    setErrors((current) => ({ ...current, images: problem ?? '' }));
    setImages((current) => [...current, ...valid.slice(0, Math.max(0, room))]);
  }

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
        <ScoreInput value={score} onChange={setScore} error={errors.score} />
        <TextArea
          label={t('reviewDescriptionLabel')}
          rows={4}
          maxLength={2000}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor="review-images">
            {t('reviewImagesLabel')}
          </label>
          <input
            id="review-images"
            type="file"
            multiple
            accept={ACCEPT_IMAGES}
            disabled={images.length >= REVIEW_MAX_IMAGES}
            onChange={(e) => {
              addImages(e.target.files);
              e.target.value = '';
            }}
            className="text-sm"
          />
          {errors.images ? <p className="text-sm text-red-600 dark:text-red-400">{errors.images}</p> : null}
          <ChosenImages
            files={images}
            label={t('chosenImages')}
            imageAlt={(number) => t('image', { number })}
            removeLabel={(number) => t('removeImage', { number })}
            onRemove={(index) => setImages((list) => list.filter((_, i) => i !== index))}
          />
        </div>
        <DialogFooter submitLabel={t('reviewSubmit')} pending={submitReview.isPending} onCancel={onClose} error={serverError} />
      </form>
    </Dialog>
  );
}
