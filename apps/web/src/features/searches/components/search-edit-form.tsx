import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { MAX_FREQUENCY_HOURS, updateSearchRequestSchema, type SearchListItem } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useUpdateSearch } from '../api/update-search';
import { useSearchesTranslation } from '../i18n';
import { toastChangeError, UPGRADE_ROUTE } from '../lib/plan-limit';
import { EDIT_PARAMETERS_URL } from './search-parameters-panel';
import { useSubscriptionLimits } from '@/lib/queries/subscription-limits';

interface SearchEditFormProps {
  search: SearchListItem;
  onDone: () => void;
}

/**
 * Inline edit of title, description and frequency (integer hours, minimum 1). Guardar sends
 * PUT /api/Search/{id}; a refusal keeps the form open with everything typed. What the search matches (keywords,
 * prices, place) is changed in the search's parameters: the form says so and links there.
 */
export function SearchEditForm({ search, onDone }: SearchEditFormProps) {
  const { t } = useSearchesTranslation();
  const navigate = useNavigate();
  const update = useUpdateSearch();
  // The plan's minimum interval, said before saving rather than after a refusal.
  const limits = useSubscriptionLimits(true);
  const minInterval = limits.data?.minSearchInterval;
  const titleRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateSearchRequestSchema),
    defaultValues: { title: search.title, description: search.description, frequency: search.frequency },
  });
  const titleField = register('title');

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      {
        id: search.id,
        title: values.title,
        description: values.description,
        frequency: values.frequency,
        startDate: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast.success(t('cardEdit.updated'));
          onDone();
        },
        onError: (error) => toastChangeError(error, t('cardEdit.failed'), () => void navigate(UPGRADE_ROUTE), t('planLimit.upgrade')),
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('cardEdit.formLabel', { title: search.title })}
      className="relative z-10 flex flex-col gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !update.isPending) {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <TextField
        label={t('cardEdit.title')}
        maxLength={200}
        error={errors.title?.message}
        {...titleField}
        ref={(element) => {
          titleField.ref(element);
          titleRef.current = element;
        }}
      />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('cardEdit.matchingHint')}{' '}
        <Link
          to={`/busquedas/${search.id}?${EDIT_PARAMETERS_URL.key}=${EDIT_PARAMETERS_URL.value}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          {t('cardEdit.matchingLink')}
        </Link>
      </p>
      <TextArea label={t('cardEdit.description')} rows={3} maxLength={2000} error={errors.description?.message} {...register('description')} />
      <NumberField
        label={t('cardEdit.frequency')}
        min={minInterval ?? 1}
        max={MAX_FREQUENCY_HOURS}
        step={1}
        hint={minInterval === undefined ? undefined : t('cardEdit.frequencyHint', { count: minInterval, max: MAX_FREQUENCY_HOURS })}
        error={errors.frequency?.message}
        {...register('frequency', { valueAsNumber: true })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('cardEdit.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('cardEdit.save')}
        </Button>
      </div>
    </form>
  );
}
