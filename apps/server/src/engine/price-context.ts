import { PRICE_CONTEXT_MAX_VALUES, type PriceContext } from '@ojeador/shared';
import type { AdRow, SearchParametersRow, SearchRow } from '../db/rows.js';
import { buildMarket, confidenceLevelOf, MIN_COMPARABLES } from './market.js';
import { compileQuery } from './match.js';
import { searchQueryOf, toRawAd } from './search-query.js';
import { containsPhrase, type KeywordPhrase } from './text.js';

const HOMES = 3;

/** The value at quantile q (0..1) of ascending values, interpolated. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** At most `max` values, evenly spread over the ascending list (first and last kept). */
function thin(sorted: readonly number[], max: number): number[] {
  if (sorted.length <= max) return [...sorted];
  return Array.from({ length: max }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (max - 1))]);
}

/**
 * Where a stored ad's price sits among the ads the engine would compare it with (the same market code and
 * the same reference as its score's price point, with the search's title keywords when a search is given).
 * `comparables` are the values the reference was judged against (for the depreciation model, each fitted
 * ad's price adjusted to this ad's year and km), `median` the reference, and the "precio justo" band
 * (`fairLow`..`fairHigh`) their interquartile range. Null when the ad has no price; `basis: 'none'` when
 * there are fewer than MIN_COMPARABLES to judge by.
 */
export function priceContextOf(search: SearchRow | null, parameters: SearchParametersRow | null, ad: AdRow, others: AdRow[], now: Date): PriceContext | null {
  if (!(ad.price > 0)) return null;
  const raw = toRawAd(ad);
  const market = buildMarket([...others.filter((other) => other.id !== ad.id).map(toRawAd), raw]);
  const titlePhrases: KeywordPhrase[] = [];
  if (search) {
    const foldedTitle = market.preparedFor(raw).foldedTitle;
    for (const keyword of compileQuery(searchQueryOf(search, parameters), now).keywords) if (containsPhrase(foldedTitle, keyword)) titlePhrases.push(keyword);
  }
  const { reference, values } = market.valuesFor(raw, titlePhrases);
  const sqm = raw.attributes.sqm;
  const perSqm = reference ? reference.basis === 'pricePerSqm' : raw.category === HOMES && sqm !== undefined && sqm > 0;
  const value = perSqm && sqm ? Math.round(raw.price / sqm) : raw.price;
  const unit = perSqm ? 'eur_m2' : 'eur';
  if (!reference || reference.comparables < MIN_COMPARABLES || values.length === 0) {
    return {
      unit,
      basis: 'none',
      confidence: null,
      comparableCount: reference?.comparables ?? 0,
      comparables: [],
      median: null,
      fairLow: null,
      fairHigh: null,
      value,
    };
  }
  const rounded = values.map((v) => Math.round(v));
  return {
    unit,
    basis: reference.method === 'model' ? 'model' : 'comparables',
    confidence: confidenceLevelOf(reference.confidence),
    comparableCount: reference.comparables,
    comparables: thin(rounded, PRICE_CONTEXT_MAX_VALUES),
    median: reference.median,
    fairLow: Math.round(quantile(values, 0.25)),
    fairHigh: Math.round(quantile(values, 0.75)),
    value,
  };
}
