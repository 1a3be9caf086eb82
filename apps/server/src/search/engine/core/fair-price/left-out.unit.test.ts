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

describe('the "en línea" band is calibrated on the left-out error', () => {
  it('in a noisy market the band widens so that most fair ads fall inside it, and a quiet market keeps ±8 %', () => {
    const market = (spread: number) => {
      const ads: RawAd[] = [];
      for (let year = 2010; year <= 2025; year++)
        for (let i = 0; i < 4; i++) {
          const km = Math.round((2026 - year) * 14_000 * (0.7 + 0.2 * i));
          // A deterministic spread of about ±spread around the curve.
          const noise = 1 + spread * Math.sin(year * 7.3 + i * 2.1);
          ads.push(
            makeAd({
              externalId: `band-${spread}-${year}-${i}`,
              title: `Skoda Octavia ${spread}`,
              price: Math.round(curvePrice(year, km) * noise),
              attributes: { year, km, fuel: 'gasolina' },
            }),
          );
        }
      return ads;
    };
    const inside = (ads: RawAd[]) => {
      const built = buildMarket(ads);
      const references = ads.map((ad) => built.referenceFor(ad)!);
      const share = ads.filter((ad, i) => Math.abs(ad.price / references[i].expectedPrice - 1) <= references[i].band).length / ads.length;
      return { share, band: Math.max(...references.map((r) => r.band)) };
    };
    const noisy = inside(market(0.15));
    expect(noisy.band).toBeGreaterThan(0.12);
    expect(noisy.share).toBeGreaterThan(0.7);
    expect(inside(market(0.02)).band).toBeLessThanOrEqual(0.12);
  });
});
