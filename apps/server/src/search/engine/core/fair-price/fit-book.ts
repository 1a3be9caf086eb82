/**
 * Fits kept across runs and polls (docs/scoring.md, "Fair price"): a model's curve is fitted once for its ads, not per
 * search and not per ad. A fit of REFIT_MIN_ADS ads or more is refitted when a tenth of the ads it was fitted on have
 * changed (new, gone, or another price, year, km or factors): a robust fit of hundreds of ads does not move for one
 * more ad, and a poll that brings one ad to every model must not refit every model; with this rule a fit costs a
 * constant amount per changed ad, whatever the size of its model. Smaller fits (cheap) and groups without a fit (too
 * few ads) are refitted at every change.
 */

const MAX_GROUPS = 20_000;
/** The share of a fit's ads that may change before it is refitted. */
export const REFIT_SHARE = 0.1;
/** Fits of fewer ads are refitted at every change. */
export const REFIT_MIN_ADS = 50;

type Kept<T> = { hashes: Int32Array; fit: T | null };

export class FitBook<T> {
  private readonly fits = new Map<string, Kept<T>>();
  fitted = 0;

  /** `hashes`: one hash per ad of the group (any order), as `hashOf` makes them. */
  get(key: string, hashes: Int32Array, make: () => T | null): T | null {
    const sorted = hashes.slice().sort();
    const known = this.fits.get(key);
    if (known) {
      const changed = differences(known.hashes, sorted);
      const size = known.hashes.length;
      if (changed === 0 || (known.fit !== null && size >= REFIT_MIN_ADS && changed <= REFIT_SHARE * size)) return known.fit;
    }
    if (this.fits.size >= MAX_GROUPS) this.fits.clear();
    const fit = make();
    this.fitted++;
    this.fits.set(key, { hashes: sorted, fit });
    return fit;
  }
}

/** How many ads changed between two sorted multisets of hashes: a changed ad is one gone and one new, counted once. */
function differences(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return Math.max(a.length, b.length) - shared;
}

/** A 32-bit hash of one ad's fitted numbers. */
export function hashOf(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x01000193);
    h = Math.imul(h ^ Math.round((value % 1) * 1e6), 0x01000193);
  }
  return h ^ (h >>> 15);
}

/** A 32-bit hash of a text. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

type VehicleNumbers = { price: number; year: number; km: number; factors: readonly string[] };

/** What a vehicle's fit depends on, hashed. */
export const vehicleHash = (e: VehicleNumbers): number => hashOf(e.price, e.year, e.km, textHash(e.factors.join(' ')));

/** One hash per vehicle of a group, and one for the category prior's `version` (0: none) its fit was pulled towards. */
export function vehicleHashes(entries: readonly VehicleNumbers[], version: number): Int32Array {
  const hashes = new Int32Array(entries.length + 1);
  entries.forEach((e, i) => (hashes[i] = vehicleHash(e)));
  hashes[entries.length] = hashOf(-1, version);
  return hashes;
}

/** One hash per home of a group: what its fit depends on. */
export function homeHashes(entries: readonly { price: number; sqm: number; rooms: number }[]): Int32Array {
  const hashes = new Int32Array(entries.length);
  entries.forEach((e, i) => (hashes[i] = hashOf(e.price, e.sqm, e.rooms)));
  return hashes;
}
