import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { TFunction } from 'i18next';
import { SERVICE_DEFAULT_DURATION_HOURS, SERVICE_MAX_IMAGES } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { ImageInput } from '@/components/ui/image-input';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useCatalogNames } from '@/lib/catalog-names';
import { useCreateService } from '../api/create-service';
import { useCategoryOptions, useServiceTypeOptions } from '../api/get-reference-data';
import { ServiceFormFooter } from './service-form-footer';
import { useExpertsTranslation } from '../i18n';
import { readServicePrice } from '../lib/service-price';
import { ServiceEarnings } from './service-earnings';

type Draft = { categoryId: string; serviceTypeId: string; price: string; durationInHours: string; conditions: string };
const EMPTY: Draft = { categoryId: '', serviceTypeId: '', price: '', durationInHours: String(SERVICE_DEFAULT_DURATION_HOURS), conditions: '' };

/** The spec's "New service" rules, checked in its order; the server checks them again. */
function firstProblem(t: TFunction<'experts'>, draft: Draft, images: File[]): string | null {
  if (!draft.categoryId) return t('form.categoryRequired');
  if (!draft.serviceTypeId) return t('form.serviceTypeRequired');
  if (!draft.conditions.trim()) return t('form.conditionsRequired');
  const price = readServicePrice(draft.price);
  if ('problemKey' in price) return t(price.problemKey);
  const duration = Number(draft.durationInHours);
  if (!Number.isInteger(duration) || duration <= 0) return t('form.durationAboveZero');
  if (images.length === 0) return t('form.imageRequired');
  return null;
}

/** "Nuevo Servicio de Búsqueda": every field, image previews with removal, "Creando..." while sending. */
export function NewServiceDialog({ open, onClose, expertProfileId }: { open: boolean; onClose: () => void; expertProfileId: number }) {
  const { t } = useExpertsTranslation();
  const names = useCatalogNames();
  const categories = useCategoryOptions();
  const serviceTypes = useServiceTypeOptions();
  const create = useCreateService();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const close = () => {
    setImages([]);
    setDraft(EMPTY);
    setError(null);
    onClose();
  };

  const changeImages = (files: File[]) => {
    setImages(files);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(t, draft, images);
    const price = readServicePrice(draft.price);
    if (problem !== null || !('euros' in price)) return setError(problem);
    setError(null);
    create.mutate(
      {
        expertProfileId,
        categoryId: Number(draft.categoryId),
        serviceTypeId: Number(draft.serviceTypeId),
        price: price.euros,
        conditions: draft.conditions.trim(),
        durationInHours: Number(draft.durationInHours),
        images,
      },
      {
        onSuccess: () => {
          toast.success(t('form.created'));
          close();
        },
        onError: (failure) => setError(errorMessage(failure, t('form.createFailed'))),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('form.category')} value={draft.categoryId} onChange={set('categoryId')}>
            <option value="">{t('form.chooseCategory')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {names.category(c.code, c.name)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('form.serviceType')} value={draft.serviceTypeId} onChange={set('serviceTypeId')} disabled={serviceTypes.isPending}>
            <option value="">{serviceTypes.isPending ? t('form.loading') : t('form.chooseType')}</option>
            {(serviceTypes.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {names.serviceType(type.code, type.name)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('form.price')}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={draft.price}
            onChange={set('price')}
            hint={t('form.priceHint')}
          />
          <TextField label={t('form.duration')} type="number" min="1" step="1" value={draft.durationInHours} onChange={set('durationInHours')} />
        </div>
        <ServiceEarnings price={draft.price} />
        <TextArea label={t('form.conditions')} rows={3} value={draft.conditions} onChange={set('conditions')} placeholder={t('form.conditionsPlaceholder')} />
        <ImageInput
          label={t('form.images')}
          files={images}
          onChange={changeImages}
          max={SERVICE_MAX_IMAGES}
          messages={{ type: t('form.imageType'), size: t('form.imageTooLarge'), none: t('form.noValidImages') }}
        />
        <ServiceFormFooter error={error} pending={create.isPending} submitLabel={t('form.create')} pendingLabel={t('form.creating')} onCancel={close} />
      </form>
    </Dialog>
  );
}
