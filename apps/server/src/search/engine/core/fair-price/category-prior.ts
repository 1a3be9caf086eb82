import { medianOf } from './reference.js';
import { DEALER_FACTOR } from './vehicle-factors.js';
import { kmFeature, powerIn } from './vehicle-design.js';
import type { VehicleItem } from './vehicle-design.js';

/**
 * What a category knows about how its vehicles lose value (docs/scoring.md, "Thin markets borrow strength"): log price
 * on the age (a slope bending at 3, 8 and 15 years) and the km for the age, learned from every model of the category
 * at once with one level per model (within-model, robust), and again for each third of the models by price level (a
 * dear model may lose value otherwise than a cheap one), with the power (log CV or cc against the model's mean) and
 * the dealer's premium, which a thin model cannot tell by itself. A model's own fit is pulled towards this curve
 * (vehicle-fit.ts): the fewer its ads, the more.
 */

const AGE_KNOTS = [3, 8, 15];
/** Columns: the age and its knots, km for the age, log power against the model's mean, dealer. */
const KM = AGE_KNOTS.length + 1;
const POWER = KM + 1;
const DEALER = POWER + 1;
const C = DEALER + 1;
/** Too little for a prior: fewer ads than this in models of at least MODEL_ADS ads, or fewer such models. */
const LEAST = { ads: 60, models: 4 } as const;
const MODEL_ADS = 3;
const TIERS = 3;
/** A price level's own curve needs this many ads; else it takes the whole category's. */
const TIER_ADS = 150;
const HUBER = 1.345;
const BISQUARE = 4.685;
const MIN_SIGMA = 0.02;
/** A power this far (log) from its model's mean counts as this far: a typo in "1500 CV" moves nothing much. */
const MAX_POWER_LOG = Math.log(3);
const SANE = { minPrice: 300, maxPrice: 2_000_000, maxKm: 1_000_000 } as const;

const sane = (item: VehicleItem): boolean =>
  item.year > 0 && item.km >= 0 && item.km <= SANE.maxKm && item.price >= SANE.minPrice && item.price <= SANE.maxPrice;

let versions = 0;

/** The prior's curve for one model: `at` is the prior's log price (up to the model's level) of an ad. */
export interface PriorCurve {
  at(year: number, km: number, factors: readonly string[]): number;
  /** How far an ad's price falls from its model's curve in this category (robust scale, log units). */
  readonly spread: number;
}

interface Scale {
  newestYear: number;
  /** Median km a year of the category's ads. */
  kmPerYear: number;
}

interface Shape {
  coef: Float64Array;
  sigma: number;
  /** The level of each model (weighted mean of log price − the shape). */
  levels: Float64Array;
}

export class CategoryPrior {
  /** A new number for each prior computed: model fits depend on it (fit-book.ts). */
  readonly version = ++versions;

  private constructor(
    private readonly scale: Scale,
    private readonly pooled: Shape,
    /** Upper level of each price third but the last, and each third's shape. */
    private readonly cuts: readonly number[],
    private readonly tiers: readonly Shape[],
  ) {}

  /** The prior of a category from its models' ads, or null when the category knows too little. */
  static fit(models: Iterable<readonly VehicleItem[]>): CategoryPrior | null {
    const groups: VehicleItem[][] = [];
    let ads = 0;
    for (const model of models) {
      const items = model.filter(sane);
      if (items.length < MODEL_ADS) continue;
      groups.push(items);
      ads += items.length;
    }
    if (groups.length < LEAST.models || ads < LEAST.ads) return null;
    let newestYear = 0;
    const perYear: number[] = [];
    for (const items of groups) for (const item of items) newestYear = Math.max(newestYear, item.year);
    for (const items of groups) for (const item of items) perYear.push(item.km / Math.max(1, newestYear + 1 - item.year));
    const scale = { newestYear, kmPerYear: medianOf(perYear) };
    const pooled = shapeOf(groups, scale);
    if (!pooled) return null;
    // Price thirds: models ordered by their level, cut where a third of the ads is reached.
    const order = groups.map((_, g) => g).sort((a, b) => pooled.levels[a] - pooled.levels[b]);
    const cuts: number[] = [];
    const tiers: Shape[] = [];
    let from = 0;
    let before = 0;
    for (let t = 0; t < TIERS; t++) {
      let to = from;
      let count = 0;
      while (to < order.length && (t === TIERS - 1 || before + count < ((t + 1) * ads) / TIERS)) count += groups[order[to++]].length;
      const members = order.slice(from, to).map((g) => groups[g]);
      tiers.push((count >= TIER_ADS && members.length >= LEAST.models ? shapeOf(members, scale) : null) ?? pooled);
      if (t < TIERS - 1) cuts.push(to > 0 && to < order.length ? (pooled.levels[order[to - 1]] + pooled.levels[order[to]]) / 2 : Infinity);
      before += count;
      from = to;
    }
    return new CategoryPrior(scale, pooled, cuts, tiers);
  }

  /** The curve for a model with these ads: its price third read from its ads' level on the whole category's curve. */
  curveFor(items: readonly VehicleItem[]): PriorCurve {
    const x = new Float64Array(C);
    const residuals: number[] = [];
    const power = meanLogPower(items.filter(sane));
    for (const item of items) {
      if (!sane(item)) continue;
      featuresOf(item, this.scale, power, x);
      residuals.push(Math.log(item.price) - dot(x, this.pooled.coef));
    }
    const level = residuals.length ? medianOf(residuals) : 0;
    let tier = 0;
    while (tier < this.cuts.length && level > this.cuts[tier]) tier++;
    const shape = this.tiers[tier];
    return { at: (year, km, factors) => dot(featuresOf({ year, km, factors }, this.scale, power, x), shape.coef), spread: shape.sigma };
  }
}

/** The mean log power of a model's ads that state one (0 when none does). */
function meanLogPower(items: readonly VehicleItem[]): number {
  let sum = 0;
  let count = 0;
  for (const item of items) {
    const log = Math.log(powerIn(item.factors));
    if (Number.isFinite(log)) {
      sum += log;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/** The columns of an ad; an ad without a stated power is at its model's mean (`power`). */
function featuresOf(item: Pick<VehicleItem, 'year' | 'km' | 'factors'>, scale: Scale, power: number, x: Float64Array): Float64Array {
  const age = scale.newestYear - item.year;
  x[0] = age;
  for (let k = 0; k < AGE_KNOTS.length; k++) x[k + 1] = Math.max(0, age - AGE_KNOTS[k]);
  x[KM] = kmFeature(item.km, scale.kmPerYear * Math.max(1, age + 1));
  const log = Math.log(powerIn(item.factors));
  x[POWER] = Number.isFinite(log) ? Math.min(MAX_POWER_LOG, Math.max(-MAX_POWER_LOG, log - power)) : 0;
  x[DEALER] = item.factors.includes(DEALER_FACTOR) ? 1 : 0;
  return x;
}

/** The robust within-model fit: each model's level taken out, Huber then bisquare weights. */
function shapeOf(groups: readonly VehicleItem[][], scale: Scale): Shape | null {
  const n = groups.reduce((t, g) => t + g.length, 0);
  const xs = new Float64Array(n * C);
  const ys = new Float64Array(n);
  const weights = new Float64Array(n).fill(1);
  const x = new Float64Array(C);
  let i = 0;
  for (const items of groups) {
    const power = meanLogPower(items);
    for (const item of items) {
      xs.set(featuresOf(item, scale, power, x), i * C);
      ys[i++] = Math.log(item.price);
    }
  }
  const coef = new Float64Array(C);
  const levels = new Float64Array(groups.length);
  const residuals = new Float64Array(n);
  let sigma = MIN_SIGMA;
  for (let iteration = 0; iteration < 6; iteration++) {
    const a = new Float64Array(C * C);
    const b = new Float64Array(C);
    const mean = new Float64Array(C + 1);
    let start = 0;
    for (const items of groups) {
      meanOf(xs, ys, weights, start, items.length, mean);
      for (let r = start; r < start + items.length; r++) {
        const w = weights[r];
        if (w === 0) continue;
        for (let c = 0; c < C; c++) {
          const dc = xs[r * C + c] - mean[c];
          b[c] += w * dc * (ys[r] - mean[C]);
          for (let d = 0; d < C; d++) a[c * C + d] += w * dc * (xs[r * C + d] - mean[d]);
        }
      }
      start += items.length;
    }
    for (let c = 0; c < C; c++) a[c * C + c] += 1e-6;
    if (!solveInPlace(a, b, C)) return null;
    coef.set(b);
    start = 0;
    for (let g = 0; g < groups.length; g++) {
      const size = groups[g].length;
      meanOf(xs, ys, weights, start, size, mean);
      levels[g] = mean[C] - dot(mean, coef);
      for (let r = start; r < start + size; r++) {
        let fitted = levels[g];
        for (let c = 0; c < C; c++) fitted += xs[r * C + c] * coef[c];
        residuals[r] = ys[r] - fitted;
      }
      start += size;
    }
    sigma = Math.max(MIN_SIGMA, 1.4826 * medianOf(residuals.map(Math.abs)));
    for (let r = 0; r < n; r++) {
      const u = Math.abs(residuals[r]) / sigma;
      weights[r] = iteration < 2 ? (u <= HUBER ? 1 : HUBER / u) : u >= BISQUARE ? 0 : (1 - (u / BISQUARE) ** 2) ** 2;
    }
  }
  return { coef, sigma, levels };
}

/** Weighted means of the features (0..C-1) and of the log price (C) of rows start..start+size. */
function meanOf(xs: Float64Array, ys: Float64Array, weights: Float64Array, start: number, size: number, mean: Float64Array): void {
  mean.fill(0);
  let total = 0;
  for (let r = start; r < start + size; r++) {
    const w = weights[r];
    total += w;
    for (let c = 0; c < C; c++) mean[c] += w * xs[r * C + c];
    mean[C] += w * ys[r];
  }
  if (total > 0) for (let c = 0; c <= C; c++) mean[c] /= total;
}

function dot(x: ArrayLike<number>, coef: ArrayLike<number>): number {
  let sum = 0;
  for (let c = 0; c < C; c++) sum += x[c] * coef[c];
  return sum;
}

/** Gaussian elimination with partial pivoting; the solution is left in `b`. */
function solveInPlace(a: Float64Array, b: Float64Array, p: number): boolean {
  for (let k = 0; k < p; k++) {
    let pivot = k;
    for (let r = k + 1; r < p; r++) if (Math.abs(a[r * p + k]) > Math.abs(a[pivot * p + k])) pivot = r;
    if (!(Math.abs(a[pivot * p + k]) > 1e-12)) return false;
    if (pivot !== k) {
      for (let c = 0; c < p; c++) [a[k * p + c], a[pivot * p + c]] = [a[pivot * p + c], a[k * p + c]];
      [b[k], b[pivot]] = [b[pivot], b[k]];
    }
    for (let r = k + 1; r < p; r++) {
      const f = a[r * p + k] / a[k * p + k];
      for (let c = k; c < p; c++) a[r * p + c] -= f * a[k * p + c];
      b[r] -= f * b[k];
    }
  }
  for (let k = p - 1; k >= 0; k--) {
    let sum = b[k];
    for (let c = k + 1; c < p; c++) sum -= a[k * p + c] * b[c];
    b[k] = sum / a[k * p + k];
  }
  return true;
}
