import { z } from 'zod';
import { DEFAULT_PLATFORM_IDS, MAX_FREQUENCY_HOURS, PLATFORMS, PRICE_RANGE, RADIUS_KM } from '../constants.js';
import { SEARCH_MESSAGES } from '../area-messages.js';
import { categoryCodeSchema, serviceTypeCodeSchema } from './catalog.js';
import { bodyIdSchema, idParamSchema, searchIdParamSchema } from './common.js';
import { safeText } from './text.js';
import { HIRE_STATUSES } from '../hire-status.js';
import { searchPreferencesSchema } from './preferences.js';
import { CHECKLIST_RESULTS } from '../review-checklists.js';

export const DEFAULT_SEARCH_DESCRIPTION = 'Descripción por defecto';

/** Seconds a search must wait between two "run now" requests. */
export const RUN_NOW_COOLDOWN_SECONDS = 30;

const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as number[];

const frequencySchema = z
  .number({ error: SEARCH_MESSAGES.frequencyInvalid })
  .int({ error: SEARCH_MESSAGES.frequencyInvalid })
  .min(1, { error: SEARCH_MESSAGES.frequencyTooLow })
  .max(MAX_FREQUENCY_HOURS, { error: SEARCH_MESSAGES.frequencyTooHigh });

const categoryIdSchema = bodyIdSchema(SEARCH_MESSAGES.categoryInvalid);

const titleSchema = safeText(200, { required: SEARCH_MESSAGES.titleRequired, tooLong: SEARCH_MESSAGES.titleTooLong });

/** Blank or missing descriptions become the spec's default text. */
const descriptionSchema = safeText(2000, { type: SEARCH_MESSAGES.descriptionTooLong, tooLong: SEARCH_MESSAGES.descriptionTooLong, trim: false })
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : DEFAULT_SEARCH_DESCRIPTION));

const startDateSchema = z.iso.datetime({ offset: true, error: SEARCH_MESSAGES.startDateInvalid }).nullish();

/** Number or numeric string (the map sends strings), range-checked; blank or missing is null. */
function coordinateSchema(limit: number, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
      if (!Number.isFinite(n) || n < -limit || n > limit) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

function priceSchema(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(PRICE_RANGE.min, { error: message })
    .max(PRICE_RANGE.max, { error: message })
    .nullish()
    .transform((v) => v ?? null);
}

const optionalIdSchema = (message: string) =>
  bodyIdSchema(message)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The parameters object of the spec, as sent on `POST/PUT /api/SearchParameter/{searchId}` and inside
 * a creation request. `category` and `frequency` live on the search: when given here they are checked
 * and applied to it (on creation the search's own fields win).
 */
export const searchParametersInputSchema = z
  .object({
    keywords: safeText(200, { type: SEARCH_MESSAGES.keywordsTooLong, tooLong: SEARCH_MESSAGES.keywordsTooLong }).default(''),
    userSearch: safeText(2000, { type: SEARCH_MESSAGES.descriptionTooLong, tooLong: SEARCH_MESSAGES.descriptionTooLong }).default(''),
    category: categoryIdSchema.optional(),
    frequency: frequencySchema.optional(),
    serviceTypeId: z
      .number({ error: SEARCH_MESSAGES.serviceTypeInvalid })
      .int({ error: SEARCH_MESSAGES.serviceTypeInvalid })
      .refine((id) => id === 1 || id === 2, { error: SEARCH_MESSAGES.serviceTypeInvalid })
      .nullish()
      .transform((v) => v ?? null),
    locationRange: z
      .number({ error: SEARCH_MESSAGES.radiusInvalid })
      .int({ error: SEARCH_MESSAGES.radiusInvalid })
      .min(RADIUS_KM.min, { error: SEARCH_MESSAGES.radiusInvalid })
      .max(RADIUS_KM.max, { error: SEARCH_MESSAGES.radiusInvalid })
      .nullish()
      .transform((v) => v ?? null),
    latitude: coordinateSchema(90, SEARCH_MESSAGES.latitudeInvalid),
    longitude: coordinateSchema(180, SEARCH_MESSAGES.longitudeInvalid),
    minPrice: priceSchema(SEARCH_MESSAGES.minPriceInvalid),
    maxPrice: priceSchema(SEARCH_MESSAGES.maxPriceInvalid),
    brandId: optionalIdSchema(SEARCH_MESSAGES.brandInvalid),
    modelId: optionalIdSchema(SEARCH_MESSAGES.modelInvalid),
    platformIds: z
      .array(
        z
          .number({ error: SEARCH_MESSAGES.platformsInvalid })
          .int({ error: SEARCH_MESSAGES.platformsInvalid })
          .refine((id) => PLATFORM_IDS.includes(id), { error: SEARCH_MESSAGES.platformsInvalid }),
        { error: SEARCH_MESSAGES.platformsInvalid },
      )
      .min(1, { error: SEARCH_MESSAGES.platformsInvalid })
      .max(PLATFORM_IDS.length, { error: SEARCH_MESSAGES.platformsInvalid })
      .nullish()
      .transform((ids) => (ids && ids.length ? [...new Set(ids)] : [...DEFAULT_PLATFORM_IDS])),
    strictMatchOnly: z.boolean({ error: SEARCH_MESSAGES.strictInvalid }).default(false),
    /** What the customer's words ask for; when absent or null the server reads it from keywords + userSearch. */
    preferences: searchPreferencesSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    if (p.minPrice !== null && p.maxPrice !== null && p.minPrice > p.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: SEARCH_MESSAGES.priceOrder });
    }
    if ((p.latitude === null) !== (p.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [p.latitude === null ? 'latitude' : 'longitude'], message: SEARCH_MESSAGES.coordinatesTogether });
    }
  });
/** What a form sends (numbers or numeric strings for coordinates; most fields optional). */
export type SearchParametersInput = z.input<typeof searchParametersInputSchema>;
/** After validation: defaults applied, coordinates as numbers. */
export type SearchParametersValues = z.output<typeof searchParametersInputSchema>;

/** The parameters as read back; `category` and `frequency` come from the search. */
export const searchParametersSchema = z.object({
  searchId: z.number().int(),
  keywords: z.string(),
  userSearch: z.string(),
  category: z.number().int(),
  categoryCode: categoryCodeSchema,
  frequency: z.number().int(),
  serviceTypeId: z.number().int().nullable(),
  serviceTypeCode: serviceTypeCodeSchema.nullable(),
  locationRange: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  modelId: z.number().int().nullable(),
  platformIds: z.array(z.number().int()),
  strictMatchOnly: z.boolean(),
  /** Stored, or read from keywords + userSearch when never set; keys absent when nothing was said. */
  preferences: searchPreferencesSchema,
});
export type SearchParameters = z.infer<typeof searchParametersSchema>;

/** `POST /api/Search`: the search and, optionally, its parameters, stored in one transaction. */
export const createSearchRequestSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categoryIdSchema,
  frequency: frequencySchema,
  isActive: z.boolean({ error: SEARCH_MESSAGES.isActiveInvalid }).default(true),
  /** ISO 8601 with offset; default now. */
  startDate: startDateSchema,
  parameters: searchParametersInputSchema.nullish(),
});
export type CreateSearchRequest = z.input<typeof createSearchRequestSchema>;
export type CreateSearchValues = z.output<typeof createSearchRequestSchema>;

/** `PUT /api/Search/{id}`. The server resets startDate to now whatever is sent. */
export const updateSearchRequestSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  frequency: frequencySchema,
  startDate: startDateSchema,
});
export type UpdateSearchRequest = z.input<typeof updateSearchRequestSchema>;
export type UpdateSearchValues = z.output<typeof updateSearchRequestSchema>;

export const searchCreatorSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type SearchCreator = z.infer<typeof searchCreatorSchema>;

/** One search in the lists. Dates are ISO 8601 strings. `user` only in the admin's views. */
export const searchListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.number().int(),
  categoryCode: categoryCodeSchema,
  categoryName: z.string(),
  /** Hours between runs. */
  frequency: z.number().int(),
  isActive: z.boolean(),
  isRevised: z.boolean(),
  lastExecution: z.string().nullable(),
  startDate: z.string(),
  nextRunAt: z.string(),
  createdAt: z.string(),
  resultCount: z.number().int(),
  newResultCount: z.number().int(),
  user: searchCreatorSchema.optional(),
});
export type SearchListItem = z.infer<typeof searchListItemSchema>;
export const searchListSchema = z.array(searchListItemSchema);

export const searchHireSummarySchema = z.object({
  id: z.number().int(),
  expertId: z.number().int(),
  /** The expert's public profile (/expertos/{id}). */
  expertProfileId: z.number().int(),
  clientId: z.number().int(),
  /** Hire state (see hire-status.ts). */
  status: z.enum(HIRE_STATUSES),
  /** The price held for it, in euros. */
  amount: z.number(),
  serviceTypeId: z.number().int(),
  serviceTypeCode: serviceTypeCodeSchema,
  /** The service type's stored name (`serviceTypeCode` is what the client words). */
  serviceName: z.string(),
  expertName: z.string(),
  /** The expert's written report, once finalized. */
  report: z.string().nullable(),
  checklist: z.array(z.object({ key: z.string(), label: z.string(), result: z.enum(CHECKLIST_RESULTS), note: z.string() })).nullable(),
  finalizedAt: z.string().nullable(),
  /** Why the expert said no (Rechazar); null otherwise. */
  rejectionReason: z.string().nullable(),
  /** The ads the report points at (picked in the finalize dialog), in the order picked. */
  recommendedAds: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number(), url: z.string() })),
  /** The ad the customer hired an in-person review of, from its page; null for a hire of the whole search. */
  ad: z.object({ id: z.number().int(), title: z.string(), price: z.number(), url: z.string() }).nullable(),
  /** When an unanswered pending hire cancels itself, or an undecided finished one completes itself. */
  deadline: z.string().nullable(),
  /** Whether the caller already reviewed it. */
  reviewed: z.boolean(),
});
export type SearchHireSummary = z.infer<typeof searchHireSummarySchema>;

export const searchDetailSchema = searchListItemSchema.extend({
  userId: z.number().int(),
  parameters: searchParametersSchema.nullable(),
  /** The newest hire of the search, if any. */
  searchHire: searchHireSummarySchema.nullable(),
  /** "Alertas al momento": the owner's switch for this search (on by default; it only alerts while the plan has them). */
  instantAlerts: z.boolean(),
  /** Whether the owner's plan has instant alerts (Plus, Pro, or the administrator). */
  instantAlertsAvailable: z.boolean(),
});
export type SearchDetail = z.infer<typeof searchDetailSchema>;

/** `PUT /api/Search/{id}/instant-alerts`: turns "Alertas al momento" on or off for one search. */
export const instantAlertsRequestSchema = z.object({ enabled: z.boolean({ error: SEARCH_MESSAGES.instantAlertsInvalid }) });
export type InstantAlertsRequest = z.infer<typeof instantAlertsRequestSchema>;
export const instantAlertsResponseSchema = z.object({ instantAlerts: z.boolean() });
export type InstantAlertsResponse = z.infer<typeof instantAlertsResponseSchema>;

export const searchPathParamsSchema = idParamSchema;
export { searchIdParamSchema };

export const runSearchResponseSchema = z.object({ queued: z.literal(true) });
export type RunSearchResponse = z.infer<typeof runSearchResponseSchema>;

/**
 * Where the search's latest run stands, from the run log: `queued` when a run was asked for ("Buscar ahora" or
 * saving the parameters) and none has started since, `running` until it ends, then `succeeded` or `failed`;
 * `idle` when it never ran and nothing waits.
 */
export const SEARCH_RUN_STATES = ['idle', 'queued', 'running', 'succeeded', 'failed'] as const;
export type SearchRunState = (typeof SEARCH_RUN_STATES)[number];
export const searchRunStatusSchema = z.object({
  state: z.enum(SEARCH_RUN_STATES),
  /** What queued the run shown (null when idle or queued). */
  trigger: z.enum(['schedule', 'manual', 'edit', 'poll']).nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Results the run found for the first time. */
  newResults: z.number().int(),
  /** After an edit: results that no longer match (kept, not listed), and earlier set-aside ones matching again. */
  excludedResults: z.number().int(),
  restoredResults: z.number().int(),
});
export type SearchRunStatus = z.infer<typeof searchRunStatusSchema>;
