import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import { engineSizeOf, engineSizeOfWords } from '../title-keys.js';
import type { RawAd } from '../types.js';

/** Honda CBs of 2012-2025 at 300, 500 and 650 cc, the price growing with the engine size (as cc^0.6). */
function hondas(sizeIn: (cc: number) => { title: string; description: string }): RawAd[] {
  const ads: RawAd[] = [];
  for (let year = 2012; year <= 2025; year++)
    for (const cc of [300, 500, 650])
      for (const share of [0.8, 1.2]) {
        const km = Math.round((2026 - year) * 5_000 * share);
        ads.push(makeAd({ category: 2, ...sizeIn(cc), price: curvePrice(year, km, 7_000 * (cc / 500) ** 0.6), attributes: { year, km } }));
      }
  return ads;
}

describe('a motorbike is priced by its engine size (docs/scoring.md, "Fair price")', () => {
  it('reads the size from "689 cc", "125cc", "49 cm3" and a bare number after the model ("Honda CB 500")', () => {
    expect(engineSizeOf('Yamaha MT-07 689 cc', '')).toBe(689);
    expect(engineSizeOf('Kymco Agility', 'Scooter de 125cc, ITV al día')).toBe(125);
    expect(engineSizeOf('Piaggio Zip', 'ciclomotor 49 cm3')).toBe(49);
    expect(engineSizeOfWords(['500', 'abs'])).toBe(500);
    // A year is no engine size.
    expect(engineSizeOfWords(['2019', 'abs'])).toBeNull();
  });

  it('prices a size between the fitted ones between them (a continuous column, not a factor per size)', () => {
    const market = buildMarket(hondas((cc) => ({ title: `Honda CB ${cc}`, description: 'Moto en buen estado, revisiones al día.' })));
    const at = (title: string, description = '') =>
      market.referenceFor(makeAd({ category: 2, title, description, attributes: { year: 2019, km: 35_000 } }))!.expectedPrice;
    const small = at('Honda CB 300');
    const big = at('Honda CB', 'Motor de 650 cc');
    const between = at('Honda CB 400 cc');
    // Generated: (650/300)^0.6 = 1.59.
    expect(big / small).toBeGreaterThan(1.45);
    expect(big / small).toBeLessThan(1.75);
    expect(between).toBeGreaterThan(small * 1.1);
    expect(between).toBeLessThan(big / 1.1);
    // About the generated ratio: (400/300)^0.6 = 1.19.
    expect(between / small).toBeGreaterThan(1.1);
    expect(between / small).toBeLessThan(1.3);
  });
});
