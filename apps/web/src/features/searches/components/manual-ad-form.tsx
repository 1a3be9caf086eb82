import type { RefObject } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { MANUAL_AD_MAX_IMAGES, manualAdRequestSchema, FEED_PLATFORM_ID, PLATFORMS, SELLER_TYPES, type Category, type ManualAdRequest } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';

const SELLER_LABELS: Record<(typeof SELLER_TYPES)[number], string> = {
  particular: 'Particular',
  professional: 'Profesional',
  dealer: 'Concesionario',
};

/** The shared manual-ad rules, with images as rows ({ url }) so each can be added and removed. */
const manualAdFormSchema = manualAdRequestSchema.extend({
  images: z
    .array(
      z.object({
        url: z.string().trim().min(1, 'Escribe la URL de la imagen').pipe(manualAdRequestSchema.shape.images.element),
      }),
    )
    .min(1, 'Añade al menos una imagen')
    .max(MANUAL_AD_MAX_IMAGES, `Como máximo ${MANUAL_AD_MAX_IMAGES} imágenes`),
});
type ManualAdFormInput = z.input<typeof manualAdFormSchema>;

interface ManualAdFormProps {
  /** Default category: the search's. */
  defaultCategory: number;
  categories: Category[];
  pending: boolean;
  onSubmit: (ad: ManualAdRequest) => void;
  onCancel: () => void;
  /** Receives the title input (the dialog focuses it on open). */
  titleRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The spec's manual ad form: every field required, prices in euros, a list of image URLs (add/remove rows),
 * seller type 'particular' and platform 1 by default. Errors appear under each field; nothing typed is lost.
 */
export function ManualAdForm({ defaultCategory, categories, pending, onSubmit, onCancel, titleRef }: ManualAdFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ManualAdFormInput, unknown, z.output<typeof manualAdFormSchema>>({
    resolver: zodResolver(manualAdFormSchema),
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
    },
  });
  const images = useFieldArray({ control, name: 'images' });
  const titleField = register('title');
  const imagesError = errors.images?.message ?? errors.images?.root?.message;

  const submit = handleSubmit((values) => onSubmit({ ...values, images: values.images.map((image) => image.url) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Título"
        maxLength={200}
        error={errors.title?.message}
        {...titleField}
        ref={(element) => {
          titleField.ref(element);
          if (titleRef) titleRef.current = element;
        }}
      />
      <TextArea label="Descripción" rows={4} error={errors.description?.message} {...register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Precio (€)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField label="URL del anuncio" type="url" inputMode="url" placeholder="https://" error={errors.url?.message} {...register('url')} />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">Imágenes (URL)</legend>
        {images.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <div className="flex-1">
              <TextField
                label={`Imagen ${index + 1}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={errors.images?.[index]?.url?.message}
                {...register(`images.${index}.url` as const)}
              />
            </div>
            <IconButton aria-label={`Quitar imagen ${index + 1}`} onClick={() => images.remove(index)} disabled={images.fields.length === 1} className="mt-7">
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
          Añadir imagen
        </Button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Categoría" error={errors.category?.message} {...register('category', { valueAsNumber: true })}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tipo de vendedor" error={errors.sellerType?.message} {...register('sellerType')}>
          {SELLER_TYPES.map((type) => (
            <option key={type} value={type}>
              {SELLER_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField label="Provincia" maxLength={100} autoComplete="off" error={errors.province?.message} {...register('province')} />
        <TextField label="Ciudad" maxLength={100} autoComplete="off" error={errors.city?.message} {...register('city')} />
        <SelectField
          label="Portal donde está publicado"
          hint="El portal de segunda mano del enlace del anuncio."
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

      <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" loading={pending}>
          Añadir anuncio
        </Button>
      </div>
    </form>
  );
}
