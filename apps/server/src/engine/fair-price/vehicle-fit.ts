import { quadratic, robustFit, robustWeight, RowBuilder, type RobustFit } from './robust-fit.js';

/**
 * A model's fair-price curve (docs/scoring.md, "Fair price"): log(price) on the ad's year (one level per year,
 * smoothed across neighbouring years), km (a slope that may bend at two knots) and, where enough ads share
 * them, the fuel and the words of the title after the model ("tdi", "fr", "hybrid"), shrunk towards zero so a
 * factor the data does not support changes nothing. Fitted once per model's ads (see fit-book.ts).
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
const KM_UNIT = 100_000;
const MAX_FACTORS = 8;
/** km slopes may bend at these quantiles of the model's km; the last lets the slope flatten among the highest km
 * instead of carrying the middle's loss on to 400,000 km (docs/scoring.md, "Fair price"). */
const KNOT_QUANTILES = [0.25, 0.5, 0.75, 0.9];
/** Ridge strengths (in ads): a factor shared by 30 ads keeps about 90 % of its effect. */
const RIDGE = { tiny: 1e-4, hinge: 1 } as const;
/** Ridge strengths (in ads) tried for the factors: at 3 a factor of 30 ads keeps about 90 % of its effect, at 1e4 none. */
const FACTOR_RIDGES = [3, 30, 300, 1e4];

export const isSaneVehicle = (item: VehicleItem): boolean =>
  item.year > 0 && item.km >= 0 && item.km <= SANE.maxKm && item.price >= SANE.minPrice && item.price <= SANE.maxPrice;

export class VehicleFit {
  private readonly x: Float64Array;

  private constructor(
    private readonly fit: RobustFit,
    readonly minYear: number,
    readonly maxYear: number,
    private readonly knots: readonly number[],
    private readonly factorColumns: ReadonlyMap<string, number>,
    /** Ads the fit kept. */
    readonly kept: number,
  ) {
    this.x = new Float64Array(fit.p);
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
    const years = maxYear - minYear + 1;
    const kms = used.map((item) => item.km).sort((a, b) => a - b);
    const knots = KNOT_QUANTILES.map((q) => kms[Math.floor(kms.length * q)]).filter((k, i, all) => k > kms[0] && all.indexOf(k) === i);
    const factorColumns = chooseFactors(used, years + 1 + knots.length);
    const p = years + 1 + knots.length + factorColumns.size;
    const builder = new RowBuilder(p);
    const columns: number[] = [];
    const values: number[] = [];
    for (const item of used) {
      columns.length = 0;
      values.length = 0;
      columns.push(item.year - minYear, years);
      values.push(1, item.km / KM_UNIT);
      knots.forEach((knot, k) => {
        if (item.km > knot) {
          columns.push(years + 1 + k);
          values.push((item.km - knot) / KM_UNIT);
        }
      });
      for (const factor of item.factors) {
        const column = factorColumns.get(factor);
        if (column !== undefined) {
          columns.push(column);
          values.push(1);
        }
      }
      builder.push(columns, values, Math.log(item.price));
    }
    const rows = builder.build();
    const penalties = (factorRidge: number) => {
      const fixed = new Float64Array(p * p);
      for (let c = 0; c < p; c++) fixed[c * p + c] = c <= years ? RIDGE.tiny : c <= years + knots.length ? RIDGE.hinge : factorRidge;
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
    const fit = robustFit(rows, { fixed: (factorColumns.size ? FACTOR_RIDGES : FACTOR_RIDGES.slice(0, 1)).map(penalties), smooth });
    return fit ? new VehicleFit(fit, minYear, maxYear, knots, factorColumns, fit.kept) : null;
  }

  /** Residual scale of the fit (log units). */
  get spread(): number {
    return this.fit.sigma;
  }

  /** Whether the year is inside the years the fit saw. */
  covers(year: number): boolean {
    return year >= this.minYear && year <= this.maxYear;
  }

  private load(year: number, km: number, factors: readonly string[]): Float64Array {
    const x = this.x;
    x.fill(0);
    const years = this.maxYear - this.minYear + 1;
    if (this.covers(year)) x[year - this.minYear] = 1;
    else {
      // Outside the years seen: the curve goes on along its last step.
      const edge = year < this.minYear ? 0 : years - 1;
      const inner = year < this.minYear ? 1 : years - 2;
      const d = Math.abs(year - (year < this.minYear ? this.minYear : this.maxYear));
      x[edge] = 1 + d;
      x[inner] = -d;
    }
    x[years] = km / KM_UNIT;
    this.knots.forEach((knot, k) => {
      if (km > knot) x[years + 1 + k] = (km - knot) / KM_UNIT;
    });
    for (const factor of factors) {
      const column = this.factorColumns.get(factor);
      if (column !== undefined) x[column] = 1;
    }
    return x;
  }

  /** exp of the fitted log price (no leave-one-out, no error): cheap, for every ad of the group. */
  fitted(year: number, km: number, factors: readonly string[]): number {
    const x = this.load(year, km, factors);
    let log = 0;
    for (let c = 0; c < x.length; c++) if (x[c] !== 0) log += x[c] * this.fit.coef[c];
    return Math.exp(log);
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
    let log = 0;
    for (let c = 0; c < x.length; c++) log += x[c] * this.fit.coef[c];
    const leverage = quadratic(x, this.fit.inverse);
    if (ownPrice !== null && ownPrice > 0) {
      const residual = Math.log(ownPrice) - log;
      const h = robustWeight(this.fit, residual) * leverage;
      if (h < 0.95) log -= (h * residual) / (1 - h);
    }
    return { price: Math.exp(log), error: this.fit.sigma * Math.sqrt(leverage) };
  }
}

/** Factors shared by enough ads (and not by nearly all), the most frequent first, as columns from `first`. */
function chooseFactors(items: readonly VehicleItem[], first: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const factor of new Set(item.factors)) counts.set(factor, (counts.get(factor) ?? 0) + 1);
  const least = Math.max(6, Math.ceil(items.length * 0.08));
  const chosen = [...counts]
    .filter(([, count]) => count >= least && count <= items.length - least)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FACTORS);
  return new Map(chosen.map(([factor], i) => [factor, first + i]));
}
