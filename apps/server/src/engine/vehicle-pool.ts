import { lowerBound, medianInPlace, upperBound } from './median.js';

export const KM_TOLERANCE = 0.3;
export const YEAR_TOLERANCE = 2;
/** Sort key year * YEAR_SPAN + km orders vehicles by year, then km (km < YEAR_SPAN). */
const YEAR_SPAN = 1e8;
export const UNKNOWN = -1;

export interface PoolItem {
  price: number;
  /** UNKNOWN when absent. */
  year: number;
  /** UNKNOWN when absent; otherwise at least 1,000 and below YEAR_SPAN. */
  km: number;
  /** Position in the pool that owns the item (written by that pool; saves a map lookup per ad). */
  poolSlot?: number;
}

export interface MedianCount {
  median: number;
  count: number;
}

const sortKey = (item: PoolItem): number => item.year * YEAR_SPAN + item.km;

/** Reused buffer for medians by selection. */
let scratch = new Float64Array(4096);

/** Counts by price rank with prefix sums and k-th smallest in O(log n) (a Fenwick tree). */
class RankCounter {
  private readonly tree: Int32Array;
  private readonly topBit: number;
  size = 0;

  constructor(private readonly ranks: number) {
    this.tree = new Int32Array(ranks + 1);
    this.topBit = ranks > 0 ? 2 ** Math.floor(Math.log2(ranks)) : 0;
  }

  add(rank: number, delta: number): void {
    this.size += delta;
    for (let i = rank + 1; i <= this.ranks; i += i & -i) this.tree[i] += delta;
  }

  /** Rank of the k-th smallest counted value (k from 1). */
  kth(k: number): number {
    let position = 0;
    let remaining = k;
    for (let step = this.topBit; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.ranks && this.tree[next] < remaining) {
        position = next;
        remaining -= this.tree[next];
      }
    }
    return position;
  }

  clear(): void {
    this.tree.fill(0);
    this.size = 0;
  }
}

/**
 * Comparable vehicles (one brand + model), sorted by year then km, answering the three price levels:
 * years ±2 and km ±30 %, years ±2, everything. Sorted prices are cached per year; the first level,
 * whose km window differs for every ad, is computed for all the pool's own vehicles in one sweep
 * (sliding windows over a rank counter) the first time one of them asks.
 */
export class VehiclePool<T extends PoolItem> {
  private readonly dated: T[];
  private readonly keys: Float64Array;
  private readonly prices: Float64Array;
  private readonly allPrices: number[];
  private all: Float64Array | undefined;
  private readonly byYear = new Map<number, Float64Array>();
  private swept: { median: Float64Array; count: Int32Array } | undefined;
  private index: Map<T, number> | undefined;

  /** `owner`: this is the items' own pool (each item belongs to one owner pool at most). */
  constructor(items: readonly T[], private readonly owner = false) {
    this.dated = items.filter((item) => item.year !== UNKNOWN).sort((a, b) => sortKey(a) - sortKey(b));
    if (owner) this.dated.forEach((item, slot) => (item.poolSlot = slot));
    this.keys = Float64Array.from(this.dated, sortKey);
    this.prices = Float64Array.from(this.dated, (item) => item.price);
    this.allPrices = items.map((item) => item.price);
    if (scratch.length < this.dated.length) scratch = new Float64Array(this.dated.length * 2);
  }

  /** Any year, any km: sorted prices. */
  everything(): Float64Array {
    if (!this.all) this.all = Float64Array.from(this.allPrices).sort();
    return this.all;
  }

  /** Years within ±2, any km: sorted prices. */
  sameYears(year: number): Float64Array {
    let values = this.byYear.get(year);
    if (!values) {
      const from = lowerBound(this.keys, (year - YEAR_TOLERANCE) * YEAR_SPAN + UNKNOWN);
      const to = lowerBound(this.keys, (year + YEAR_TOLERANCE + 1) * YEAR_SPAN + UNKNOWN);
      values = this.prices.slice(from, to).sort();
      this.byYear.set(year, values);
    }
    return values;
  }

  /**
   * Median of years ±2 and km ±30 % for any year and km, with one occurrence of `own` left out when
   * given. Direct computation (gather + selection); null when nothing is left.
   */
  yearsAndKm(year: number, km: number, own: number | null): MedianCount | null {
    const minKm = km * (1 - KM_TOLERANCE);
    const maxKm = km * (1 + KM_TOLERANCE);
    let count = 0;
    let ownSkipped = own === null;
    for (let y = year - YEAR_TOLERANCE; y <= year + YEAR_TOLERANCE; y++) {
      const to = upperBound(this.keys, y * YEAR_SPAN + maxKm);
      for (let i = lowerBound(this.keys, y * YEAR_SPAN + minKm); i < to; i++) {
        const price = this.prices[i];
        if (!ownSkipped && price === own) ownSkipped = true;
        else scratch[count++] = price;
      }
    }
    return count > 0 ? { median: medianInPlace(scratch, count), count } : null;
  }

  /** Same as yearsAndKm(item.year, item.km, item.price) for an item of this pool, from the sweep. */
  yearsAndKmOf(item: T): MedianCount | null {
    this.swept ??= this.sweep();
    const at = this.slotOf(item);
    if (at === undefined) return item.km === UNKNOWN ? null : this.yearsAndKm(item.year, item.km, null);
    const count = this.swept.count[at];
    return count > 0 ? { median: this.swept.median[at], count } : null;
  }

  private slotOf(item: T): number | undefined {
    if (this.owner) {
      const slot = item.poolSlot;
      return slot !== undefined && slot >= 0 && this.dated[slot] === item ? slot : undefined;
    }
    this.index ??= new Map(this.dated.map((dated, slot) => [dated, slot]));
    return this.index.get(item);
  }

  private sweep(): { median: Float64Array; count: Int32Array } {
    const n = this.dated.length;
    const distinct = Float64Array.from(new Set(this.prices)).sort();
    const rank = Int32Array.from(this.prices, (price) => lowerBound(distinct, price));
    const counter = new RankCounter(distinct.length);
    const median = new Float64Array(n);
    const count = new Int32Array(n);
    const yearStart = new Map<number, number>();
    const yearEnd = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const { year } = this.dated[i];
      if (!yearStart.has(year)) yearStart.set(year, i);
      yearEnd.set(year, i + 1);
    }
    const valueOf = (k: number): number => distinct[counter.kth(k)];
    for (const [year, start] of yearStart) {
      counter.clear();
      const windows: { year: number; lo: number; hi: number; end: number }[] = [];
      for (let y = year - YEAR_TOLERANCE; y <= year + YEAR_TOLERANCE; y++) {
        const from = yearStart.get(y);
        if (from !== undefined) windows.push({ year: y, lo: from, hi: from, end: yearEnd.get(y) as number });
      }
      for (let i = start; i < (yearEnd.get(year) as number); i++) {
        const item = this.dated[i];
        if (item.km === UNKNOWN) continue;
        const minKm = item.km * (1 - KM_TOLERANCE);
        const maxKm = item.km * (1 + KM_TOLERANCE);
        // Both window edges only move forward: the pool's vehicles of one year are sorted by km.
        for (const w of windows) {
          const base = w.year * YEAR_SPAN;
          while (w.hi < w.end && this.keys[w.hi] <= base + maxKm) counter.add(rank[w.hi++], 1);
          while (w.lo < w.hi && this.keys[w.lo] < base + minKm) counter.add(rank[w.lo++], -1);
          if (w.lo > w.hi) w.hi = w.lo;
        }
        counter.add(rank[i], -1); // leave the ad itself out
        const size = counter.size;
        count[i] = size;
        if (size > 0) median[i] = size % 2 === 1 ? valueOf((size + 1) / 2) : (valueOf(size / 2) + valueOf(size / 2 + 1)) / 2;
        counter.add(rank[i], 1);
      }
    }
    return { median, count };
  }
}
