import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { X } from 'lucide-react';
import { SERVICE_DEFAULT_DURATION_HOURS, SERVICE_MESSAGES } from '@ojeador/shared';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useCreateService } from '../api/create-service';
import { useCategoryOptions, useServiceTypeOptions } from '../api/get-reference-data';
import { ACCEPT_IMAGES, imageProblem } from '@/lib/image-files';
import { ServiceFormFooter } from './service-form-footer';
import { ImagePreview } from '@/components/ui/image-preview';

type Draft = { categoryId: string; serviceTypeId: string; price: string; durationInHours: string; conditions: string };
const EMPTY: Draft = { categoryId: '', serviceTypeId: '', price: '', durationInHours: String(SERVICE_DEFAULT_DURATION_HOURS), conditions: '' };

/** The spec's "New service" rules, checked in its order; the server checks them again. */
function firstProblem(draft: Draft, images: File[]): string | null {
  if (!draft.categoryId) return SERVICE_MESSAGES.categoryRequired;
  if (!draft.serviceTypeId) return SERVICE_MESSAGES.serviceTypeRequired;
  if (!draft.conditions.trim()) return SERVICE_MESSAGES.conditionsRequired;
  const price = Number(draft.price.replace(',', '.'));
  if (!Number.isFinite(price) || price <= 0) return SERVICE_MESSAGES.priceAboveZero;
  const duration = Number(draft.durationInHours);
  if (!Number.isInteger(duration) || duration <= 0) return SERVICE_MESSAGES.durationAboveZero;
  if (images.length === 0) return SERVICE_MESSAGES.imageRequired;
  return null;
}

/** "Nuevo Servicio de Búsqueda": every field, image previews with removal, "Creando..." while sending. */
export function NewServiceDialog({ open, onClose, expertProfileId }: { open: boolean; onClose: () => void; expertProfileId: number }) {
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

  const addImages = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return setError(SERVICE_MESSAGES.noFilesSelected);
    const problems = files.map(imageProblem);
    const valid = files.filter((_, i) => problems[i] === null);
    if (valid.length === 0 && files.length > 1) setError(SERVICE_MESSAGES.noValidImages);
    else if (problems.includes('type')) setError(SERVICE_MESSAGES.imageType);
    else if (problems.includes('size')) setError(SERVICE_MESSAGES.imageTooLarge);
    else setError(null);
    setImages((current) => [...current, ...valid]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(draft, images);
    if (problem) return setError(problem);
    setError(null);
    create.mutate(
      {
        expertProfileId,
        categoryId: Number(draft.categoryId),
        serviceTypeId: Number(draft.serviceTypeId),
        price: Number(draft.price.replace(',', '.')),
        conditions: draft.conditions.trim(),
        durationInHours: Number(draft.durationInHours),
        images,
      },
      {
        onSuccess: () => {
          toast.success(SERVICE_MESSAGES.created);
          close();
        },
        onError: (failure) => setError(errorMessage(failure, SERVICE_MESSAGES.createFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title="Nuevo Servicio de Búsqueda" size="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Categoría" value={draft.categoryId} onChange={set('categoryId')}>
            <option value="">Selecciona una categoría</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Tipo de Servicio" value={draft.serviceTypeId} onChange={set('serviceTypeId')} disabled={serviceTypes.isPending}>
            <option value="">{serviceTypes.isPending ? 'Cargando...' : 'Selecciona un tipo'}</option>
            {(serviceTypes.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Precio"
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={draft.price}
            onChange={set('price')}
            hint="En euros, por búsqueda"
          />
          <TextField label="Duración (horas)" type="number" min="1" step="1" value={draft.durationInHours} onChange={set('durationInHours')} />
        </div>
        <TextArea label="Condiciones" rows={3} value={draft.conditions} onChange={set('conditions')} placeholder="Qué incluye el servicio, plazos, zona..." />
        <div className="flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor="service-images">
            Imágenes (PNG o JPG, al menos una requerida)
          </label>
          <input
            id="service-images"
            type="file"
            multiple
            accept={ACCEPT_IMAGES}
            onChange={(e) => {
              addImages(e.target.files);
              e.target.value = '';
            }}
            className="text-sm"
          />
          {images.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Imágenes elegidas">
              {images.map((file, index) => (
                <li key={`${file.name}-${index}`} className="relative">
                  <ImagePreview file={file} alt={`Imagen ${index + 1}`} className="size-20 rounded-lg object-cover" />
                  <button
                    type="button"
                    aria-label={`Quitar imagen ${index + 1}`}
                    onClick={() => setImages((list) => list.filter((_, i) => i !== index))}
                    className="absolute -top-2 -right-2 rounded-full bg-neutral-900 p-1 text-white"
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ServiceFormFooter error={error} pending={create.isPending} submitLabel="Crear Servicio" pendingLabel="Creando..." onCancel={close} />
      </form>
    </Dialog>
  );
}
