import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { SERVICE_MAX_IMAGES, type SearchService } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { ImageInput } from '@/components/ui/image-input';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateService } from '../api/update-service';
import { useExpertsTranslation } from '../i18n';
import { readServicePrice } from '../lib/service-price';
import { ServiceEarnings } from './service-earnings';
import { ServiceFormFooter } from './service-form-footer';

/** Changes price, conditions and duration; chosen images replace the service's images. */
export function EditServiceDialog({ service, onClose }: { service: SearchService; onClose: () => void }) {
  const { t } = useExpertsTranslation();
  const update = useUpdateService();
  const [price, setPrice] = useState(String(service.price));
  const [duration, setDuration] = useState(String(service.durationInHours));
  const [conditions, setConditions] = useState(service.conditions);
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = readServicePrice(price);
    const hours = Number(duration);
    if (!conditions.trim()) return setError(t('form.conditionsRequired'));
    if ('problemKey' in amount) return setError(t(amount.problemKey));
    if (!Number.isInteger(hours) || hours <= 0) return setError(t('form.durationAboveZero'));
    update.mutate(
      { id: service.id, price: amount.euros, conditions: conditions.trim(), durationInHours: hours, images },
      {
        onSuccess: () => {
          toast.success(t('form.updated'));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t('form.updateFailed'))),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('form.editTitle')} size="md">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('form.price')} type="number" min="0" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
        <ServiceEarnings price={price} />
        <TextField label={t('form.duration')} type="number" min="1" step="1" value={duration} onChange={(e) => setDuration(e.target.value)} />
        <TextArea label={t('form.conditions')} rows={3} value={conditions} onChange={(e) => setConditions(e.target.value)} />
        <ImageInput
          label={t('form.newImages')}
          files={images}
          onChange={setImages}
          max={SERVICE_MAX_IMAGES}
          messages={{ type: t('form.imageType'), size: t('form.imageTooLarge'), none: t('form.noValidImages') }}
        />
        <ServiceFormFooter error={error} pending={update.isPending} submitLabel={t('form.save')} pendingLabel={t('form.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
