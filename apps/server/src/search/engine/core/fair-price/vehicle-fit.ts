import type { CategoryPrior, PriorCurve } from './category-prior.js';
import { leftOutSpread, quadratic, robustFit, robustWeight, RowBuilder, type RobustFit } from './robust-fit.js';
import { VehicleDesign, type VehicleItem } from './vehicle-design.js';

/**
 * A model's fair-price curve (docs/scoring.md, "Fair price"): log(price) on the ad's year (one level per year,
 * smoothed across neighbouring years), km by age (a slope that may bend at knots), the power the ads state and,
 * where enough ads share them, the fuel and the words of the title after the model ("tdi", "fr", "hybrid"), shrunk
 * towards zero so a factor the data does not support changes nothing (columns: vehicle-design.ts). Fitted once per
 * model's ads (see fit-book.ts).
 */

export type { VehicleItem };

/** Fewer ads than this with year, km and a plausible price, and the model is not fitted (without a category prior). */
export const MIN_MODEL_ADS = 12;
/**
 * With a category prior (category-prior.ts) a model of this many ads is fitted: each ad's estimate then rests on the
 * level of the other two and on the category's curve (docs/scoring.md, "Thin markets borrow strength").
 */
const PRIOR_MIN_ADS = 3;
/** How many ads the prior's curve is worth against the model's own, tried from weakest to strongest (GCV chooses). */
const PRIOR_ADS = [3, 10, 30];
/** The category's spread counts as this many ads in a model's residual scale (a thin model's own scale means little). */
const PRIOR_SPREAD_ADS = 5;
/** The spread of log power within a model (about ±25 %): what a prior's pull on the power slope is scaled by. */
const POWER_VARIANCE = 0.06;
const SANE = { minPrice: 300, maxPrice: 2_000_000, maxKm: 1_000_000 } as const;
const MAX_YEARS = 40;
/**
 * Outside the fitted years the curve goes on from its edge year at the model's mean yearly change, bounded: at most
 * MAX_YEARLY_CHANGE of log price a year, for at most EXTRAPOLATED_YEARS years (then flat), and its standard error
 * grows by EXTRAPOLATION_ERROR a year. Whatever happens, a fair price stays within PRICE_ROOM of the fitted ads'
 * prices (docs/scoring.md, "No absurd estimate").
 */
const MAX_YEARLY_CHANGE = 0.2;
const EXTRAPOLATED_YEARS = { older: 5, newer: 2 } as const;
const EXTRAPOLATION_ERROR = 0.05;
const PRICE_ROOM = { below: 0.5, above: 1.5 } as const;
/** Ridge strengths (in ads) of the year levels and of the km, knot and power slopes. */
const RIDGE = { tiny: 1e-4, hinge: 1 } as const;
/** Ridge strengths (in ads) tried for the factors: at 3 a factor of 30 ads keeps about 90 % of its effect, at 1e4 none. */
const FACTOR_RIDGES = [3, 30, 300, 1e4];

export const isSaneVehicle = (item: VehicleItem): boolean =>
  item.year > 0 && item.km >= 0 && item.km <= SANE.maxKm && item.price >= SANE.minPrice && item.price <= SANE.maxPrice;

export class VehicleFit {
  private readonly x: Float64Array;

  private constructor(
    private readonly fit: RobustFit,
    private readonly design: VehicleDesign,
    /** Ads the fit kept. */
    readonly kept: number,
    /** One hash per fitted ad (memberHash): an ad's own pull is taken out only when it was fitted. */
    private readonly members: ReadonlySet<number>,
    /** The fitted ads' log-price range: no estimate leaves it (see PRICE_ROOM). */
    private readonly range: { minLog: number; maxLog: number },
    /** Robust scale of the kept ads' left-out residuals (log units): what the band is calibrated on. */
    readonly leftOutSpread: number,
    /** The category's curve the model's own is a departure from (null: no prior, the curve is the model's alone). */
    private readonly curve: PriorCurve | null,
    /** Residual scale (log units): the fit's, with the category's when there is a prior. */
    private readonly sigma: number,
  ) {
    this.x = new Float64Array(fit.p);
  }

  get minYear(): number {
    return this.design.minYear;
  }

  get maxYear(): number {
    return this.design.maxYear;
  }

  static fit(items: readonly VehicleItem[], prior: CategoryPrior | null = null): VehicleFit | null {
    const sane = items.filter(isSaneVehicle);
    const least = prior ? PRIOR_MIN_ADS : MIN_MODEL_ADS;
    if (sane.length < least) return null;
    let maxYear = -Infinity;
    for (const item of sane) maxYear = Math.max(maxYear, item.year);
    const used = sane.filter((item) => item.year > maxYear - MAX_YEARS);
    let minYear = Infinity;
    for (const item of used) minYear = Math.min(minYear, item.year);
    if ((!prior && maxYear - minYear < 2) || used.length < least) return null;
    const curve = prior ? prior.curveFor(used) : null;
    // With a prior the model's curve is fitted as a departure from the category's (an offset).
    const offsets = used.map((item) => (curve ? curve.at(item.year, item.km, item.factors) : 0));
    const design = VehicleDesign.of(used, minYear, maxYear);
    const { p, years } = design;
    const last = design.lastContinuous;
    const builder = new RowBuilder(p);
    const columns: number[] = [];
    const values: number[] = [];
    let kmSum = 0;
    let kmSquares = 0;
    used.forEach((item, i) => {
      design.row(item.year, item.km, item.factors, columns, values);
      builder.push(columns, values, Math.log(item.price) - offsets[i]);
      kmSum += values[1];
      kmSquares += values[1] * values[1];
    });
    const rows = builder.build();
    const kmVariance = Math.max(0.01, kmSquares / used.length - (kmSum / used.length) ** 2);
    const penalties = (factorRidge: number, priorAds: number) => {
      const fixed = new Float64Array(p * p);
      // The power's effect is well known to exist: only a tiny ridge, as for the year levels.
      for (let c = 0; c < p; c++) fixed[c * p + c] = c <= years || c === design.powerColumn ? RIDGE.tiny : c <= last ? RIDGE.hinge : factorRidge;
      if (priorAds > 0) {
        pullTowardsPrior(fixed, p, years, priorAds, kmVariance);
        // The category knows the power's effect too: a thin model's own departure from it is pulled back the same way.
        if (design.powerColumn >= 0) fixed[design.powerColumn * p + design.powerColumn] += priorAds * POWER_VARIANCE;
      }
      return fixed;
    };
    const smooth = new Float64Array(p * p);
    // Third differences of neighbouring years' levels: a smooth curve that may bend faster as cars age (a second-
    // difference penalty straightens it and prices the oldest years too high); a year without ads lies on it.
    for (let y = 1; y + 2 < years; y++) {
      const d = [y - 1, y, y + 1, y + 2];
      const w = [-1, 3, -3, 1];
      for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) smooth[d[a] * p + d[b]] += w[a] * w[b];
    }
    // How much the fuel and trim words may move a price is the data's to say: the strength that predicts left-out
    // ads best (generalised cross-validation) is kept; the largest all but drops them.
    // With a prior, how much of it to take is the data's to say too: the strongest pull when the model is too thin
    // for GCV to pick any other (robust-fit.ts, MAX_DOF_SHARE).
    const ridges = design.factorColumns.size ? FACTOR_RIDGES : FACTOR_RIDGES.slice(0, 1);
    const fixed = (prior ? PRIOR_ADS : [0]).flatMap((priorAds) => ridges.map((ridge) => penalties(ridge, priorAds)));
    const fit = robustFit(rows, { fixed, smooth });
    if (!fit) return null;
    let minLog = Infinity;
    let maxLog = -Infinity;
    for (let i = 0; i < rows.n; i++) {
      minLog = Math.min(minLog, rows.y[i]);
      maxLog = Math.max(maxLog, rows.y[i]);
    }
    const range = { minLog: minLog + Math.log(PRICE_ROOM.below), maxLog: maxLog + Math.log(PRICE_ROOM.above) };
    const withPrior = (own: number) => (curve ? Math.sqrt((fit.kept * own ** 2 + PRIOR_SPREAD_ADS * curve.spread ** 2) / (fit.kept + PRIOR_SPREAD_ADS)) : own);
    const members = new Set(used.map(memberHash));
    return new VehicleFit(fit, design, fit.kept, members, range, withPrior(leftOutSpread(rows, fit)), curve, withPrior(fit.sigma));
  }

  /** Whether this very ad (price, year, km, factors) is one of the ads the fit was computed on. */
  contains(item: VehicleItem): boolean {
    return this.members.has(memberHash(item));
  }

  /** Whether the year is inside the years the fit saw. */
  covers(year: number): boolean {
    return year >= this.minYear && year <= this.maxYear;
  }

  /** Years outside the fitted ones (0 inside). */
  yearsOutside(year: number): number {
    return year < this.minYear ? this.minYear - year : year > this.maxYear ? year - this.maxYear : 0;
  }

  /** The dense row of an ad (vehicle-design.ts); outside the fitted years, the edge year's (see `logOf`). */
  private load(year: number, km: number, factors: readonly string[]): Float64Array {
    const x = this.x;
    x.fill(0);
    this.design.row(year, km, factors, scratchColumns, scratchValues);
    for (let k = 0; k < scratchColumns.length; k++) x[scratchColumns[k]] = scratchValues[k];
    return x;
  }

  /**
   * The fitted log price of the loaded row, carried on beyond the fitted years by a bounded trend; with a prior, the
   * departure from the category's curve (which carries the age on by itself: the departure is held).
   */
  private logOf(x: Float64Array, year: number): number {
    let log = 0;
    for (let c = 0; c < x.length; c++) if (x[c] !== 0) log += x[c] * this.fit.coef[c];
    const outside = this.yearsOutside(year);
    if (outside > 0 && !this.curve) {
      const span = this.maxYear - this.minYear;
      const trend = Math.min(MAX_YEARLY_CHANGE, Math.max(0, (this.fit.coef[span] - this.fit.coef[0]) / span));
      log += year < this.minYear ? -trend * Math.min(outside, EXTRAPOLATED_YEARS.older) : trend * Math.min(outside, EXTRAPOLATED_YEARS.newer);
    }
    return log;
  }

  /** The log price of a fitted value (a departure from the prior's curve when there is one), kept within range. */
  private priced(log: number, year: number, km: number, factors: readonly string[]): number {
    return Math.exp(Math.min(this.range.maxLog, Math.max(this.range.minLog, log)) + (this.curve ? this.curve.at(year, km, factors) : 0));
  }

  /** exp of the fitted log price (no leave-one-out, no error): cheap, for every ad of the group. */
  fitted(year: number, km: number, factors: readonly string[]): number {
    return this.priced(this.logOf(this.load(year, km, factors), year), year, km, factors);
  }

  /** Whether an ad at `price` where the curve says `fitted` keeps a weight in the fit (is not an outlier). */
  keeps(price: number, fitted: number): boolean {
    return robustWeight(this.fit, Math.log(price / fitted)) > 0;
  }

  /**
   * The fair price of a vehicle like this, and its standard error (log units). `ownPrice`: the ad is one of
   * the fitted ads, so its own pull on the curve is taken out (leave-one-out), as if it had not been fitted.
   */
  predict(year: number, km: number, factors: readonly string[], ownPrice: number | null): { price: number; error: number } {
    const x = this.load(year, km, factors);
    let log = this.logOf(x, year);
    const leverage = quadratic(x, this.fit.inverse);
    if (ownPrice !== null && ownPrice > 0) {
      const residual = Math.log(ownPrice) - (this.curve ? this.curve.at(year, km, factors) : 0) - log;
      const h = robustWeight(this.fit, residual) * leverage;
      if (h < 0.95) log -= (h * residual) / (1 - h);
    }
    const fitError = this.sigma * Math.sqrt(leverage);
    const error = Math.hypot(fitError, EXTRAPOLATION_ERROR * this.yearsOutside(year));
    return { price: this.priced(log, year, km, factors), error };
  }
}

/**
 * The prior's pull on a model's own curve (a departure from the category's): first differences of the year levels
 * and the km slope, each as strong as `ads` ads would make it. A straight departure s·(year − mean) over Y years costs
 * τ·(Y − 1)·s² with τ = ads·Y / 12, about what `ads` ads spread over the years tell about s.
 */
function pullTowardsPrior(fixed: Float64Array, p: number, years: number, ads: number, kmVariance: number): void {
  const tau = years > 1 ? (ads * years) / 12 : 0;
  for (let y = 0; y + 1 < years; y++) {
    fixed[y * p + y] += tau;
    fixed[(y + 1) * p + (y + 1)] += tau;
    fixed[y * p + y + 1] -= tau;
    fixed[(y + 1) * p + y] -= tau;
  }
  fixed[years * p + years] += ads * kmVariance;
}

const scratchColumns: number[] = [];
const scratchValues: number[] = [];

/** A hash of what makes an ad one of the fit's (price, year, km, factors), without allocating: asked for every reference. */
function memberHash(item: VehicleItem): number {
  let h = Math.imul(0x811c9dc5 ^ item.price, 0x01000193);
  h = Math.imul(h ^ item.year, 0x01000193);
  h = Math.imul(h ^ item.km, 0x01000193);
  for (const factor of item.factors) {
    h = Math.imul(h ^ 32, 0x01000193);
    for (let i = 0; i < factor.length; i++) h = Math.imul(h ^ factor.charCodeAt(i), 0x01000193);
  }
  return h;
}
