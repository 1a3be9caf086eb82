import { z } from 'zod';

/** Messages of the "New service" rules (spec 001 section 5) and of the service calls. */
export const SERVICE_MESSAGES = {
  categoryRequired: 'La categoría es requerida',
  serviceTypeRequired: 'El tipo de servicio es requerido',
  conditionsRequired: 'Las condiciones son requeridas',
  conditionsTooLong: 'Las condiciones no pueden superar los 2000 caracteres',
  priceAboveZero: 'El precio debe ser mayor que 0',
  priceCents: 'El precio admite como máximo dos decimales',
  priceTooHigh: 'El precio no puede superar 100.000 €',
  durationAboveZero: 'La duración debe ser mayor que 0',
  durationTooLong: 'La duración no puede superar 720 horas',
  imageRequired: 'Se requiere al menos una imagen',
  imageType: 'Solo se permiten imágenes JPG o PNG',
  imageTooLarge: 'Las imágenes no pueden superar los 5MB',
  tooManyImages: 'Puedes subir como máximo 10 imágenes',
  noFilesSelected: 'No se seleccionaron archivos',
  noValidImages: 'Ninguna imagen válida seleccionada',
  profileNotFound: 'No se encontró el perfil de experto',
  paymentsNotReady: 'Configura tu cuenta de Stripe antes de publicar servicios',
  serviceNotFound: 'Servicio no encontrado',
  created: 'Servicio creado exitosamente',
  updated: 'Servicio actualizado',
  deactivated: 'Servicio desactivado',
  createFailed: 'Error al crear el servicio',
  loadFailed: (message: string) => `Error al cargar servicios: ${message}`,
} as const;

export const SERVICE_MAX_IMAGES = 10;
export const SERVICE_DEFAULT_DURATION_HOURS = 24;
export const SERVICE_MAX_DURATION_HOURS = 720;
export const SERVICE_MAX_PRICE_EUROS = 100_000;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
  );

/** Euros with at most two decimals ("49.9", "49,90"), answered as a number of euros. */
export const priceEurosSchema = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().replace(',', '.')) : value),
  z.coerce
    .number({ error: SERVICE_MESSAGES.priceAboveZero })
    .refine((n) => Number.isFinite(n) && n > 0, SERVICE_MESSAGES.priceAboveZero)
    .refine((n) => n <= SERVICE_MAX_PRICE_EUROS, SERVICE_MESSAGES.priceTooHigh)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, SERVICE_MESSAGES.priceCents),
);

export const conditionsSchema = z
  .string({ error: SERVICE_MESSAGES.conditionsRequired })
  .trim()
  .min(1, SERVICE_MESSAGES.conditionsRequired)
  .max(2000, SERVICE_MESSAGES.conditionsTooLong);

export const durationHoursSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SERVICE_MESSAGES.durationAboveZero })
    .int({ error: SERVICE_MESSAGES.durationAboveZero })
    .positive({ error: SERVICE_MESSAGES.durationAboveZero })
    .max(SERVICE_MAX_DURATION_HOURS, SERVICE_MESSAGES.durationTooLong),
);

/** Text fields of `POST /api/SearchService` (multipart, beside the repeated `Images`). */
export const createServiceFieldsSchema = z.object({
  expertProfileId: requiredId(SERVICE_MESSAGES.profileNotFound),
  categoryId: requiredId(SERVICE_MESSAGES.categoryRequired),
  serviceTypeId: requiredId(SERVICE_MESSAGES.serviceTypeRequired),
  price: priceEurosSchema,
  conditions: conditionsSchema,
  durationInHours: durationHoursSchema.default(SERVICE_DEFAULT_DURATION_HOURS),
});
export type CreateServiceFields = z.infer<typeof createServiceFieldsSchema>;

/**
 * Text fields of `PUT /api/SearchService/{id}` (multipart): what is sent changes, what is left out
 * stays. New `Images` replace the service's images; `keepImageUrls` (repeated) keeps some of the old ones.
 */
export const updateServiceFieldsSchema = z.object({
  price: priceEurosSchema.optional(),
  conditions: conditionsSchema.optional(),
  durationInHours: durationHoursSchema.optional(),
});
export type UpdateServiceFields = z.infer<typeof updateServiceFieldsSchema>;
