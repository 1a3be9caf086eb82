import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';

/** Golfs of 2010-2025 at 110 and 150 CV (the 150 CV one 25 % dearer), km about 14,000 a year. */
function golfsWithPower(): RawAd[] {
  const ads: RawAd[] = [];
  for (let year = 2010; year <= 2025; year++)
    for (const [i, cv] of [110, 150, 110, 150].entries()) {
      const km = Math.round((2026 - year) * 14_000 * (0.7 + 0.2 * i));
      const wiggle = 1 + (((year + i) % 3) - 1) * 0.03;
      ads.push(
        makeAd({
          externalId: `golf-cv-${year}-${i}`,
          title: `Volkswagen Golf 2.0 TDI ${cv} CV`,
          price: Math.round(curvePrice(year, km) * (cv === 150 ? 1.25 : 1) * wiggle),
          attributes: { year, km, fuel: 'diésel' },
        }),
      );
    }
  return ads;
}

describe('what changes the price is seen (docs/scoring.md, "Fair price")', () => {
  it('the power stated in the title ("150 CV", "110 kW") moves the fair price', () => {
    const market = buildMarket(golfsWithPower());
    const at = (title: string) => market.referenceFor(makeAd({ title, attributes: { year: 2018, km: 110_000, fuel: 'diésel' } }))!.expectedPrice;
    const ratio = at('Volkswagen Golf 2.0 TDI 110 kW') / at('Volkswagen Golf 2.0 TDI 110 CV');
    expect(ratio).toBeGreaterThan(1.15);
    expect(ratio).toBeLessThan(1.35);
  });

  it('a 15-year-old car with 3,000 km is "pocos km para su edad", not a car worth several times its model-year', () => {
    const market = buildMarket(golfsWithPower());
    const at = (km: number) =>
      market.referenceFor(makeAd({ title: 'Volkswagen Golf 2.0 TDI 110 CV', attributes: { year: 2011, km, fuel: 'diésel' } }))!.expectedPrice;
    const usual = at(15 * 14_000);
    expect(at(3_000) / usual).toBeLessThan(1.4);
    expect(at(3_000)).toBeGreaterThanOrEqual(usual);
    // The low-km premium stops at half the usual km for the age (about 105,000 km here): fewer km add nothing.
    expect(at(3_000)).toBe(at(95_000));
    expect(at(95_000)).toBeGreaterThan(usual);
  });
});
