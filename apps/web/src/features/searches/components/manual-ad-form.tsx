import { useMemo, type RefObject } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import {
  MANUAL_AD_MAX_IMAGES,
  manualAdPointSchema,
  manualAdRequestSchema,
  FEED_PLATFORM_ID,
  PLATFORMS,
  SELLER_TYPES,
  type Category,
  type ManualAdRequest,
} from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useCatalogNames } from '@/lib/catalog-names';
import { useSearchesTranslation } from '../i18n';
import { ManualAdFactsFields, POSITION_MODES, type ManualAdFactsValues } from './manual-ad-facts-fields';
import type { PickedPoint } from './manual-ad-point-picker';

type SearchesT = ReturnType<typeof useSearchesTranslation>['t'];

/** Categories whose facts are rooms and m² (homes); the others are vehicles (year, km, fuel). */
const HOME_CATEGORIES: readonly number[] = [3];

/**
 * The shared manual-ad rules, with images as rows ({ url }) so each can be added and removed, and the position as
 * a choice (none, the search's centre, a point picked on the map).
 */
function manualAdFormSchema(t: SearchesT) {
  return manualAdRequestSchema
    .omit({ position: true })
    .extend({
      images: z
        .array(
          z.object({
            url: z.string().trim().min(1, t('manualAd.imageRequired')).pipe(manualAdRequestSchema.shape.images.element),
          }),
        )
        .min(1, t('manualAd.imagesMin'))
        .max(MANUAL_AD_MAX_IMAGES, t('manualAd.imagesMax', { max: MANUAL_AD_MAX_IMAGES })),
      positionMode: z.enum(POSITION_MODES),
      point: manualAdPointSchema.optional(),
    })
    .refine((values) => values.positionMode !== 'map' || values.point !== undefined, { path: ['point'], message: t('manualAd.pickRequired') });
}
type ManualAdFormSchema = ReturnType<typeof manualAdFormSchema>;
type ManualAdFormInput = z.input<ManualAdFormSchema>;
type ManualAdFormOutput = z.output<ManualAdFormSchema>;

/** What the server receives: images as URLs, the position resolved, and only the facts of the category. */
function toRequest({ positionMode, point, images, ...values }: ManualAdFormOutput): ManualAdRequest {
  const home = HOME_CATEGORIES.includes(values.category);
  const { year, km, fuel, rooms, sqm, ...rest } = values;
  return {
    ...rest,
    images: images.map((image) => image.url),
    ...(home ? { rooms, sqm } : { year, km, fuel }),
    ...(positionMode === 'searchCentre' ? { position: 'searchCentre' as const } : positionMode === 'map' && point ? { position: point } : {}),
  };
}

interface ManualAdFormProps {
  /** Default category: the search's. */
  defaultCategory: number;
  categories: Category[];
  pending: boolean;
  onSubmit: (ad: ManualAdRequest) => void;
  onCancel: () => void;
  /** Receives the title input (the dialog focuses it on open). */
  titleRef?: RefObject<HTMLInputElement | null>;
  /** The search's centre, when it has one: offered as the ad's position. */
  searchCentre?: PickedPoint | null;
}

/**
 * The spec's manual ad form: every field required, prices in euros, a list of image URLs (add/remove rows),
 * seller type 'particular' and platform 1 by default; then the optional facts a run would have.
 * Errors appear under each field; nothing typed is lost.
 */
export function ManualAdForm({ defaultCategory, categories, pending, onSubmit, onCancel, titleRef, searchCentre = null }: ManualAdFormProps) {
  const { t } = useSearchesTranslation();
  const names = useCatalogNames();
  const schema = useMemo(() => manualAdFormSchema(t), [t]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ManualAdFormInput, unknown, ManualAdFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: '',
      description: '',
      url: '',
      images: [{ url: '' }],
      category: defaultCategory,
      province: '',
      city: '',
      sellerType: 'particular',
      platformId: 1,
      positionMode: 'none',
    },
  });
  const images = useFieldArray({ control, name: 'images' });
  const titleField = register('title');
  const imagesError = errors.images?.message ?? errors.images?.root?.message;

  const submit = handleSubmit((values) => onSubmit(toRequest(values)));
  const category = Number(useWatch({ control, name: 'category' }));
  const positionMode = useWatch({ control, name: 'positionMode' });
  const point = useWatch({ control, name: 'point' });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('manualAd.title')}
        maxLength={200}
        error={errors.title?.message}
        {...titleField}
        ref={(element) => {
          titleField.ref(element);
          if (titleRef) titleRef.current = element;
        }}
      />
      <TextArea label={t('manualAd.description')} rows={4} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('manualAd.price')}
          inputMode="decimal"
          min={1}
          step="any"
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label={t('manualAd.url')}
          type="url"
          inputMode="url"
          placeholder={t('manualAd.urlPlaceholder')}
          error={errors.url?.message}
          {...register('url')}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('manualAd.images')}</legend>
        {images.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <div className="flex-1">
              <TextField
                label={t('manualAd.image', { index: index + 1 })}
                type="url"
                inputMode="url"
                placeholder={t('manualAd.urlPlaceholder')}
                error={errors.images?.[index]?.url?.message}
                {...register(`images.${index}.url` as const)}
              />
            </div>
            <IconButton
              aria-label={t('manualAd.removeImage', { index: index + 1 })}
              onClick={() => images.remove(index)}
              disabled={images.fields.length === 1}
              className="mt-7"
            >
              <Trash2 className="size-4.5" aria-hidden="true" />
            </IconButton>
          </div>
        ))}
        {imagesError ? <p className="text-sm text-red-600 dark:text-red-400">{imagesError}</p> : null}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={images.fields.length >= MANUAL_AD_MAX_IMAGES}
          onClick={() => images.append({ url: '' })}
        >
          {t('manualAd.addImage')}
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('manualAd.category')} error={errors.category?.message} {...register('category', { valueAsNumber: true })}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {names.category(category.code, category.name)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('manualAd.sellerType')} error={errors.sellerType?.message} {...register('sellerType')}>
          {SELLER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`manualAd.sellerTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('manualAd.province')} maxLength={100} autoComplete="off" error={errors.province?.message} {...register('province')} />
        <TextField label={t('manualAd.city')} maxLength={100} autoComplete="off" error={errors.city?.message} {...register('city')} />
        <SelectField
          label={t('manualAd.platform')}
          hint={t('manualAd.platformHint')}
          error={errors.platformId?.message}
          {...register('platformId', { valueAsNumber: true })}
        >
          {PLATFORMS.filter((platform) => platform.id !== FEED_PLATFORM_ID).map((platform) => (
            <option key={platform.id} value={platform.id}>
              {platform.name}
            </option>
          ))}
        </SelectField>
      </div>

      <ManualAdFactsFields
        // The facts' names are the form's own: its register and errors, narrowed to them.
        register={register as unknown as UseFormRegister<ManualAdFactsValues>}
        errors={errors}
        home={HOME_CATEGORIES.includes(category)}
        positionMode={positionMode}
        point={point}
        onPick={(picked) => setValue('point', picked, { shouldValidate: true })}
        searchCentre={searchCentre}
      />

      <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('manualAd.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('manualAd.submit')}
        </Button>
      </div>
    </form>
  );
}
