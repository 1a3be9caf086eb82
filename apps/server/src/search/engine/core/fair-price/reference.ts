import type { PriceReference } from '../types.js';

/** Within this share of the fair price an ad is "en línea con el mercado". */
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

/** A fair ad's price falls within ±1.28 left-out spreads of its estimate 4 times in 5 (normal residuals). */
const CALIBRATED_Z = 1.2816;
/** The widest calibrated band: beyond it the fit is too noisy for "en línea" to mean much more. */
const MAX_CALIBRATED_BAND = 0.25;

/**
 * The band of a fitted estimate, calibrated (docs/scoring.md, "The band is calibrated"): where 4 in 5 fair ads'
 * prices fall, from the fit's left-out residuals (`leftOutSpread`, log units), never narrower than fairBandOf.
 */
export function calibratedBandOf(error: number, leftOutSpread: number): number {
  const calibrated = Math.min(MAX_CALIBRATED_BAND, Math.expm1(CALIBRATED_Z * leftOutSpread));
  return Math.max(fairBandOf(error), Math.round(calibrated * 1000) / 1000);
}

/** The most the band widens for an estimate carried beyond the fitted years (docs/scoring.md, "No absurd estimate"). */
const MAX_EXTRAPOLATED_WIDENING = 0.2;

/** The band of an estimate outside the fitted range: as fairBandOf, but up to MAX_EXTRAPOLATED_WIDENING wider. */
export function extrapolatedBandOf(error: number): number {
  return Math.round((FAIR_BAND + Math.min(MAX_EXTRAPOLATED_WIDENING, Math.max(0, error))) * 1000) / 1000;
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

/** A market this thick, at this confidence, knows its prices well enough to call one a possible fraud. */
export const FRAUD_PROOF = { marketAds: 30, confidence: 0.7 } as const;

/**
 * A reference thick and sure enough for "posible fraude" (docs/scoring.md, "Fraud sink"): at least FRAUD_PROOF.marketAds
 * ads behind the left-out estimate and at least FRAUD_PROOF.confidence (an estimate beyond the fitted years never is).
 */
export function isFraudProof(reference: PriceReference): boolean {
  return reference.marketAds >= FRAUD_PROOF.marketAds && reference.confidence >= FRAUD_PROOF.confidence;
}

/** Standard errors of the fitted fair price (log units) up to which it is trusted highly, then fairly. */
const TIGHT_ERROR = 0.035;
const LOOSE_ERROR = 0.07;
/** Below this many fitted ads the confidence is at most medium; below FEW_ADS (a model priced mostly by its category's curve) low. */
const MANY_ADS = 20;
const FEW_ADS = 5;
const LOW_CONFIDENCE = 0.45;

/** 0..1 from the fitted price's standard error and the number of ads the fit kept. */
export function fitConfidence(error: number, kept: number): number {
  const byError = error <= TIGHT_ERROR ? 0.9 : error <= LOOSE_ERROR ? 0.7 : LOW_CONFIDENCE;
  return kept >= MANY_ADS ? byError : Math.min(byError, kept >= FEW_ADS ? 0.7 : LOW_CONFIDENCE);
}

export function medianOf(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
