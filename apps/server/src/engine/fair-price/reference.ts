import type { PriceReference } from '../types.js';

/** Within this share of the fair price an ad is "en línea con el mercado" (issue 23). */
export const FAIR_BAND = 0.08;
/** The most the band widens for an uncertain estimate (fairBandOf). */
const MAX_BAND_WIDENING = 0.04;

/**
 * The band within which a price is called "en línea con el mercado": ±FAIR_BAND around the fair price, widened by the
 * estimate's own standard error (log units, at most MAX_BAND_WIDENING): a price is called above or below the market
 * only when it is off by more than the band plus what the estimate itself may be off by (docs/scoring.md "Fair price").
 */
export function fairBandOf(error: number): number {
  return Math.round((FAIR_BAND + Math.min(MAX_BAND_WIDENING, Math.max(0, error))) * 1000) / 1000;
}

/** Fewer comparables than this and a price is not judged (docs/scoring.md, "Fair price"). */
export const MIN_COMPARABLES = 5;

/** Where a reference writes the values it was judged against (the ad page's chart). */
export interface ValueSink {
  values: number[];
}

/** Words for a reference's confidence: at least 0.8 high, at least 0.5 medium, else low. */
export function confidenceLevelOf(confidence: number): 'high' | 'medium' | 'low' {
  return confidence >= 0.8 ? 'high' : confidence >= 0.5 ? 'medium' : 'low';
}

/**
 * A reference the fraud sink may act on: enough comparables and at least medium confidence. Every reference is
 * like for like (a fitted curve or close comparables), so an old car at an old car's price is never a scam.
 */
export function isTrustworthy(reference: PriceReference): boolean {
  return reference.comparables >= MIN_COMPARABLES && reference.confidence >= 0.5;
}

/** Standard errors of the fitted fair price (log units) up to which it is trusted highly, then fairly. */
const TIGHT_ERROR = 0.035;
const LOOSE_ERROR = 0.07;
/** Below this many fitted ads the confidence is at most medium. */
const MANY_ADS = 20;

/** 0..1 from the fitted price's standard error and the number of ads the fit kept. */
export function fitConfidence(error: number, kept: number): number {
  const byError = error <= TIGHT_ERROR ? 0.9 : error <= LOOSE_ERROR ? 0.7 : 0.45;
  return kept >= MANY_ADS ? byError : Math.min(byError, 0.7);
}

export function medianOf(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
