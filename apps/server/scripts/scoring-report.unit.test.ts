import { describe, expect, it } from 'vitest';
import { compileQuery, matches } from '../src/search/engine/core/match.js';
import { pricePoint, type PriceBasisNote } from '../src/search/engine/core/points.js';
import type { ScoredAd } from '../src/search/engine/core/types.js';
import { makeAd } from '../src/search/engine/core/test-fixtures.js';
import { generateMarkets, homeSizeFactor, MARKET_NAMES, REPORT_NOW, vehicleFairShare } from './scoring-report-data.js';
import { calledFair, priceClaimOf } from './scoring-report-measure.js';
import { averageRanks, inTopQuarter, positionFromBottom, spearman } from './scoring-report-stats.js';
import { parseSeeds, sweep } from './scoring-report-sweep.js';
import { kmShare } from './scoring-report-variants.js';

describe('scoring report statistics', () => {
  it('gives tied values the mean of their ranks', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });

  it("computes Spearman's rho, with ties", () => {
    expect(spearman([1, 2, 3, 4], [10, 40, 90, 160])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    // Ranks [1, 2.5, 2.5, 4] against [1, 2, 3, 4]: 4.5 / sqrt(4.5 * 5).
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(22.5));
    expect(spearman([5, 5, 5], [1, 2, 3])).toBeNaN();
  });

  it('places positions from the bottom and in the top quarter', () => {
    expect(positionFromBottom(10, 10)).toBe(1);
    expect(positionFromBottom(8, 10)).toBe(3);
    expect(inTopQuarter(25, 100)).toBe(true);
    expect(inTopQuarter(26, 100)).toBe(false);
    expect(inTopQuarter(3, 10)).toBe(true);
    expect(inTopQuarter(4, 10)).toBe(false);
  });
});

describe('scoring report claims', () => {
  const note: PriceBasisNote = {
    perSqm: false,
    median: 10_000,
    comparables: 12,
    confidence: 'high',
    peers: { kind: 'similarVehicles', name: 'Seat León', year: 2019 },
    similar: true,
  };
  const scoredWith = (price: number, good: string[], bad: string[]): ScoredAd => ({
    ad: makeAd({ price }),
    finalScore: 50,
    goodThings: ['Lo vende un concesionario', ...good],
    badThings: bad,
    goodPoints: [],
    badPoints: [],
    parts: { price: 0, distance: 0, fit: 0, quality: 0, freshness: 0, preferences: 0, risk: 0 },
    priceReference: {
      basis: 'price',
      method: 'comparables',
      median: 10_000,
      expectedPrice: 10_000,
      comparables: 12,
      marketAds: 12,
      confidence: 1,
      band: 0.08,
      peers: { kind: 'similarVehicles', name: 'Seat León', year: 2019 },
      similar: true,
    },
    distanceKm: null,
  });

  it('reads the stated deviation from the price point texts', () => {
    const below = priceClaimOf(scoredWith(8_200, [pricePoint('below', 18, note).text], []));
    expect(below.stated).toBe(-18);
    expect(below.deviation).toBeCloseTo(-0.18);
    expect(priceClaimOf(scoredWith(13_000, [], [pricePoint('above', 30, note).text])).stated).toBe(30);
    expect(priceClaimOf(scoredWith(4_000, [], [pricePoint('fraud', 60, note).text])).stated).toBe(-60);
    expect(priceClaimOf(scoredWith(35_000, [], [pricePoint('above', 1_250, note).text])).stated).toBe(1_250);
    expect(priceClaimOf(scoredWith(10_100, [pricePoint('inLine', 1, note).text], [])).stated).toBe('inLine');
  });

  it('calls a price fair when in line or stated within 8 %', () => {
    expect(calledFair({ deviation: 0.01, stated: 'inLine', text: null })).toBe(true);
    expect(calledFair({ deviation: -0.08, stated: -8, text: null })).toBe(true);
    expect(calledFair({ deviation: 0.09, stated: 9, text: null })).toBe(false);
    expect(calledFair({ deviation: null, stated: null, text: null })).toBe(false);
  });
});

describe('scoring report generator', () => {
  const summary = (seed: number) =>
    generateMarkets(seed).map((m) => m.ads.map((t) => [t.ad.externalId, t.ad.price, t.ad.title, t.ad.attributes, t.label, t.trueDeviation]));

  it('is deterministic for a seed', () => {
    expect(summary(7)).toEqual(summary(7));
    expect(summary(7)).not.toEqual(summary(8));
  });

  it('plants the declared counts, and the search of each market finds its ads', () => {
    const markets = generateMarkets(7);
    expect(markets.map((m) => m.name)).toEqual(MARKET_NAMES);
    expect(new Set(markets.map((m) => m.kind))).toEqual(new Set(['car', 'moto', 'home']));
    for (const market of markets) {
      const count = market.ads.length;
      const planted = Math.max(1, Math.round(count * 0.05));
      const labelled = (label: string) => market.ads.filter((t) => t.label === label);
      expect(count).toBeGreaterThanOrEqual(60);
      expect(count).toBeLessThanOrEqual(150);
      expect(labelled('bargain')).toHaveLength(planted);
      expect(labelled('dear')).toHaveLength(planted);
      expect(labelled('scam').length).toBeGreaterThanOrEqual(2);
      expect(labelled('scam').length).toBeLessThanOrEqual(3);
      for (const t of labelled('bargain')) {
        expect(t.trueDeviation).toBeGreaterThan(-0.32);
        expect(t.trueDeviation).toBeLessThan(-0.16);
      }
      for (const t of labelled('dear')) expect(t.trueDeviation).toBeGreaterThan(0.22);
      for (const t of labelled('scam')) expect(t.trueDeviation).toBeLessThan(-0.5);
      const compiled = compileQuery(market.query, REPORT_NOW);
      expect(market.ads.every((t) => matches(compiled, t.ad))).toBe(true);
    }
  });

  it('prices with curves that fall with age, km and surface', () => {
    const curve = { firstYears: 3, earlyLoss: 0.09, lateLoss: 0.04, floor: 0.12, kmPenaltyPer10k: 0.015, kmPenaltyCap: 0.25, yearlyKm: 15_000, noise: 0.06 };
    expect(vehicleFairShare(curve, 1, 15_000)).toBeGreaterThan(vehicleFairShare(curve, 2, 15_000));
    expect(vehicleFairShare(curve, 5, 50_000)).toBeGreaterThan(vehicleFairShare(curve, 5, 90_000));
    // The km penalty is capped: past it more km cost nothing more.
    expect(vehicleFairShare(curve, 10, 400_000)).toBe(vehicleFairShare(curve, 10, 500_000));
    expect(homeSizeFactor(40)).toBeCloseTo(1.12);
    expect(homeSizeFactor(80)).toBeCloseTo(1);
    expect(homeSizeFactor(160)).toBeCloseTo(0.92);
  });
});

describe('scoring report variants and seeds', () => {
  it('lowers the price with km in three forms: capped, exponential and linear without a cap', () => {
    expect(kmShare('capped', 400_000, 0.015, 0.25)).toBe(0.75);
    expect(kmShare('exponential', 400_000, 0.015, 0.25)).toBeLessThan(kmShare('exponential', 200_000, 0.015, 0.25));
    expect(kmShare('linear', 300_000, 0.015, 0.25)).toBeCloseTo(1 - 0.015 * 0.6 * 30);
    expect(kmShare('linear', 5_000_000, 0.015, 0.25)).toBe(0.05);
  });

  it('makes other markets than the shipped ones, from the same draws', () => {
    const fair = (variant?: Parameters<typeof generateMarkets>[2]) => generateMarkets(7, ['Seat León', 'Toyota Corolla'], variant);
    const shipped = fair();
    const differ = fair({ km: 'capped', shapes: 'differ' });
    // The León loses value faster; the Corolla keeps the shipped curve; the years and km drawn are the same.
    expect(differ[0].ads.map((t) => t.ad.attributes)).toEqual(shipped[0].ads.map((t) => t.ad.attributes));
    expect(differ[0].ads[0].fairPrice).toBeLessThan(shipped[0].ads[0].fairPrice);
    expect(differ[1].ads.map((t) => t.fairPrice)).toEqual(shipped[1].ads.map((t) => t.fairPrice));
    expect(fair({ km: 'exponential', shapes: 'alike' })[1].ads.map((t) => t.fairPrice)).not.toEqual(shipped[1].ads.map((t) => t.fairPrice));
  });

  it('reads seeds as a range or a list, and refuses anything else', () => {
    expect(parseSeeds('3-6')).toEqual([3, 4, 5, 6]);
    expect(parseSeeds('5, 9,23')).toEqual([5, 9, 23]);
    expect(() => parseSeeds('a-b')).toThrow(/--seeds/);
    expect(() => parseSeeds('')).toThrow(/--seeds/);
  });

  it('sweeps seeds with a line each and the totals', () => {
    const lines: string[] = [];
    const totals = sweep([23], ['Toyota Corolla'], { km: 'capped', shapes: 'alike' }, (line) => lines.push(line));
    expect(lines[0]).toMatch(/^seed {2}23: (PASS|FAIL)/);
    expect(totals.seeds).toBe(1);
    expect(totals.calledFair).toBeGreaterThan(0.9);
    expect(lines.at(-1)).toContain(`${totals.passing} of 1 seeds pass every target (km capped, shapes alike)`);
  });
});
