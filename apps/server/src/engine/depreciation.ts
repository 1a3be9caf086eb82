import { UNKNOWN, type PoolItem } from './vehicle-pool.js';

/**
 * A depreciation model of one vehicle model: least squares of log(price) against year and km, fitted on
 * the model's ads (as the big portals' price ratings do). Used when an ad has too few close comparables,
 * so an old, high-km car is judged against what such a car costs, not against the median of newer ones.
 *
 * Guards: only ads within sane bounds are fitted; at least MIN_MODEL_ADS of them; the year and km must
 * vary and not be collinear; one pass drops residual outliers (a scam price must not drag the curve) and
 * the model is refitted; a curve where newer or fewer km costs less is not a depreciation and is refused.
 */

/** Fewer ads than this (after the outliers are dropped) and the model is not used. */
export const MIN_MODEL_ADS = 12;
/** From this many ads the model is trusted fully on the count. */
const MANY_MODEL_ADS = 30;
const SANE = { minPrice: 300, maxPrice: 2_000_000, minYear: 1950, maxYear: 2100, maxKm: 1_000_000 } as const;
/** Residuals beyond this many standard deviations (log scale) are outliers. */
const OUTLIER_SDS = 2.5;
/** ... but never closer than this (log scale, ±16 %): a very tight fit must not drop honest ads. */
const MIN_OUTLIER_DISTANCE = 0.15;
/** 1 − r² of year and km above which they are independent enough to fit both. */
const MIN_INDEPENDENCE = 0.02;
const KM_UNIT = 10_000;
const BASE_YEAR = 2000;

export interface DepreciationFit {
  /** Predicted price (whole euros) for a year and km. */
  predict(year: number, km: number): number;
  /** Ads the fit kept (after bounds and outliers). */
  count: number;
  /** Residual standard deviation, log scale. */
  spread: number;
  minYear: number;
  maxYear: number;
  minKm: number;
  maxKm: number;
  /** The kept items, for the ad page's chart. */
  kept: readonly PoolItem[];
}

const sane = (item: PoolItem): boolean =>
  item.year !== UNKNOWN &&
  item.km !== UNKNOWN &&
  item.price >= SANE.minPrice &&
  item.price <= SANE.maxPrice &&
  item.year >= SANE.minYear &&
  item.year <= SANE.maxYear &&
  item.km <= SANE.maxKm;

interface Coefficients {
  meanX1: number;
  meanX2: number;
  meanY: number;
  b1: number;
  b2: number;
  spread: number;
}

/** Ordinary least squares of y on (x1, x2) over `items`, or null when degenerate. */
function solve(items: readonly PoolItem[]): Coefficients | null {
  const n = items.length;
  if (n < MIN_MODEL_ADS) return null;
  let s1 = 0;
  let s2 = 0;
  let sy = 0;
  for (const item of items) {
    s1 += item.year - BASE_YEAR;
    s2 += item.km / KM_UNIT;
    sy += Math.log(item.price);
  }
  const meanX1 = s1 / n;
  const meanX2 = s2 / n;
  const meanY = sy / n;
  let s11 = 0;
  let s22 = 0;
  let s12 = 0;
  let s1y = 0;
  let s2y = 0;
  let syy = 0;
  for (const item of items) {
    const x1 = item.year - BASE_YEAR - meanX1;
    const x2 = item.km / KM_UNIT - meanX2;
    const y = Math.log(item.price) - meanY;
    s11 += x1 * x1;
    s22 += x2 * x2;
    s12 += x1 * x2;
    s1y += x1 * y;
    s2y += x2 * y;
    syy += y * y;
  }
  const det = s11 * s22 - s12 * s12;
  if (!(s11 > 0 && s22 > 0) || det <= MIN_INDEPENDENCE * s11 * s22) return null;
  const b1 = (s1y * s22 - s2y * s12) / det;
  const b2 = (s2y * s11 - s1y * s12) / det;
  const residual = Math.max(0, syy - b1 * s1y - b2 * s2y);
  return { meanX1, meanX2, meanY, b1, b2, spread: Math.sqrt(residual / (n - 3)) };
}

const predictLog = (c: Coefficients, year: number, km: number): number => c.meanY + c.b1 * (year - BASE_YEAR - c.meanX1) + c.b2 * (km / KM_UNIT - c.meanX2);

/**
 * Fits the model on `items` with `excluded` left out (the ad being priced: its own price never moves its
 * reference), or returns null when the guards refuse it.
 */
export function fitDepreciation(items: readonly PoolItem[], excluded: PoolItem | null = null): DepreciationFit | null {
  const candidates = items.filter((item) => item !== excluded && sane(item));
  const first = solve(candidates);
  if (!first) return null;
  const limit = Math.max(MIN_OUTLIER_DISTANCE, OUTLIER_SDS * first.spread);
  const kept = candidates.filter((item) => Math.abs(Math.log(item.price) - predictLog(first, item.year, item.km)) <= limit);
  const model = kept.length === candidates.length ? first : solve(kept);
  // Newer cars and fewer km never cost less in a depreciation curve; a fit saying so is noise.
  if (!model || model.b1 < 0 || model.b2 > 0) return null;
  let minYear = Infinity;
  let maxYear = -Infinity;
  let minKm = Infinity;
  let maxKm = -Infinity;
  for (const item of kept) {
    minYear = Math.min(minYear, item.year);
    maxYear = Math.max(maxYear, item.year);
    minKm = Math.min(minKm, item.km);
    maxKm = Math.max(maxKm, item.km);
  }
  return {
    predict: (year, km) => Math.round(Math.exp(predictLog(model, year, km))),
    count: kept.length,
    spread: model.spread,
    minYear,
    maxYear,
    minKm,
    maxKm,
    kept,
  };
}

/** Residual spreads (log scale) up to which the fit is tight, then acceptable. */
const TIGHT_SPREAD = 0.2;
const LOOSE_SPREAD = 0.35;
/** Predicting outside the years and km the model saw is extrapolation: trusted less. */
const EXTRAPOLATION_FACTOR = 0.6;
const KM_MARGIN = 1.3;
const YEAR_MARGIN = 1;

/** 0..1: how much a prediction for (year, km) is trusted, from the count, the spread and extrapolation. */
export function fitConfidence(fit: DepreciationFit, year: number, km: number): number {
  const countFactor = fit.count >= MANY_MODEL_ADS ? 1 : 0.8;
  const spreadFactor = fit.spread <= TIGHT_SPREAD ? 1 : fit.spread <= LOOSE_SPREAD ? 0.8 : 0.6;
  const inside = year >= fit.minYear - YEAR_MARGIN && year <= fit.maxYear + YEAR_MARGIN && km >= fit.minKm / KM_MARGIN && km <= fit.maxKm * KM_MARGIN;
  return countFactor * spreadFactor * (inside ? 1 : EXTRAPOLATION_FACTOR);
}
