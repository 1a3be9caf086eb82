import { hashOf } from './fit-book.js';
import { quadratic, robustFit, robustWeight, RowBuilder, type RobustFit } from './robust-fit.js';

/**
 * Homes of one type in one town (or province): log(€/m²) on log(m²), with a bend at the median surface (small
 * homes cost more per m²), and the rooms where the data supports it (shrunk towards zero otherwise). The fair
 * price is the fitted €/m² times the home's m² (docs/scoring.md, "Fair price").
 */

export interface HomeItem {
  price: number;
  sqm: number;
  /** Negative when unknown. */
  rooms: number;
}

export const MIN_HOME_ADS = 12;
const SANE = { minPrice: 5_000, maxPrice: 50_000_000, minSqm: 10, maxSqm: 5_000 } as const;
const RIDGE = { tiny: 1e-4, bend: 1, rooms: 3 } as const;
const P = 4;

export const isSaneHome = (item: HomeItem): boolean =>
  item.sqm >= SANE.minSqm && item.sqm <= SANE.maxSqm && item.price >= SANE.minPrice && item.price <= SANE.maxPrice;

export class HomeFit {
  private readonly x = new Float64Array(P);

  private constructor(
    private readonly fit: RobustFit,
    private readonly knot: number,
    private readonly meanRoomsPerSqm: number,
    readonly kept: number,
    /** One hash per fitted home: its own pull is taken out only when it was fitted. */
    private readonly members: ReadonlySet<number>,
  ) {}

  /** Whether this very home (price, m², rooms) is one of the homes the fit was computed on. */
  contains(item: HomeItem): boolean {
    return this.members.has(hashOf(item.price, item.sqm, item.rooms));
  }

  static fit(items: readonly HomeItem[]): HomeFit | null {
    const used = items.filter(isSaneHome);
    if (used.length < MIN_HOME_ADS) return null;
    const logs = used.map((item) => Math.log(item.sqm)).sort((a, b) => a - b);
    if (logs[logs.length - 1] - logs[0] < 0.2) return null;
    const knot = logs[logs.length >> 1];
    const withRooms = used.filter((item) => item.rooms > 0);
    const meanRoomsPerSqm = withRooms.length ? withRooms.reduce((t, item) => t + item.rooms / item.sqm, 0) / withRooms.length : 0;
    const builder = new RowBuilder(P);
    for (const item of used) {
      const x = features(item.sqm, item.rooms, knot, meanRoomsPerSqm);
      builder.push([0, 1, 2, 3], Array.from(x), Math.log(item.price / item.sqm));
    }
    const fixed = new Float64Array(P * P);
    [RIDGE.tiny, RIDGE.tiny, RIDGE.bend, RIDGE.rooms].forEach((ridge, c) => (fixed[c * P + c] = ridge));
    const fit = robustFit(builder.build(), { fixed, smooth: null });
    return fit ? new HomeFit(fit, knot, meanRoomsPerSqm, fit.kept, new Set(used.map((item) => hashOf(item.price, item.sqm, item.rooms)))) : null;
  }

  /** Fitted €/m² (no leave-one-out, no error), for every ad of the group. */
  fitted(sqm: number, rooms: number): number {
    const x = features(sqm, rooms, this.knot, this.meanRoomsPerSqm);
    let log = 0;
    for (let c = 0; c < P; c++) log += x[c] * this.fit.coef[c];
    return Math.exp(log);
  }

  /** Whether a home at `perSqm` where the fit says `fitted` keeps a weight (is not an outlier). */
  keeps(perSqm: number, fitted: number): boolean {
    return robustWeight(this.fit, Math.log(perSqm / fitted)) > 0;
  }

  /** Fair €/m² of a home like this and its standard error (log units); `ownPrice` as in VehicleFit.predict. */
  predict(sqm: number, rooms: number, ownPrice: number | null): { perSqm: number; error: number } {
    const x = this.x;
    x.set(features(sqm, rooms, this.knot, this.meanRoomsPerSqm));
    let log = 0;
    for (let c = 0; c < P; c++) log += x[c] * this.fit.coef[c];
    const leverage = quadratic(x, this.fit.inverse);
    if (ownPrice !== null && ownPrice > 0) {
      const residual = Math.log(ownPrice / sqm) - log;
      const h = robustWeight(this.fit, residual) * leverage;
      if (h < 0.95) log -= (h * residual) / (1 - h);
    }
    return { perSqm: Math.exp(log), error: this.fit.sigma * Math.sqrt(leverage) };
  }
}

/** Intercept, log m², the bend above the median surface, and rooms beyond what the surface usually has. */
function features(sqm: number, rooms: number, knot: number, roomsPerSqm: number): Float64Array {
  const logSqm = Math.log(sqm);
  return Float64Array.of(1, logSqm - knot, Math.max(0, logSqm - knot), rooms > 0 ? rooms - roomsPerSqm * sqm : 0);
}
