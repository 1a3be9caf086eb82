import { peersSchema, pointSchema } from '../points/point.js';
import { z } from 'zod';
import { CATEGORIES, PLATFORMS, SELLER_TYPES } from '../constants.js';
import { categoryCodeSchema } from './catalog.js';
import { searchAdParamSchema, searchIdParamSchema } from './common.js';
import { publicHttpUrl } from './links.js';
import { safeText } from './text.js';
import { PREFERENCE_FUELS, PREFERENCE_MAX_KM, PREFERENCE_MAX_ROOMS, PREFERENCE_MAX_SQM } from './preferences.js';
import { priceRangeInverted, resultFiltersSchema } from './result-filters.js';

/** Strings of the results, ad and manual-ad calls. */
export const AD_ORIGINS = ['auto', 'manual'] as const;
export const MANUAL_AD_MAX_IMAGES = 20;
export const MANUAL_AD_MAX_PRICE = 100_000_000;
/**
 * Where a result stands against the customer's wishes (docs/scoring.md "Grouping"): `all` breaks none
 * ("Cumple todo lo que pides"), `almost` exactly one (`brokenWish` says which), `rest` more; `doubtful`: its price is
 * flagged "posible fraude", whatever its wishes. Lists and pages give them in this order.
 */
export const WISH_GROUPS = ['all', 'almost', 'rest', 'doubtful'] as const;
export type WishGroup = (typeof WISH_GROUPS)[number];

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
  categoryCode: categoryCodeSchema,
  categoryName: z.string(),
  province: z.string(),
  city: z.string(),
  sellerType: z.enum(SELLER_TYPES),
  publishDate: z.string().nullable(),
  highlighted: z.boolean(),
  /** The platform says the seller holds the ad for a buyer ("Reservado"); absent when it is not. */
  reserved: z.boolean().optional(),
  isNew: z.boolean(),
  finalScore: z.number().int().min(0).max(100),
  goodThings: z.array(z.string()),
  badThings: z.array(z.string()),
  /** The same points as codes and values, for wording them in the reader's language; null on results stored before them. */
  goodPoints: z.array(pointSchema).nullable().optional(),
  badPoints: z.array(pointSchema).nullable().optional(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  attributes: adAttributesSchema,
  platformId: z.number().int(),
  platformName: z.string(),
  foundAt: z.string(),
  origin: z.enum(AD_ORIGINS),
  likeCount: z.number().int(),
  liked: z.boolean(),
  /** From the result the ad is shown through; `all` without one or when the search has no wishes. */
  wishGroup: z.enum(WISH_GROUPS),
  /** `almost`: the one wish the ad breaks, in Spanish ("Diésel: pides gasolina"); null otherwise. */
  brokenWish: z.string().nullable(),
  /** `brokenWish` as a code and values. */
  brokenPoint: pointSchema.nullable().optional(),
  /** In a search's results: added by hand by the search's hired expert ("Recomendado por tu experto"). */
  recommendedByExpert: z.boolean().optional(),
});
export type AdResult = z.infer<typeof adResultSchema>;

export const priceHistoryEntrySchema = z.object({ price: z.number(), seenAt: z.string() });
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** What a price is judged against: close comparables, the model fitted on the model's ads, or nothing trustworthy. */
export const PRICE_BASES = ['comparables', 'model', 'none'] as const;
export const PRICE_UNITS = ['eur', 'eur_m2'] as const;
export const PRICE_CONFIDENCES = ['high', 'medium', 'low'] as const;
/** At most this many comparable values are sent for the ad page's chart. */
export const PRICE_CONTEXT_MAX_VALUES = 200;

/**
 * Where the ad's price sits, for the ad page's chart. Values are whole euros (`eur`) or euros per m²
 * (`eur_m2`, homes with a known surface). `comparables` are the comparable ads' values, ascending; `median` (the fair
 * price), `fairLow`/`fairHigh` (the "en línea con el mercado" band) and `value` (this ad) are in the same unit. With `basis: 'none'` there are
 * too few comparables to judge and the page says so instead of drawing.
 */
export const priceContextSchema = z.object({
  unit: z.enum(PRICE_UNITS),
  basis: z.enum(PRICE_BASES),
  confidence: z.enum(PRICE_CONFIDENCES).nullable(),
  comparableCount: z.number().int().min(0),
  comparables: z.array(z.number()).max(PRICE_CONTEXT_MAX_VALUES),
  median: z.number().nullable(),
  fairLow: z.number().nullable(),
  fairHigh: z.number().nullable(),
  /** What the price is compared with, in the price point's words ("Seat León de 2019-2021 con kilometraje parecido"). */
  peers: z.string().nullable(),
  /** `peers` as a code and values, for wording it in the reader's language (decision 031). */
  peersCode: peersSchema.nullable().optional(),
  value: z.number().nullable(),
});
export type PriceContext = z.infer<typeof priceContextSchema>;

/** GET /api/Ads/{id}: the ad as a result, plus its prices over time (oldest first) and where its price sits. */
export const adDetailSchema = adResultSchema.extend({
  priceHistory: z.array(priceHistoryEntrySchema),
  /** The seller last reposted the ad (a new platform id, the same car: docs/sources.md "Reposts") and its price then; absent otherwise. */
  repost: z.object({ at: z.string(), previousPrice: z.number() }).optional(),
  /** Null only when the ad has no price. */
  priceContext: priceContextSchema.nullable(),
});
export type AdDetail = z.infer<typeof adDetailSchema>;

export const searchResultsParamSchema = searchIdParamSchema;

/** Orders of a results page: best score, cheapest, most recently found, most liked. */
export const RESULT_SORTS = ['score', 'price', 'latest', 'popular'] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];
/** `available`: ads still on their source; `gone`: not seen for RESULT_GONE_AFTER_DAYS ("Ya no disponibles"). */
export const RESULT_VIEWS = ['available', 'gone'] as const;
export type ResultView = (typeof RESULT_VIEWS)[number];
export const RESULT_GONE_AFTER_DAYS = 30;
export const RESULTS_PAGE_SIZE = 24;
export const RESULTS_PAGE_MAX = 100;
/** A card shows the first images only. */
export const RESULT_CARD_IMAGES = 3;
export const RESULT_EXCERPT_CHARS = 240;

/**
 * GET /api/SearchResult/{id}/results: with none of these the spec's plain list of every result; with any, one
 * page of card summaries (`resultsPageSchema`).
 */
export const resultsPageQuerySchema = resultFiltersSchema
  .extend({
    sort: z.enum(RESULT_SORTS, { error: 'Orden no válido' }).optional(),
    limit: z.coerce
      .number({ error: 'El límite debe ser un número' })
      .int('El límite debe ser un número entero')
      .min(1, 'El límite mínimo es 1')
      .max(RESULTS_PAGE_MAX, `El límite máximo es ${RESULTS_PAGE_MAX}`)
      .optional(),
    cursor: z.string().min(1).max(200, 'Cursor no válido').optional(),
    view: z.enum(RESULT_VIEWS, { error: 'Vista no válida' }).optional(),
  })
  .refine((query) => !priceRangeInverted(query), {
    message: 'El precio mínimo no puede ser mayor que el máximo',
    path: ['minPrice'],
  });
export type ResultsPageQuery = z.infer<typeof resultsPageQuerySchema>;

/** What a result card shows: the description cut to an excerpt, the first images only. */
export const adResultSummarySchema = adResultSchema.omit({ description: true }).extend({ excerpt: z.string() });
export type AdResultSummary = z.infer<typeof adResultSummarySchema>;

export const resultsPageSchema = z.object({
  items: z.array(adResultSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Results in this view, and in the other one (for the "Ya no disponibles" tab's count). */
  total: z.number().int(),
  goneTotal: z.number().int(),
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;

const categoryIds = CATEGORIES.map((c) => c.id) as number[];
const platformIds = PLATFORMS.map((p) => p.id) as number[];

/** Years a hand-added ad may say. */
export const MANUAL_AD_YEAR_RANGE = { min: 1900, max: 2100 } as const;

/** A point on the map for a hand-added ad. */
export const manualAdPointSchema = z.object({
  latitude: z.number({ error: 'La latitud no es válida' }).min(-90, 'La latitud no es válida').max(90, 'La latitud no es válida'),
  longitude: z.number({ error: 'La longitud no es válida' }).min(-180, 'La longitud no es válida').max(180, 'La longitud no es válida'),
});

/**
 * The spec's manual ad form: every field of the spec required; seller type and platform have defaults; the facts
 * a run would have (year, km, fuel, rooms, m², publish date, position) are optional.
 */
export const manualAdRequestSchema = z.object({
  title: safeText(200, { required: 'El título es obligatorio', tooLong: 'El título no puede superar 200 caracteres' }),
  description: safeText(10_000, { required: 'La descripción es obligatoria', tooLong: 'La descripción no puede superar 10.000 caracteres' }),
  price: z.number({ error: 'El precio es obligatorio' }).positive('El precio debe ser mayor que 0').max(MANUAL_AD_MAX_PRICE, 'El precio es demasiado alto'),
  url: publicHttpUrl({ required: 'La URL es obligatoria', invalid: 'Introduce una URL válida' }),
  images: z
    .array(publicHttpUrl({ invalid: 'Cada imagen debe ser una URL válida' }), {
      error: 'Añade al menos una imagen',
    })
    .min(1, 'Añade al menos una imagen')
    .max(MANUAL_AD_MAX_IMAGES, `Como máximo ${MANUAL_AD_MAX_IMAGES} imágenes`),
  category: z
    .number({ error: 'Selecciona una categoría' })
    .int('Selecciona una categoría válida')
    .refine((id) => categoryIds.includes(id), 'Selecciona una categoría válida'),
  province: safeText(100, { required: 'La provincia es obligatoria', tooLong: 'La provincia es demasiado larga' }),
  city: safeText(100, { required: 'La ciudad es obligatoria', tooLong: 'La ciudad es demasiado larga' }),
  sellerType: z.enum(SELLER_TYPES, { error: 'Selecciona un tipo de vendedor válido' }).default('particular'),
  platformId: z
    .number({ error: 'Selecciona una plataforma válida' })
    .int('Selecciona una plataforma válida')
    .refine((id) => platformIds.includes(id), 'Selecciona una plataforma válida')
    .default(1),
  // The optional facts a run would have read from the portal: scored exactly like a found ad's.
  year: z
    .number({ error: 'El año debe ser un número' })
    .int('El año debe ser un número entero')
    .min(MANUAL_AD_YEAR_RANGE.min, `El año no puede ser anterior a ${MANUAL_AD_YEAR_RANGE.min}`)
    .max(MANUAL_AD_YEAR_RANGE.max, `El año no puede ser posterior a ${MANUAL_AD_YEAR_RANGE.max}`)
    .optional(),
  km: z
    .number({ error: 'Los kilómetros deben ser un número' })
    .int('Los kilómetros deben ser un número entero')
    .min(0, 'Los kilómetros no pueden ser negativos')
    .max(PREFERENCE_MAX_KM, 'Demasiados kilómetros')
    .optional(),
  fuel: z.enum(PREFERENCE_FUELS, { error: 'Selecciona un combustible válido' }).optional(),
  rooms: z
    .number({ error: 'Las habitaciones deben ser un número' })
    .int('Las habitaciones deben ser un número entero')
    .min(0, 'Las habitaciones no pueden ser negativas')
    .max(PREFERENCE_MAX_ROOMS, `Como máximo ${PREFERENCE_MAX_ROOMS} habitaciones`)
    .optional(),
  sqm: z.number({ error: 'Los m² deben ser un número' }).positive('Los m² deben ser mayores que 0').max(PREFERENCE_MAX_SQM, 'Demasiados m²').optional(),
  /** A day (YYYY-MM-DD), not in the future. */
  publishDate: z
    .string({ error: 'La fecha de publicación no es válida' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha de publicación no es válida')
    .refine(
      (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      'La fecha de publicación no es válida',
    )
    .refine((day) => Date.parse(`${day}T00:00:00Z`) <= Date.now(), 'La fecha de publicación no puede ser futura')
    .optional(),
  /** Where the ad is: a point, or the search's centre ('searchCentre'). Without it the ad has no position. */
  position: z.union([z.literal('searchCentre'), manualAdPointSchema], { error: 'La ubicación no es válida' }).optional(),
});
/** What the form sends (sellerType and platformId optional). */
export type ManualAdRequest = z.input<typeof manualAdRequestSchema>;
export type ManualAd = z.output<typeof manualAdRequestSchema>;

/** Strings of the administrator's filtered list. */
export const filteredSearchParamSchema = searchIdParamSchema;
export const filteredAddParamSchema = searchAdParamSchema;

/** POST /api/SearchResultFiltered/filter/{searchId}/{adId}: optional notes; the body itself may be omitted. */
export const filteredAddRequestSchema = z
  .object({ notes: safeText(2000, { type: 'Las notas deben ser texto', tooLong: 'Las notas no pueden superar 2.000 caracteres' }).optional() })
  .nullish()
  .transform((body) => ({ notes: body?.notes ?? '' }));
export type FilteredAddRequest = z.input<typeof filteredAddRequestSchema>;

/**
 * One entry of a search's filtered list; `ad` is the ad as a result of that search, as a card summary (the spec
 * asks for the ad's id; the client matches entries to the cards by it).
 */
export const filteredEntrySchema = z.object({
  id: z.number().int(),
  searchId: z.number().int(),
  ad: adResultSummarySchema,
  notes: z.string(),
  createdAt: z.string(),
});
export type FilteredEntry = z.infer<typeof filteredEntrySchema>;
