import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';

/** A thin model: one ad a year 2012-2025, on the curve with a ±8 % wiggle (docs/scoring.md, "Fair price"). */
function thinModel(title: string): RawAd[] {
  const ads: RawAd[] = [];
  for (let year = 2012; year <= 2025; year++) {
    const km = (2026 - year) * 14_000;
    const wiggle = 1 + ((year % 3) - 1) * 0.08;
    ads.push(makeAd({ externalId: `${title}-${year}`, title, price: Math.round(curvePrice(year, km) * wiggle), attributes: { year, km, fuel: 'gasolina' } }));
  }
  return ads;
}

describe('no ad is part of its own reference (leave-one-out)', () => {
  it("a thin model's ad gets nearly the same fair price whatever its own asking price", () => {
    const year = 2018;
    const km = (2026 - year) * 14_000;
    const fairOf = (share: number) => {
      const ads = thinModel('Mazda 6 2.0 Skyactiv-G');
      const own = makeAd({
        externalId: 'own',
        title: 'Mazda 6 2.0 Skyactiv-G',
        price: Math.round(curvePrice(year, km) * share),
        attributes: { year, km, fuel: 'gasolina' },
      });
      const market = buildMarket([...ads, own]);
      return market.referenceFor(own)!.expectedPrice;
    };
    const dear = fairOf(1.1);
    const cheap = fairOf(0.9);
    // A curve through the ad's own price would move with it (one ad a year: a leverage near a half).
    expect(Math.abs(dear / cheap - 1)).toBeLessThan(0.02);
  });

  it('the fitted ad and a probe not in the market get the same estimate when the ad is left out', () => {
    const ads = thinModel('Kia Ceed 1.0 T-GDi');
    const own = ads[6];
    const inMarket = buildMarket(ads).referenceFor(own)!.expectedPrice;
    const without = buildMarket(ads.filter((ad) => ad !== own)).referenceFor({ ...own, externalId: 'probe' })!.expectedPrice;
    expect(Math.abs(inMarket / without - 1)).toBeLessThan(0.03);
  });
});
