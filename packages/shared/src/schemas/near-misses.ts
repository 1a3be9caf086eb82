import { z } from 'zod';
import { PREFERENCE_FUELS, PREFERENCE_HOME_TYPES } from './preferences.js';

/**
 * Near misses of a search's latest run: ads that failed ONLY one criterion, and by little.
 * Each suggestion says how many such ads there are and the change that would let them in. The criteria
 * are listed in the order their suggestions are offered: the mildest change first.
 */
export const NEAR_MISS_CRITERIA = ['radius', 'price', 'keyword', 'limit'] as const;
export type NearMissCriterion = (typeof NEAR_MISS_CRITERIA)[number];

/** Near-miss bounds: outside the radius but within this factor of it; above the maximum price by up to this ratio. */
export const NEAR_MISS_BOUNDS = { radiusFactor: 2, priceRatio: 0.3 } as const;

/** Stated limits (preferences) that `strictMatchOnly` turns into filters, and so can be relaxed. */
export const NEAR_MISS_LIMITS = ['fuel', 'gearbox', 'maxKm', 'minYear', 'maxYear', 'maxPrice', 'sellerType', 'a2', 'minRooms', 'minSqm', 'homeTypes'] as const;
export type NearMissLimit = (typeof NEAR_MISS_LIMITS)[number];

const count = z.number().int().positive();
const limitValue = z.union([z.number().int(), z.string(), z.boolean(), z.array(z.enum([...PREFERENCE_FUELS, ...PREFERENCE_HOME_TYPES]))]);

export const nearMissSuggestionSchema = z.discriminatedUnion('criterion', [
  z.object({ criterion: z.literal('radius'), count, fromKm: z.number().int(), toKm: z.number().int() }).describe('Widen the radius to toKm'),
  z.object({ criterion: z.literal('price'), count, fromPrice: z.number().int(), toPrice: z.number().int() }).describe('Raise the maximum price to toPrice'),
  z
    .object({
      criterion: z.literal('keyword'),
      count,
      keyword: z.string(),
      keywords: z.string().describe('The keywords without it'),
      brings: z.array(z.string()).optional().describe('What these ads are instead, most frequent first ("Ibiza", "Ateca")'),
    })
    .describe('Drop the one keyword these ads miss: offered only when no milder change has near misses'),
  z
    .object({
      criterion: z.literal('limit'),
      count,
      limit: z.enum(NEAR_MISS_LIMITS),
      from: limitValue,
      to: limitValue.nullable().describe('null: the limit is removed'),
    })
    .describe('Relax the one stated limit these ads break (strictMatchOnly)'),
]);
export type NearMissSuggestion = z.infer<typeof nearMissSuggestionSchema>;

/** What a run stores (search_runs.near_misses): the suggestions and the parameters they were counted for. */
export const storedNearMissesSchema = z.object({ basis: z.string(), suggestions: z.array(nearMissSuggestionSchema) });
export type StoredNearMisses = z.infer<typeof storedNearMissesSchema>;

export const nearMissesResponseSchema = z.object({
  runFinishedAt: z.string().nullable().describe('When the run that counted them ended; null: no run yet'),
  suggestions: z.array(nearMissSuggestionSchema).describe('Radius, price, keyword, then limit; empty when the parameters changed since that run'),
});
export type NearMissesResponse = z.infer<typeof nearMissesResponseSchema>;

export const widenSearchRequestSchema = z.object({ criterion: z.enum(NEAR_MISS_CRITERIA) });
export type WidenSearchRequest = z.infer<typeof widenSearchRequestSchema>;
export const widenSearchResponseSchema = z.object({ queued: z.literal(true), applied: nearMissSuggestionSchema });
export type WidenSearchResponse = z.infer<typeof widenSearchResponseSchema>;

/** The search fields a run's near misses depend on. */
export type NearMissBasisInput = {
  categoryId: number;
  description: string;
  parameters: {
    keywords: string;
    userSearch: string;
    locationRangeKm: number | null;
    latitude: number | null;
    longitude: number | null;
    minPrice: number | null;
    maxPrice: number | null;
    strictMatchOnly: boolean;
    preferences: unknown;
  } | null;
};

/** Stable text of those fields: the run stores it, widening compares it (different: the parameters changed since). */
export function nearMissBasis({ categoryId, description, parameters: p }: NearMissBasisInput): string {
  return JSON.stringify([
    categoryId,
    description,
    p ? [p.keywords, p.userSearch, p.locationRangeKm, p.latitude, p.longitude, p.minPrice, p.maxPrice, p.strictMatchOnly, p.preferences ?? null] : null,
  ]);
}

/** Server messages of widening (the web shows its own catalogue texts, branching on the code). */
export const NEAR_MISS_MESSAGES = {
  stale: 'La búsqueda ha cambiado desde su última ejecución: espera a que termine la siguiente para ver cómo ampliarla.',
  noSuggestion: 'Ya no hay una sugerencia para ampliar ese criterio.',
} as const;
