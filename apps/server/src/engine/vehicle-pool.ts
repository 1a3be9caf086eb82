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

/**
 * Positions of `keys` in ascending order, ties by position. Integral keys are packed with their position
 * into one number and sorted natively (a comparator sort costs several times as much); others use one.
 */
function sortedOrder(keys: Float64Array): ArrayLike<number> {
  const n = keys.length;
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    if (!Number.isInteger(key)) integral = false;
    if (key < min) min = key;
    if (key > max) max = key;
  }
  const span = 2 ** Math.ceil(Math.log2(n + 1));
  if (!integral || (max - min + 1) * span > Number.MAX_SAFE_INTEGER) {
    return Array.from(keys.keys()).sort((a, b) => keys[a] - keys[b] || a - b);
  }
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = (keys[i] - min) * span + i;
  packed.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = packed[i] % span;
  return order;
}

/** The distinct values, ascending. */
function distinctSorted(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let count = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[count - 1]) sorted[count++] = sorted[i];
  return sorted.subarray(0, count);
}

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
  /** The items with a known year, sorted by year then km. */
  readonly dated: T[];
  private readonly keys: Float64Array;
  private readonly prices: Float64Array;
  private readonly allPrices: number[];
  private all: Float64Array | undefined;
  private readonly byYear = new Map<number, Float64Array>();
  private swept: { median: Float64Array; count: Int32Array } | undefined;
  private index: Map<T, number> | undefined;

  /** `owner`: this is the items' own pool (each item belongs to one owner pool at most). */
  constructor(
    items: readonly T[],
    private readonly owner = false,
  ) {
    const withYear = items.filter((item) => item.year !== UNKNOWN);
    const n = withYear.length;
    const unsortedKeys = new Float64Array(n);
    for (let i = 0; i < n; i++) unsortedKeys[i] = sortKey(withYear[i]);
    const order = sortedOrder(unsortedKeys);
    this.dated = [];
    this.keys = new Float64Array(n);
    this.prices = new Float64Array(n);
    for (let slot = 0; slot < n; slot++) {
      const item = withYear[order[slot]];
      this.dated.push(item);
      this.keys[slot] = unsortedKeys[order[slot]];
      this.prices[slot] = item.price;
      if (owner) item.poolSlot = slot;
    }
    this.allPrices = items.map((item) => item.price);
    if (scratch.length < this.dated.length) scratch = new Float64Array(this.dated.length * 2);
  }

  /** How many items have a known year. */
  get size(): number {
    return this.dated.length;
  }

  /** The prices of years ±2 and km ±30 % (what yearsAndKm takes the median of), one `own` left out. */
  closeValues(year: number, km: number, own: number | null): number[] {
    const values: number[] = [];
    let ownSkipped = own === null;
    for (let y = year - YEAR_TOLERANCE; y <= year + YEAR_TOLERANCE; y++) {
      const to = upperBound(this.keys, y * YEAR_SPAN + km * (1 + KM_TOLERANCE));
      for (let i = lowerBound(this.keys, y * YEAR_SPAN + km * (1 - KM_TOLERANCE)); i < to; i++) {
        if (!ownSkipped && this.prices[i] === own) ownSkipped = true;
        else values.push(this.prices[i]);
      }
    }
    return values;
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
    const keys = this.keys;
    const distinct = distinctSorted(this.prices);
    const rank = new Int32Array(n);
    for (let i = 0; i < n; i++) rank[i] = lowerBound(distinct, this.prices[i]);
    const counter = new RankCounter(distinct.length);
    const median = new Float64Array(n);
    const count = new Int32Array(n);
    // Index range of each year present (the pool is sorted by year, then km).
    const firstYear = n ? this.dated[0].year : 0;
    const span = n ? this.dated[n - 1].year - firstYear + 1 : 0;
    const yearStart = new Int32Array(span).fill(-1);
    const yearEnd = new Int32Array(span);
    for (let i = 0; i < n; i++) {
      const slot = this.dated[i].year - firstYear;
      if (yearStart[slot] < 0) yearStart[slot] = i;
      yearEnd[slot] = i + 1;
    }
    const windowYear = new Float64Array(2 * YEAR_TOLERANCE + 1);
    const lo = new Int32Array(2 * YEAR_TOLERANCE + 1);
    const hi = new Int32Array(2 * YEAR_TOLERANCE + 1);
    const end = new Int32Array(2 * YEAR_TOLERANCE + 1);
    for (let slot = 0; slot < span; slot++) {
      if (yearStart[slot] < 0) continue;
      counter.clear();
      let windows = 0;
      for (let other = slot - YEAR_TOLERANCE; other <= slot + YEAR_TOLERANCE; other++) {
        if (other < 0 || other >= span || yearStart[other] < 0) continue;
        windowYear[windows] = (firstYear + other) * YEAR_SPAN;
        lo[windows] = hi[windows] = yearStart[other];
        end[windows++] = yearEnd[other];
      }
      for (let i = yearStart[slot]; i < yearEnd[slot]; i++) {
        const km = this.dated[i].km;
        if (km === UNKNOWN) continue;
        const minKm = km * (1 - KM_TOLERANCE);
        const maxKm = km * (1 + KM_TOLERANCE);
        // Both window edges only move forward: the pool's vehicles of one year are sorted by km.
        for (let w = 0; w < windows; w++) {
          const base = windowYear[w];
          while (hi[w] < end[w] && keys[hi[w]] <= base + maxKm) counter.add(rank[hi[w]++], 1);
          while (lo[w] < hi[w] && keys[lo[w]] < base + minKm) counter.add(rank[lo[w]++], -1);
        }
        counter.add(rank[i], -1); // leave the ad itself out
        const size = counter.size;
        count[i] = size;
        if (size > 0) {
          const lower = distinct[counter.kth((size + 1) >> 1)];
          median[i] = size % 2 === 1 ? lower : (lower + distinct[counter.kth((size >> 1) + 1)]) / 2;
        }
        counter.add(rank[i], 1);
      }
    }
    return { median, count };
  }
}
