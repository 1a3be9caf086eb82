import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';
import { priorsComputed } from './prior-book.js';

/** A seeded uniform generator (mulberry32): the same market at every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['Seat Ibiza', 'Renault Clio', 'Peugeot 208', 'Opel Corsa', 'Ford Fiesta', 'Toyota Yaris', 'Kia Rio', 'Skoda Fabia'];

/** One model's ads on the shared curve (curvePrice) with ±10 % noise; `deals` maps an ad's index to its discount. */
function model(title: string, count: number, newPrice: number, seed: number, deals: ReadonlyMap<number, number> = new Map()): RawAd[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const year = 2012 + Math.floor(next() * 14);
    const km = Math.round((2026 - year) * 14_000 * (0.5 + next()));
    const noise = 1 + (next() - 0.5) * 0.2;
    const price = Math.round(curvePrice(year, km, newPrice) * noise * (1 - (deals.get(i) ?? 0)));
    return makeAd({ externalId: `${title}-${seed}-${i}`, title, price, attributes: { year, km, fuel: 'gasolina' } });
  });
}

/** Eight well-known models of 40 ads each: what the category knows. */
const category = (): RawAd[] => BRANDS.flatMap((title, b) => model(title, 40, 15_000 + 1_500 * b, 100 + b));

function spearman(a: readonly number[], b: readonly number[]): number {
  const rank = (v: readonly number[]) => {
    const order = v.map((_, i) => i).sort((i, j) => v[i] - v[j]);
    const r = new Array<number>(v.length);
    order.forEach((i, k) => (r[i] = k));
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const n = a.length;
  const d2 = ra.reduce((t, r, i) => t + (r - rb[i]) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('thin markets borrow strength from their category (docs/scoring.md, "Thin markets borrow strength")', () => {
  it('a rare model (4 ads) among many others gets a sane left-out reference, with low confidence and a wider band', () => {
    const rare = model('Mazda 2', 4, 18_000, 7);
    const market = buildMarket([...category(), ...rare]);
    // Alone, its 4 ads make no reference.
    expect(buildMarket(rare).referenceFor(rare[0])).toBeNull();
    for (const ad of rare) {
      const reference = market.referenceFor(ad)!;
      expect(reference.method).toBe('model');
      const truth = curvePrice(ad.attributes.year!, ad.attributes.km!, 18_000);
      expect(reference.expectedPrice / truth).toBeGreaterThan(0.75);
      expect(reference.expectedPrice / truth).toBeLessThan(1.33);
      expect(reference.confidence).toBeLessThan(0.5);
      // Wider than ±8 %: the level of 3 ads is itself uncertain (its error widens the band).
      expect(reference.band).toBeGreaterThanOrEqual(0.1);
      expect(reference.marketAds).toBe(3);
    }
    // Left out: doubling the ad's own price hardly moves its own estimate (only through the robust weights, which saw it).
    const twice = { ...rare[0], price: rare[0].price * 2 };
    const moved = buildMarket([...category(), twice, ...rare.slice(1)]).referenceFor(twice)!;
    expect(Math.abs(moved.expectedPrice / market.referenceFor(rare[0])!.expectedPrice - 1)).toBeLessThan(0.01);
  });

  it('a thin model (14 ads) ranks its planted deals better with the prior than without', () => {
    let withPrior = 0;
    let without = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const deals = new Map([
        [0, 0.12],
        [1, 0.2],
        [2, 0.28],
      ]);
      const thin = model('Mazda 2', 14, 18_000, 40 + seed, deals);
      const deal = thin.map((_, i) => deals.get(i) ?? 0);
      const score = (market: ReturnType<typeof buildMarket>) => thin.map((ad) => 1 - ad.price / market.referenceFor(ad)!.expectedPrice);
      withPrior += spearman(deal, score(buildMarket([...category(), ...thin])));
      without += spearman(deal, score(buildMarket(thin)));
    }
    expect(withPrior / 5).toBeGreaterThan(without / 5 + 0.05);
  });

  it('the prior is computed once for the category, and again only when a tenth of its ads changed', () => {
    const rare = model('Mazda 2', 4, 18_000, 9);
    const known = category();
    const before = priorsComputed();
    const reference = buildMarket([...known, ...rare]).referenceFor(rare[0])!;
    expect(priorsComputed()).toBe(before + 1);
    // One more ad of another model: the same prior, and the rare model's estimate does not move.
    const more = model('Seat Ibiza', 1, 15_000, 300);
    expect(buildMarket([...known, ...more, ...rare]).referenceFor(rare[0])!.expectedPrice).toBe(reference.expectedPrice);
    expect(priorsComputed()).toBe(before + 1);
    // 40 more (over a tenth of 324): computed again.
    buildMarket([...known, ...model('Seat Ibiza', 40, 15_000, 301), ...rare]).referenceFor(rare[0]);
    expect(priorsComputed()).toBe(before + 2);
  });
});
