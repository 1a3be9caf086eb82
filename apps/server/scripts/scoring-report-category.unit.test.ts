import { describe, expect, it } from 'vitest';
import { generateCategory } from './scoring-report-category.js';
import { REPORT_NOW } from './scoring-report-data.js';

describe('the real-like generated car category (scoring:report)', () => {
  const ads = generateCategory(23);
  const models = new Map<string, typeof ads>();
  for (const t of ads) models.set(t.model, [...(models.get(t.model) ?? []), t]);

  it('has thin models of 8-20 ads beside thick ones, each with several stated powers and trims', () => {
    const sizes = [...models.values()].map((list) => list.length);
    expect(sizes.filter((n) => n >= 8 && n <= 20)).toHaveLength(4);
    expect(sizes.filter((n) => n >= 80)).toHaveLength(5);
    for (const list of models.values()) {
      const powers = new Set(list.map((t) => /(\d+) CV$/.exec(t.ad.title)?.[1]));
      if (list.length >= 80) expect(powers.size).toBeGreaterThanOrEqual(3);
      expect(powers.has(undefined)).toBe(false);
    }
  });

  it('mixes dealers and private sellers, heavy-tailed prices, old cars with few km and bargains of 15-30 %', () => {
    expect(ads.some((t) => t.ad.sellerType === 'dealer') && ads.some((t) => t.ad.sellerType === 'particular')).toBe(true);
    const fair = ads.filter((t) => t.label === 'fair').map((t) => Math.abs(Math.log(1 + t.trueDeviation)));
    // Student's t of 3 degrees of freedom at 6 %: beyond 3 normal deviations (18 %) far more often than 0.3 %.
    expect(fair.filter((d) => d > 0.18).length / fair.length).toBeGreaterThan(0.01);
    const oldLowKm = ads.filter((t) => REPORT_NOW.getUTCFullYear() - t.ad.attributes.year! >= 12 && t.ad.attributes.km! <= 25_000);
    expect(oldLowKm.length).toBeGreaterThan(0);
    for (const t of ads.filter((t) => t.label === 'bargain')) {
      expect(t.trueDeviation).toBeLessThanOrEqual(-0.14);
      expect(t.trueDeviation).toBeGreaterThanOrEqual(-0.31);
    }
  });
});
