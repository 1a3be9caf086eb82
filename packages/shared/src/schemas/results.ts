import { z } from 'zod';
import { CATEGORIES, PLATFORMS, SELLER_TYPES } from '../constants.js';
import { RESULT_MESSAGES, FILTERED_MESSAGES } from '../area-messages.js';

/** Strings of the results, ad and manual-ad calls. */
export const AD_ORIGINS = ['auto', 'manual'] as const;
export const MANUAL_AD_MAX_IMAGES = 20;
export const MANUAL_AD_MAX_PRICE = 100_000_000;

export const adAttributesSchema = z.object({
  year: z.number().int().optional(),
  km: z.number().optional(),
  fuel: z.string().optional(),
  rooms: z.number().optional(),
  sqm: z.number().optional(),
});
export type AdAttributesDto = z.infer<typeof adAttributesSchema>;

/**
 * One ad as a result of a search (spec "Ad/result"); a favourite has the same shape. `id` is the AD id,
 * `price` whole euros, dates ISO strings. Score, points, `isNew`, `foundAt` and `origin` come from the
 * search result the ad is shown through (for favourites and the ad page: the best one the caller can see;
 * when none, score 0 and no points).
 */
export const adResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  url: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  province: z.string(),
  city: z.string(),
  sellerType: z.enum(SELLER_TYPES),
  publishDate: z.string().nullable(),
  highlighted: z.boolean(),
  isNew: z.boolean(),
  finalScore: z.number().int().min(0).max(100),
  goodThings: z.array(z.string()),
  badThings: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  attributes: adAttributesSchema,
  platformId: z.number().int(),
  platformName: z.string(),
  foundAt: z.string(),
  origin: z.enum(AD_ORIGINS),
  likeCount: z.number().int(),
  liked: z.boolean(),
});
export type AdResult = z.infer<typeof adResultSchema>;

export const priceHistoryEntrySchema = z.object({ price: z.number(), seenAt: z.string() });
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** GET /api/Ads/{id}: the ad as a result, plus its prices over time (oldest first). */
export const adDetailSchema = adResultSchema.extend({ priceHistory: z.array(priceHistoryEntrySchema) });
export type AdDetail = z.infer<typeof adDetailSchema>;

export const searchResultsParamSchema = z.object({ searchId: z.coerce.number().int().positive() });

const categoryIds = CATEGORIES.map((c) => c.id) as number[];
const platformIds = PLATFORMS.map((p) => p.id) as number[];
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

/** The spec's manual ad form: every field required; seller type and platform have defaults. */
export const manualAdRequestSchema = z.object({
  title: z.string({ error: 'El título es obligatorio' }).trim().min(1, 'El título es obligatorio').max(200, 'El título no puede superar 200 caracteres'),
  description: z
    .string({ error: 'La descripción es obligatoria' })
    .trim()
    .min(1, 'La descripción es obligatoria')
    .max(10_000, 'La descripción no puede superar 10.000 caracteres'),
  price: z
    .number({ error: 'El precio es obligatorio' })
    .positive('El precio debe ser mayor que 0')
    .max(MANUAL_AD_MAX_PRICE, 'El precio es demasiado alto'),
  url: z.string({ error: 'La URL es obligatoria' }).trim().min(1, 'La URL es obligatoria').pipe(httpUrl('Introduce una URL válida')),
  images: z
    .array(z.string({ error: 'Cada imagen debe ser una URL válida' }).trim().pipe(httpUrl('Cada imagen debe ser una URL válida')), {
      error: 'Añade al menos una imagen',
    })
    .min(1, 'Añade al menos una imagen')
    .max(MANUAL_AD_MAX_IMAGES, `Como máximo ${MANUAL_AD_MAX_IMAGES} imágenes`),
  category: z
    .number({ error: 'Selecciona una categoría' })
    .int('Selecciona una categoría válida')
    .refine((id) => categoryIds.includes(id), 'Selecciona una categoría válida'),
  province: z.string({ error: 'La provincia es obligatoria' }).trim().min(1, 'La provincia es obligatoria').max(100, 'La provincia es demasiado larga'),
  city: z.string({ error: 'La ciudad es obligatoria' }).trim().min(1, 'La ciudad es obligatoria').max(100, 'La ciudad es demasiado larga'),
  sellerType: z.enum(SELLER_TYPES, { error: 'Selecciona un tipo de vendedor válido' }).default('particular'),
  platformId: z
    .number({ error: 'Selecciona una plataforma válida' })
    .int('Selecciona una plataforma válida')
    .refine((id) => platformIds.includes(id), 'Selecciona una plataforma válida')
    .default(1),
});
/** What the form sends (sellerType and platformId optional). */
export type ManualAdRequest = z.input<typeof manualAdRequestSchema>;
export type ManualAd = z.output<typeof manualAdRequestSchema>;

/** Strings of the administrator's filtered list. */
export const filteredSearchParamSchema = z.object({ searchId: z.coerce.number().int().positive() });
export const filteredAddParamSchema = z.object({ searchId: z.coerce.number().int().positive(), adId: z.coerce.number().int().positive() });

/** POST /api/SearchResultFiltered/filter/{searchId}/{adId}: optional notes; the body itself may be omitted. */
export const filteredAddRequestSchema = z
  .object({ notes: z.string({ error: 'Las notas deben ser texto' }).trim().max(2000, 'Las notas no pueden superar 2.000 caracteres').optional() })
  .nullish()
  .transform((body) => ({ notes: body?.notes ?? '' }));
export type FilteredAddRequest = z.input<typeof filteredAddRequestSchema>;

/** One entry of a search's filtered list; `ad` is the ad as a result of that search. */
export const filteredEntrySchema = z.object({
  id: z.number().int(),
  searchId: z.number().int(),
  ad: adResultSchema,
  notes: z.string(),
  createdAt: z.string(),
});
export type FilteredEntry = z.infer<typeof filteredEntrySchema>;

