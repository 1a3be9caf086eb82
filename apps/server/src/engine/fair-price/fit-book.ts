/**
 * Fits kept across runs and polls: a model's curve is refitted only when its ads change (their prices, years,
 * km or factors), not per search and not per ad. A market asks with the group's key and a signature of the
 * group's fitted numbers (order-independent, so the same ads read in another order hit the same fit).
 */

const MAX_GROUPS = 20_000;

export class FitBook<T> {
  private readonly fits = new Map<string, { signature: string; fit: T | null }>();
  fitted = 0;

  get(key: string, signature: string, make: () => T | null): T | null {
    const known = this.fits.get(key);
    if (known && known.signature === signature) return known.fit;
    if (this.fits.size >= MAX_GROUPS) this.fits.clear();
    const fit = make();
    this.fitted++;
    this.fits.set(key, { signature, fit });
    return fit;
  }
}

/** An order-independent signature of numeric tuples: count and two sums of mixed 32-bit hashes. */
export class Signature {
  private count = 0;
  private a = 0;
  private b = 0;

  add(...values: number[]): void {
    let h = 0x811c9dc5;
    for (const value of values) {
      h = Math.imul(h ^ (value | 0), 0x01000193);
      h = Math.imul(h ^ Math.round((value % 1) * 1e6), 0x01000193);
    }
    h ^= h >>> 15;
    this.count++;
    this.a = (this.a + h) | 0;
    this.b = (this.b + Math.imul(h, 0x5bd1e995)) | 0;
  }

  toString(): string {
    return `${this.count}:${this.a}:${this.b}`;
  }
}

/** A 32-bit hash of a text, for signatures. */
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}
