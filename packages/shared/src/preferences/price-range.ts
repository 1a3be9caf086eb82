import { preferencesForCategory, type SearchPreferences } from '../schemas/preferences.js';

/**
 * The maximum price a search filters ads by, and where it comes from: the price range's
 * maximum when the customer set one, else the price their description states ("hasta 9.000 €", the
 * `maxPrice` preference). The explicit range always rules: a description price it overrules (a
 * different maximum, or one under the range's minimum) filters nothing and is reported so the summary
 * can say which one rules. Server (engine/match.ts) and web (the summaries) read it from here.
 */
export interface PriceCeiling {
  /** null: no maximum. */
  readonly maxPrice: number | null;
  readonly from: 'range' | 'description' | null;
  /** The description's price when the range overrules it; null when none or when both agree. */
  readonly overruled: number | null;
}

export interface PriceRangeInput {
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

export function priceCeiling(range: PriceRangeInput, preferences: SearchPreferences | null | undefined, categoryId: number): PriceCeiling {
  const stated = preferences ? preferencesForCategory(preferences, categoryId).maxPrice : undefined;
  const described = stated === undefined ? null : stated;
  if (range.maxPrice !== null) {
    return { maxPrice: range.maxPrice, from: 'range', overruled: described !== null && described !== range.maxPrice ? described : null };
  }
  if (described === null) return { maxPrice: null, from: null, overruled: null };
  // "desde 10.000 €" on the slider and "hasta 9.000 €" in the text would match nothing: the slider rules.
  if (range.minPrice !== null && described < range.minPrice) return { maxPrice: null, from: null, overruled: described };
  return { maxPrice: described, from: 'description', overruled: null };
}
