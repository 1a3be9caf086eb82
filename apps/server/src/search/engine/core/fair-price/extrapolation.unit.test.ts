import { describe, expect, it } from 'vitest';
import { buildMarket, fitsComputed } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';
import { VehicleFit } from './vehicle-fit.js';

/**
 * Golfs of 2002-2024, three a year; the oldest year's ads cost more than the next year's (the first "classics"),
 * so the curve's last step rises towards the past (docs/scoring.md, "No absurd estimate").
 */
function golfs(): RawAd[] {
  const ads: RawAd[] = [];
  for (let year = 2002; year <= 2024; year++)
    for (let i = 0; i < 3; i++) {
      const km = Math.round((2026 - year) * 14_000 * (0.7 + 0.3 * i));
      const classic = year === 2002 ? 1.6 : 1;
      const wiggle = 1 + (((year + i) % 3) - 1) * 0.03;
      ads.push(
        makeAd({
          externalId: `golf-range-${year}-${i}`,
          title: 'Volkswagen Golf 1.9 TDI',
          price: Math.round(curvePrice(year, km) * classic * wiggle),
          attributes: { year, km, fuel: 'diésel' },
        }),
      );
    }
  return ads;
}

describe('no absurd estimate outside the fitted years and km', () => {
  it("a reused fit fed a 1994 Golf with 600,000 km stays within the model's prices, with a wide band and low confidence", () => {
    const ads = golfs();
    const prices = ads.map((ad) => ad.price);
    const first = buildMarket(ads);
    expect(first.referenceFor(ads[10])?.method).toBe('model');
    const fitsBefore = fitsComputed();
    const old = makeAd({ externalId: 'golf-1994', title: 'Volkswagen Golf 1.9 TDI', price: 2_500, attributes: { year: 1994, km: 600_000, fuel: 'diésel' } });
    const second = buildMarket([...ads, old]);
    const reference = second.referenceFor(old)!;
    // One ad more in a fit of 69: the fit is reused, not recomputed.
    expect(fitsComputed()).toBe(fitsBefore);
    expect(reference.method).toBe('model');
    expect(reference.expectedPrice).toBeGreaterThanOrEqual(Math.min(...prices) * 0.5);
    expect(reference.expectedPrice).toBeLessThanOrEqual(Math.max(...prices) * 1.5);
    expect(reference.band).toBeGreaterThanOrEqual(0.2);
    expect(reference.confidence).toBeLessThan(0.5);
  });

  it('never prices beyond half the cheapest and 1.5 times the dearest fitted ad, whatever the year or km', () => {
    const items = golfs().map((ad) => ({ price: ad.price, year: ad.attributes.year!, km: ad.attributes.km!, factors: ['fuel:diesel'] }));
    const fit = VehicleFit.fit(items)!;
    const low = Math.min(...items.map((item) => item.price)) * 0.5;
    const high = Math.max(...items.map((item) => item.price)) * 1.5;
    for (const [year, km] of [
      [1960, 0],
      [1994, 900_000],
      [2040, 0],
      [2024, 999_999],
    ]) {
      const { price, error } = fit.predict(year, km, ['fuel:diesel'], null);
      expect(price, `${year}, ${km} km`).toBeGreaterThanOrEqual(low - 1);
      expect(price, `${year}, ${km} km`).toBeLessThanOrEqual(high + 1);
      expect(Number.isFinite(error)).toBe(true);
    }
  });
});
