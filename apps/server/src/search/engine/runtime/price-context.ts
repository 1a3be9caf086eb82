import { peersEs, PRICE_CONTEXT_MAX_VALUES, type PriceContext } from '@ojeador/shared';
import type { AdRow } from '../../../db/rows.js';
import { buildMarket, confidenceLevelOf, MIN_COMPARABLES, type Market } from '../core/market.js';
import { PreparedAd } from '../core/prepared-ad.js';
import { toRawAd } from './search-query.js';
import type { RawAd } from '../core/types.js';

const HOMES = 3;

/** At most `max` values, evenly spread over the ascending list (first and last kept). */
function thin(sorted: readonly number[], max: number): number[] {
  if (sorted.length <= max) return [...sorted];
  return Array.from({ length: max }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (max - 1))]);
}

/**
 * Where a stored ad's price sits, for the ad page's chart: the same market code and the same reference as its
 * score's price point (one price story: the same estimate, the same comparables and the same words).
 * `comparables` are the values the reference was judged against (each close comparable's price adjusted to this
 * ad's year and km, or surface, by the fit), `median` the fair price, and the "precio justo" band
 * (`fairLow`..`fairHigh`) the reference's band, the one the price point calls "en línea con el mercado". Null when the ad has no
 * price; `basis: 'none'` when there are too few to judge by.
 */
export function priceContextOf(ad: AdRow, others: AdRow[]): PriceContext | null {
  if (!(ad.price > 0)) return null;
  const raw = toRawAd(ad);
  return priceContextIn(raw, buildMarket([...others.filter((other) => other.id !== ad.id).map(toRawAd), raw]));
}

/** priceContextOf in a market already built (the engine's catalog market, the one polls and runs score in). */
export function priceContextIn(ad: RawAd | PreparedAd, market: Market): PriceContext | null {
  const raw = ad instanceof PreparedAd ? ad.ad : ad;
  if (!(raw.price > 0)) return null;
  const { reference, values } = market.valuesFor(ad);
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
      peers: null,
      peersCode: null,
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
    fairLow: Math.round(reference.median * (1 - reference.band)),
    fairHigh: Math.round(reference.median * (1 + reference.band)),
    peers: peersEs(reference.peers),
    peersCode: reference.peers,
    value,
  };
}
