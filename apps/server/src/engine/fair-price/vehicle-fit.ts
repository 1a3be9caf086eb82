import { leftOutSpread, quadratic, robustFit, robustWeight, RowBuilder, type RobustFit } from './robust-fit.js';
import { VehicleDesign } from './vehicle-design.js';

/**
 * A model's fair-price curve (docs/scoring.md, "Fair price"): log(price) on the ad's year (one level per year,
 * smoothed across neighbouring years), km by age (a slope that may bend at knots), the power the ads state and,
 * where enough ads share them, the fuel and the words of the title after the model ("tdi", "fr", "hybrid"), shrunk
 * towards zero so a factor the data does not support changes nothing (columns: vehicle-design.ts). Fitted once per
 * model's ads (see fit-book.ts).
 */

export interface VehicleItem {
  price: number;
  year: number;
  /** Negative when unknown. */
  km: number;
  /** Fuel and trim words ("fuel:diesel", "tdi"); only those many ads share become factors. */
  factors: readonly string[];
}

/** Fewer ads than this with year, km and a plausible price, and the model is not fitted. */
export const MIN_MODEL_ADS = 12;
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
  ) {
    this.x = new Float64Array(fit.p);
  }

  get minYear(): number {
    return this.design.minYear;
  }

  get maxYear(): number {
    return this.design.maxYear;
  }

  static fit(items: readonly VehicleItem[]): VehicleFit | null {
    const sane = items.filter(isSaneVehicle);
    if (sane.length < MIN_MODEL_ADS) return null;
    let maxYear = -Infinity;
    for (const item of sane) maxYear = Math.max(maxYear, item.year);
    const used = sane.filter((item) => item.year > maxYear - MAX_YEARS);
    let minYear = Infinity;
    for (const item of used) minYear = Math.min(minYear, item.year);
    if (maxYear - minYear < 2 || used.length < MIN_MODEL_ADS) return null;
    const design = VehicleDesign.of(used, minYear, maxYear);
    const { p, years } = design;
    const last = design.lastContinuous;
    const builder = new RowBuilder(p);
    const columns: number[] = [];
    const values: number[] = [];
    for (const item of used) {
      design.row(item.year, item.km, item.factors, columns, values);
      builder.push(columns, values, Math.log(item.price));
    }
    const rows = builder.build();
    const penalties = (factorRidge: number) => {
      const fixed = new Float64Array(p * p);
      // The power's effect is well known to exist: only a tiny ridge, as for the year levels.
      for (let c = 0; c < p; c++) fixed[c * p + c] = c <= years || c === design.powerColumn ? RIDGE.tiny : c <= last ? RIDGE.hinge : factorRidge;
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
    const fit = robustFit(rows, { fixed: (design.factorColumns.size ? FACTOR_RIDGES : FACTOR_RIDGES.slice(0, 1)).map(penalties), smooth });
    if (!fit) return null;
    let minLog = Infinity;
    let maxLog = -Infinity;
    for (const item of used) {
      minLog = Math.min(minLog, Math.log(item.price));
      maxLog = Math.max(maxLog, Math.log(item.price));
    }
    const range = { minLog: minLog + Math.log(PRICE_ROOM.below), maxLog: maxLog + Math.log(PRICE_ROOM.above) };
    return new VehicleFit(fit, design, fit.kept, new Set(used.map(memberHash)), range, leftOutSpread(rows, fit));
  }

  /** Whether this very ad (price, year, km, factors) is one of the ads the fit was computed on. */
  contains(item: VehicleItem): boolean {
    return this.members.has(memberHash(item));
  }

  /** Residual scale of the fit (log units). */
  get spread(): number {
    return this.fit.sigma;
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

  /** The fitted log price of the loaded row, carried on beyond the fitted years by a bounded trend. */
  private logOf(x: Float64Array, year: number): number {
    let log = 0;
    for (let c = 0; c < x.length; c++) if (x[c] !== 0) log += x[c] * this.fit.coef[c];
    const outside = this.yearsOutside(year);
    if (outside > 0) {
      const span = this.maxYear - this.minYear;
      const trend = Math.min(MAX_YEARLY_CHANGE, Math.max(0, (this.fit.coef[span] - this.fit.coef[0]) / span));
      log += year < this.minYear ? -trend * Math.min(outside, EXTRAPOLATED_YEARS.older) : trend * Math.min(outside, EXTRAPOLATED_YEARS.newer);
    }
    return log;
  }

  private bounded(log: number): number {
    return Math.min(this.range.maxLog, Math.max(this.range.minLog, log));
  }

  /** exp of the fitted log price (no leave-one-out, no error): cheap, for every ad of the group. */
  fitted(year: number, km: number, factors: readonly string[]): number {
    return Math.exp(this.bounded(this.logOf(this.load(year, km, factors), year)));
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
      const residual = Math.log(ownPrice) - log;
      const h = robustWeight(this.fit, residual) * leverage;
      if (h < 0.95) log -= (h * residual) / (1 - h);
    }
    const fitError = this.fit.sigma * Math.sqrt(leverage);
    const error = Math.hypot(fitError, EXTRAPOLATION_ERROR * this.yearsOutside(year));
    return { price: Math.exp(this.bounded(log)), error };
  }
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
