import { Cents } from '../money.js';
import { z } from 'zod';
import { safeText } from './text.js';
import { INT4_MAX, acceptPascalCase } from './common.js';

/** Messages of the "New service" rules (spec 001 section 5) and of the service calls. */
export const SERVICE_MESSAGES = {
  categoryRequired: 'La categoría es requerida',
  serviceTypeRequired: 'El tipo de servicio es requerido',
  conditionsRequired: 'Las condiciones son requeridas',
  conditionsTooLong: 'Las condiciones no pueden superar los 2000 caracteres',
  priceFormat: 'Escribe el precio en euros solo con cifras, por ejemplo 49 o 49,50',
  priceAboveZero: 'El precio debe ser mayor que 0',
  priceCents: 'El precio admite como máximo dos decimales',
  priceTooHigh: 'El precio no puede superar 10.000 €',
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
/** A service costs whole cents from 1 cent to 10,000 € (the database's CHECK search_services_price_range). */
export const SERVICE_MIN_PRICE_CENTS = 1;
export const SERVICE_MAX_PRICE_CENTS = 1_000_000;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredId = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(INT4_MAX, { error: message }));

/**
 * The profile a new service is published under, as sent: left out or blank is the caller's own profile
 * (undefined); anything that cannot be a profile's id names no profile (null), which the server answers 404
 * "profile not found", not 400.
 */
const profileReference = z
  .unknown()
  .transform((value): number | null | undefined => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    const id = Number(value);
    return Number.isInteger(id) && id > 0 && id <= INT4_MAX ? id : null;
  })
  .optional();

export type ServicePriceProblem = 'format' | 'aboveZero' | 'cents' | 'tooHigh';

/** Digits, then optionally a point or comma and more digits; a leading minus is read to say "above 0". No plus, spaces, hex or exponent. */
const PLAIN_DECIMAL = /^(-?)([0-9]+)(?:[.,]([0-9]+))?$/;

/**
 * A price as the expert writes it ("49", "49.5", "49,50") in whole cents, or why it is refused. The web's
 * form and the server both judge prices with this one function.
 */
export function parseServicePrice(text: string): { cents: number } | { problem: ServicePriceProblem } {
  // An empty price is no price at all: the spec's "greater than 0" rule, as the form has always said.
  if (text.trim() === '') return { problem: 'aboveZero' };
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return { problem: 'format' };
  const [, minus, whole, decimals = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (minus) return { problem: 'aboveZero' };
  if (decimals.length > 2) return { problem: 'cents' };
  if (digits.length > String(Cents.toEuros(SERVICE_MAX_PRICE_CENTS)).length) return { problem: 'tooHigh' };
  const cents = Cents.add(Cents.fromEuros(Number(digits)), Number(decimals.padEnd(2, '0')));
  if (cents < SERVICE_MIN_PRICE_CENTS) return { problem: 'aboveZero' };
  if (cents > SERVICE_MAX_PRICE_CENTS) return { problem: 'tooHigh' };
  return { cents };
}

const PRICE_MESSAGES: Record<ServicePriceProblem, string> = {
  format: SERVICE_MESSAGES.priceFormat,
  aboveZero: SERVICE_MESSAGES.priceAboveZero,
  cents: SERVICE_MESSAGES.priceCents,
  tooHigh: SERVICE_MESSAGES.priceTooHigh,
};

/** A service price (multipart text, or a number from a JSON caller) answered as euros of whole cents. */
export const priceEurosSchema = z.unknown().transform((value, ctx) => {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const parsed = parseServicePrice(text);
  if ('cents' in parsed) return Cents.toEuros(parsed.cents);
  ctx.addIssue({ code: 'custom', message: PRICE_MESSAGES[parsed.problem] });
  return z.NEVER;
});

export const conditionsSchema = safeText(2000, { required: SERVICE_MESSAGES.conditionsRequired, tooLong: SERVICE_MESSAGES.conditionsTooLong });

export const durationHoursSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SERVICE_MESSAGES.durationAboveZero })
    .int({ error: SERVICE_MESSAGES.durationAboveZero })
    .positive({ error: SERVICE_MESSAGES.durationAboveZero })
    .max(SERVICE_MAX_DURATION_HOURS, SERVICE_MESSAGES.durationTooLong),
);

/** Text fields of `POST /api/SearchService` (multipart, beside the repeated `Images`), camelCase or PascalCase. */
export const createServiceFieldsSchema = acceptPascalCase(
  z.object({
    expertProfileId: profileReference,
    categoryId: requiredId(SERVICE_MESSAGES.categoryRequired),
    serviceTypeId: requiredId(SERVICE_MESSAGES.serviceTypeRequired),
    price: priceEurosSchema,
    conditions: conditionsSchema,
    durationInHours: durationHoursSchema.default(SERVICE_DEFAULT_DURATION_HOURS),
  }),
);
export type CreateServiceFields = z.infer<typeof createServiceFieldsSchema>;

/**
 * Text fields of `PUT /api/SearchService/{id}` (multipart, camelCase or PascalCase): what is sent changes, what is
 * left out stays. New `Images` replace the service's images; `keepImageUrls` (repeated) keeps some of the old ones.
 */
export const updateServiceFieldsSchema = acceptPascalCase(
  z.object({
    price: priceEurosSchema.optional(),
    conditions: conditionsSchema.optional(),
    durationInHours: durationHoursSchema.optional(),
  }),
);
export type UpdateServiceFields = z.infer<typeof updateServiceFieldsSchema>;
