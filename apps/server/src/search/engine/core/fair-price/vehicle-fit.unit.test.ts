import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';

describe('the vehicle fit: the shape of the curve (docs/scoring.md, "Fair price")', () => {
  it("follows a small model's steep first years instead of smoothing them flat", () => {
    // Two ads a year, 2008-2025, losing 12.6 % of the new price a year for three years, then 5.2 % down to a floor.
    const steep = (year: number, km: number) => {
      const age = 2026 - year;
      const byAge = Math.max(0.12, 1 - 0.126 * Math.min(age, 3) - 0.052 * Math.max(0, age - 3));
      return Math.round(24_000 * byAge * (1 - Math.min(0.25, (0.024 * km) / 10_000)));
    };
    const ads: RawAd[] = [];
    for (let year = 2008; year <= 2025; year++)
      for (const [i, share] of [0.8, 1.2].entries()) {
        const km = Math.round((2026 - year) * 15_000 * share);
        const wiggle = 1 + (((year + i) % 3) - 1) * 0.03;
        ads.push(
          makeAd({ externalId: `ibiza-${year}-${i}`, title: 'Seat Ibiza 1.0 TSI', price: Math.round(steep(year, km) * wiggle), attributes: { year, km } }),
        );
      }
    const market = buildMarket(ads);
    for (const [year, km] of [
      [2025, 15_000],
      [2024, 30_000],
      [2020, 90_000],
    ]) {
      const expected = market.referenceFor(makeAd({ externalId: `probe-${year}`, title: 'Seat Ibiza', attributes: { year, km } }))?.expectedPrice ?? 0;
      expect(Math.abs(expected / steep(year, km) - 1), `${year}: ${expected} for ${steep(year, km)}`).toBeLessThan(0.06);
    }
  });
});
