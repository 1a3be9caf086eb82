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
  /** The kept items, for the ad page's chart (computed on demand). */
  kept(): PoolItem[];
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

/** Raw sums of a least-squares fit; centred when solved. */
class Sums {
  n = 0;
  x1 = 0;
  x2 = 0;
  y = 0;
  x11 = 0;
  x22 = 0;
  x12 = 0;
  x1y = 0;
  x2y = 0;
  yy = 0;

  add(x1: number, x2: number, y: number, sign: 1 | -1): void {
    this.n += sign;
    this.x1 += sign * x1;
    this.x2 += sign * x2;
    this.y += sign * y;
    this.x11 += sign * x1 * x1;
    this.x22 += sign * x2 * x2;
    this.x12 += sign * x1 * x2;
    this.x1y += sign * x1 * y;
    this.x2y += sign * x2 * y;
    this.yy += sign * y * y;
  }

  /** Ordinary least squares of y on (x1, x2), or null when degenerate. */
  solve(): Coefficients | null {
    const { n } = this;
    if (n < MIN_MODEL_ADS) return null;
    const meanX1 = this.x1 / n;
    const meanX2 = this.x2 / n;
    const meanY = this.y / n;
    const s11 = this.x11 - n * meanX1 * meanX1;
    const s22 = this.x22 - n * meanX2 * meanX2;
    const s12 = this.x12 - n * meanX1 * meanX2;
    const s1y = this.x1y - n * meanX1 * meanY;
    const s2y = this.x2y - n * meanX2 * meanY;
    const syy = this.yy - n * meanY * meanY;
    const det = s11 * s22 - s12 * s12;
    if (!(s11 > 1e-9 && s22 > 1e-9) || det <= MIN_INDEPENDENCE * s11 * s22) return null;
    const b1 = (s1y * s22 - s2y * s12) / det;
    const b2 = (s2y * s11 - s1y * s12) / det;
    const residual = Math.max(0, syy - b1 * s1y - b2 * s2y);
    return { meanX1, meanX2, meanY, b1, b2, spread: Math.sqrt(residual / (n - 3)) };
  }
}

const predictLog = (c: Coefficients, x1: number, x2: number): number => c.meanY + c.b1 * (x1 - c.meanX1) + c.b2 * (x2 - c.meanX2);

/**
 * One model's fitting data, prepared once (a run prices many ads of one model): the sane items as plain
 * numbers and their sums, so a fit that leaves one ad out costs one pass without allocations.
 */
export class DepreciationData {
  private readonly items: PoolItem[] = [];
  private readonly x1: Float64Array;
  private readonly x2: Float64Array;
  private readonly y: Float64Array;
  private readonly total = new Sums();

  constructor(items: readonly PoolItem[]) {
    for (const item of items) if (sane(item)) this.items.push(item);
    const n = this.items.length;
    this.x1 = new Float64Array(n);
    this.x2 = new Float64Array(n);
    this.y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const item = this.items[i];
      this.x1[i] = item.year - BASE_YEAR;
      this.x2[i] = item.km / KM_UNIT;
      this.y[i] = Math.log(item.price);
      this.total.add(this.x1[i], this.x2[i], this.y[i], 1);
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** The fit with `excluded` left out (its own price never moves its reference), or null when refused. */
  fit(excluded: PoolItem | null): DepreciationFit | null {
    // A linear search: the pass below is linear anyway, and few ads of a pool need the model.
    const skip = excluded === null ? -1 : this.items.indexOf(excluded);
    const first = new Sums();
    Object.assign(first, this.total);
    if (skip >= 0) first.add(this.x1[skip], this.x2[skip], this.y[skip], -1);
    const c1 = first.solve();
    if (!c1) return null;
    const limit = Math.max(MIN_OUTLIER_DISTANCE, OUTLIER_SDS * c1.spread);
    const kept = new Sums();
    let minYear = Infinity;
    let maxYear = -Infinity;
    let minKm = Infinity;
    let maxKm = -Infinity;
    const { x1, x2, y } = this;
    for (let i = 0; i < y.length; i++) {
      if (i === skip || Math.abs(y[i] - predictLog(c1, x1[i], x2[i])) > limit) continue;
      kept.add(x1[i], x2[i], y[i], 1);
      if (x1[i] < minYear) minYear = x1[i];
      if (x1[i] > maxYear) maxYear = x1[i];
      if (x2[i] < minKm) minKm = x2[i];
      if (x2[i] > maxKm) maxKm = x2[i];
    }
    const model = kept.n === first.n ? c1 : kept.solve();
    // Newer cars and fewer km never cost less in a depreciation curve; a fit saying so is noise.
    if (!model || model.b1 < 0 || model.b2 > 0) return null;
    const predict = (year: number, km: number) => Math.round(Math.exp(predictLog(model, year - BASE_YEAR, km / KM_UNIT)));
    return {
      predict,
      count: kept.n,
      spread: model.spread,
      minYear: minYear + BASE_YEAR,
      maxYear: maxYear + BASE_YEAR,
      minKm: minKm * KM_UNIT,
      maxKm: maxKm * KM_UNIT,
      kept: () => this.items.filter((_, i) => i !== skip && Math.abs(y[i] - predictLog(c1, x1[i], x2[i])) <= limit),
    };
  }
}

/** Fits the model on `items` with `excluded` left out, or returns null when the guards refuse it. */
export function fitDepreciation(items: readonly PoolItem[], excluded: PoolItem | null = null): DepreciationFit | null {
  return new DepreciationData(items).fit(excluded);
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
