/** One ad as a model's fit reads it (declared here, below the fit and the category prior that both use it). */
export interface VehicleItem {
  price: number;
  year: number;
  /** Negative when unknown. */
  km: number;
  /** Fuel and trim words ("fuel:diesel", "tdi"); only those many ads share become factors. */
  factors: readonly string[];
}

/**
 * The columns of a model's fit (docs/scoring.md, "Fair price"): one level per year, km as a slope bending at knots,
 * the power (log CV) or engine size (log cc) the ads state, continuous, and the fuel and trim words many ads share. Built once per fit from
 * its ads; `row` writes any ad's sparse row, so the fit and every estimate read an ad the same way.
 *
 * km by age: an ad's km enter as its km, but never under LOW_KM_SHARE of the usual km for its age (the model's
 * median km a year × its age), so an old car with almost no km gets the premium of a car with half the usual km,
 * not of a new one; and never over the fitted ads' highest.
 */

/** km slopes may bend at these quantiles of the model's km; the last lets the slope flatten among the highest km. */
const KNOT_QUANTILES = [0.25, 0.5, 0.75, 0.9];
const MAX_FACTORS = 8;
export const LOW_KM_SHARE = 0.5;
/**
 * The engine's stated size, a continuous column: a car's power ("cv:150") or a motorbike's engine size ("cc:689");
 * market.ts puts it among the factors when the ad states one.
 */
const SIZE_PREFIXES = ['cv:', 'cc:'] as const;
/** Power becomes a column when at least this many ads, and this share of them, state one. */
const POWER_ADS = { least: 8, share: 0.2 } as const;

const isSize = (factor: string): boolean => factor.startsWith(SIZE_PREFIXES[0]) || factor.startsWith(SIZE_PREFIXES[1]);

export const powerIn = (factors: readonly string[]): number => {
  for (const factor of factors) if (isSize(factor)) return Number(factor.slice(3));
  return NaN;
};

interface PowerColumn {
  column: number;
  meanLog: number;
  minLog: number;
  maxLog: number;
}

/** km that make a difference even to a car without any: the km ratio is taken on km + KM_OFFSET. */
const KM_OFFSET = 5_000;
/** The km ratio is bounded: never under LOW_KM_SHARE nor over 4 times the usual km for the age. */
const KM_RATIO = { low: Math.log(LOW_KM_SHARE), high: Math.log(4) } as const;

/** log((km + offset) / (usual + offset)), bounded: how far an ad's km are from the usual for its age. */
export function kmFeature(km: number, usual: number): number {
  return Math.min(KM_RATIO.high, Math.max(KM_RATIO.low, Math.log((km + KM_OFFSET) / (usual + KM_OFFSET))));
}

export class VehicleDesign {
  private constructor(
    readonly minYear: number,
    readonly maxYear: number,
    /** Median km a year of the model's ads. */
    readonly kmPerYear: number,
    readonly maxKm: number,
    readonly knots: readonly number[],
    private readonly power: PowerColumn | null,
    readonly factorColumns: ReadonlyMap<string, number>,
    readonly p: number,
  ) {}

  static of(used: readonly VehicleItem[], minYear: number, maxYear: number): VehicleDesign {
    const years = maxYear - minYear + 1;
    const perYear = used.map((item) => item.km / Math.max(1, maxYear + 1 - item.year)).sort((a, b) => a - b);
    const kmPerYear = perYear[perYear.length >> 1];
    let maxKm = 0;
    for (const item of used) maxKm = Math.max(maxKm, item.km);
    const kms = used.map((item) => kmFeature(item.km, kmPerYear * Math.max(1, maxYear + 1 - item.year))).sort((a, b) => a - b);
    const knots = KNOT_QUANTILES.map((q) => kms[Math.floor(kms.length * q)]).filter((k, i, all) => k > kms[0] && all.indexOf(k) === i);
    let next = years + 1 + knots.length;
    const logs = used.map((item) => Math.log(powerIn(item.factors))).filter(Number.isFinite);
    let power: PowerColumn | null = null;
    if (logs.length >= Math.max(POWER_ADS.least, POWER_ADS.share * used.length)) {
      const minLog = Math.min(...logs);
      const maxLog = Math.max(...logs);
      if (maxLog - minLog >= 0.1) power = { column: next++, meanLog: logs.reduce((t, v) => t + v, 0) / logs.length, minLog, maxLog };
    }
    const factorColumns = chooseFactors(used, next);
    return new VehicleDesign(minYear, maxYear, kmPerYear, maxKm, knots, power, factorColumns, next + factorColumns.size);
  }

  get years(): number {
    return this.maxYear - this.minYear + 1;
  }

  /** Columns after the year levels up to this one are km and its knots; then the power, if any; then the factors. */
  get lastContinuous(): number {
    return this.years + this.knots.length + (this.power ? 1 : 0);
  }

  /** The power's column, or -1. */
  get powerColumn(): number {
    return this.power ? this.power.column : -1;
  }

  /** The km the fit reads for an ad: its km against the usual km for its age (kmFeature), at most the highest fitted. */
  effectiveKm(year: number, km: number): number {
    return kmFeature(Math.min(this.maxKm, km), this.kmPerYear * Math.max(1, this.maxYear + 1 - year));
  }

  /** The sparse row of an ad; a year outside the fitted ones takes its edge year's level (see VehicleFit). */
  row(year: number, km: number, factors: readonly string[], columns: number[], values: number[]): void {
    columns.length = 0;
    values.length = 0;
    const years = this.years;
    const held = this.effectiveKm(year, km);
    columns.push(Math.min(years - 1, Math.max(0, year - this.minYear)), years);
    values.push(1, held);
    for (let k = 0; k < this.knots.length; k++) {
      if (held > this.knots[k]) {
        columns.push(years + 1 + k);
        values.push(held - this.knots[k]);
      }
    }
    if (this.power) {
      const log = Math.log(powerIn(factors));
      if (Number.isFinite(log)) {
        columns.push(this.power.column);
        values.push(Math.min(this.power.maxLog, Math.max(this.power.minLog, log)) - this.power.meanLog);
      }
    }
    for (const factor of factors) {
      const column = this.factorColumns.get(factor);
      if (column !== undefined) {
        columns.push(column);
        values.push(1);
      }
    }
  }
}

/** Factors shared by enough ads (and not by nearly all), the most frequent first, as columns from `first`. */
function chooseFactors(items: readonly VehicleItem[], first: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const factor of new Set(item.factors)) if (!isSize(factor)) counts.set(factor, (counts.get(factor) ?? 0) + 1);
  const least = Math.max(6, Math.ceil(items.length * 0.08));
  const chosen = [...counts]
    .filter(([, count]) => count >= least && count <= items.length - least)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FACTORS);
  return new Map(chosen.map(([factor], i) => [factor, first + i]));
}
