import { z } from 'zod';
import { PRICE_RANGE } from '../constants.js';
import { SEARCH_MESSAGES } from '../area-messages.js';
import { safeText } from './text.js';
import { bodyIdSchema } from './common.js';

/** What the customer's words (keywords + free description) say they want; see docs/scoring.md. */
export const PREFERENCE_FUELS = ['gasolina', 'diesel', 'hibrido', 'electrico', 'glp'] as const;
export const PREFERENCE_GEARBOXES = ['manual', 'automatico'] as const;
export const PREFERENCE_SELLER_TYPES = ['particular', 'professional', 'dealer'] as const;
export const PREFERENCE_HOME_TYPES = ['piso', 'atico', 'duplex', 'estudio', 'casa', 'chalet'] as const;
export const PREFERENCE_HOME_FEATURES = ['terraza', 'ascensor', 'garaje', 'piscina', 'trastero', 'exterior'] as const;
export type PreferenceFuel = (typeof PREFERENCE_FUELS)[number];
export type PreferenceGearbox = (typeof PREFERENCE_GEARBOXES)[number];
export type PreferenceSellerType = (typeof PREFERENCE_SELLER_TYPES)[number];
export type PreferenceHomeType = (typeof PREFERENCE_HOME_TYPES)[number];
export type PreferenceHomeFeature = (typeof PREFERENCE_HOME_FEATURES)[number];

/** Years a preference may name. */
export const PREFERENCE_YEAR_RANGE = { min: 1900, max: 2100 } as const;
export const PREFERENCE_MAX_KM = 2_000_000;
export const PREFERENCE_MAX_ROOMS = 20;
export const PREFERENCE_MAX_SQM = 100_000;

const message = { error: SEARCH_MESSAGES.preferencesInvalid };
const int = (min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);
/** A list of known values without repeats, at least one. */
const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values, message), message)
    .min(1, message)
    .max(values.length, message)
    .refine((list) => new Set(list).size === list.length, message);

/**
 * The preferences stored with a search's parameters. A key is absent when nothing was said about it.
 * `maxPrice` (whole euros) is a price wish written in the text ("hasta 15.000 €"); scoring uses it
 * only when the price slider set no maximum.
 */
export const searchPreferencesSchema = z
  .strictObject(
    {
      fuel: uniqueList(PREFERENCE_FUELS).optional(),
      gearbox: z.enum(PREFERENCE_GEARBOXES, message).optional(),
      maxKm: int(0, PREFERENCE_MAX_KM).optional(),
      minYear: int(PREFERENCE_YEAR_RANGE.min, PREFERENCE_YEAR_RANGE.max).optional(),
      maxYear: int(PREFERENCE_YEAR_RANGE.min, PREFERENCE_YEAR_RANGE.max).optional(),
      maxPrice: int(PRICE_RANGE.min, PRICE_RANGE.max).optional(),
      sellerType: z.enum(PREFERENCE_SELLER_TYPES, message).optional(),
      a2: z.literal(true, message).optional(),
      abs: z.literal(true, message).optional(),
      minRooms: int(0, PREFERENCE_MAX_ROOMS).optional(),
      minSqm: int(1, PREFERENCE_MAX_SQM).optional(),
      homeTypes: uniqueList(PREFERENCE_HOME_TYPES).optional(),
      features: uniqueList(PREFERENCE_HOME_FEATURES).optional(),
      lowKm: z.literal(true, message).optional(),
    },
    message,
  )
  .superRefine((p, ctx) => {
    if (p.minYear !== undefined && p.maxYear !== undefined && p.minYear > p.maxYear) {
      ctx.addIssue({ code: 'custom', path: ['maxYear'], message: SEARCH_MESSAGES.preferencesYearOrder });
    }
  });
export type SearchPreferences = z.output<typeof searchPreferencesSchema>;
export type SearchPreferencesInput = z.input<typeof searchPreferencesSchema>;

/** `POST /api/SearchParameter/preview`: what the parser understands of a search being written. */
export const preferencesPreviewRequestSchema = z.object({
  category: bodyIdSchema(SEARCH_MESSAGES.categoryInvalid),
  keywords: safeText(200, { type: SEARCH_MESSAGES.keywordsTooLong, tooLong: SEARCH_MESSAGES.keywordsTooLong }).default(''),
  userSearch: safeText(2000, { type: SEARCH_MESSAGES.descriptionTooLong, tooLong: SEARCH_MESSAGES.descriptionTooLong }).default(''),
});
export type PreferencesPreviewRequest = z.input<typeof preferencesPreviewRequestSchema>;
export const preferencesPreviewResponseSchema = z.object({ preferences: searchPreferencesSchema });
export type PreferencesPreviewResponse = z.infer<typeof preferencesPreviewResponseSchema>;

/** The preference keys that mean something for each category (1 cars, 2 motorbikes, 3 homes). */
export const PREFERENCE_KEYS_BY_CATEGORY: Record<number, readonly (keyof SearchPreferences)[]> = {
  1: ['fuel', 'gearbox', 'maxKm', 'lowKm', 'minYear', 'maxYear', 'maxPrice', 'sellerType'],
  2: ['fuel', 'gearbox', 'maxKm', 'lowKm', 'minYear', 'maxYear', 'maxPrice', 'sellerType', 'a2', 'abs'],
  3: ['maxPrice', 'sellerType', 'minRooms', 'minSqm', 'homeTypes', 'features'],
};

/** Only the keys that mean something for the category (a home search keeps no fuel). */
export function preferencesForCategory(preferences: SearchPreferences, category: number): SearchPreferences {
  const keys = PREFERENCE_KEYS_BY_CATEGORY[category] ?? ['maxPrice', 'sellerType'];
  const out: Record<string, unknown> = {};
  for (const key of keys) if (preferences[key] !== undefined) out[key] = preferences[key];
  return out;
}
