import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitDepreciation, MIN_MODEL_ADS } from './depreciation.js';
import { buildMarket } from './market.js';
import { compileQuery } from './match.js';
import { scoreAd } from './score.js';
import { makeAd, makeQuery, NOW } from './test-fixtures.js';
import type { RawAd } from './types.js';

/** What a Golf costs on a clean curve: −12 % a year, −2.5 % every 10.000 km. */
const curve = (year: number, km: number) => Math.round(32_000 * 0.88 ** (2023 - year) * Math.exp(-km / 400_000));

/** `count` Golfs from 2015 to 2022 with km that grow with age, priced on the curve ± a few percent. */
function fittedMarket(count: number, overrides: Partial<RawAd> = {}): RawAd[] {
  return Array.from({ length: count }, (_, i) => {
    const year = 2015 + (i % 8);
    const km = 15_000 * (2023 - year) + ((i * 7_919) % 30_000);
    const wobble = 1 + (((i * 37) % 11) - 5) / 100;
    return makeAd({ price: Math.round(curve(year, km) * wobble), attributes: { year, km, fuel: 'gasolina' }, ...overrides });
  });
}

const oldCar = (price: number) => makeAd({ externalId: 'old', price, attributes: { year: 2011, km: 271_000, fuel: 'gasolina' } });
const score = (ad: RawAd, market: RawAd[]) => scoreAd(compileQuery(makeQuery()), ad, buildMarket(market), NOW);

describe('depreciation model', () => {
  it('judges a 2011 car with 271.000 km against what such a car costs, not against newer ones', () => {
    const market = fittedMarket(42);
    const fair = curve(2011, 271_000);
    const reference = buildMarket(market).referenceFor(oldCar(fair));
    expect(reference).toMatchObject({ method: 'model', basis: 'price', comparables: 42, wide: false });
    expect(Math.abs((reference?.expectedPrice ?? 0) / fair - 1)).toBeLessThan(0.1);

    // At the price such a car costs it is no bargain: not "below", not a fraud, not more than neutral on price.
    const result = score(oldCar(fair), market);
    expect([...result.goodThings, ...result.badThings].some((p) => p.includes('por debajo'))).toBe(false);
    expect(result.parts.price).toBeLessThanOrEqual(18);
    const median = [...market].map((ad) => ad.price).sort((a, b) => a - b)[21];
    expect(fair).toBeLessThan(0.6 * median); // what the old whole-model median would have called a fraud
  });

  it('says the basis and how sure it is in the price point', () => {
    const result = score(oldCar(Math.round(curve(2011, 271_000) * 1.3)), fittedMarket(42));
    const point = result.badThings.find((p) => p.startsWith('Precio'));
    expect(point).toMatch(
      /^Precio un \d+ % por encima de lo que suele costar uno así \([\d.]+ €; modelo de depreciación, 42 anuncios, confianza (baja|media|alta)\)$/,
    );
    // Predicting outside the years and km fitted is extrapolation: trusted less than inside them.
    expect(point).toContain('confianza media');
    const inside = score(
      makeAd({ price: 20_000, attributes: { year: 2019, km: 30_000 } }),
      fittedMarket(42).filter((ad) => ad.attributes.year !== 2019),
    );
    expect(inside.priceReference?.method).toBe('model');
    expect([...inside.goodThings, ...inside.badThings].find((p) => p.startsWith('Precio'))).toContain('confianza alta');
  });

  it('prefers close comparables when there are enough', () => {
    const market = [...fittedMarket(42), ...Array.from({ length: 6 }, (_, i) => oldCar(3_000 + 100 * i))];
    expect(buildMarket(market).referenceFor(oldCar(3_200))).toMatchObject({ method: 'comparables', comparables: 6 });
  });

  it('falls back to the former levels with too few ads, without spread in year or km, or with an upside-down curve', () => {
    const few = fittedMarket(MIN_MODEL_ADS - 1);
    expect(buildMarket(few).referenceFor(oldCar(3_000))?.method).toBe('comparables');
    const sameYear = fittedMarket(40).map((ad) => ({ ...ad, attributes: { ...ad.attributes, year: 2018 } }));
    expect(buildMarket(sameYear).referenceFor(oldCar(3_000))?.method).toBe('comparables');
    const upsideDown = fittedMarket(40).map((ad) => ({ ...ad, price: 100_000 - ad.price }));
    expect(buildMarket(upsideDown).referenceFor(oldCar(3_000))?.method).toBe('comparables');
  });

  it('is not dragged by scam prices or absurd values (outliers and sane bounds)', () => {
    const clean = buildMarket(fittedMarket(40)).referenceFor(oldCar(3_000))?.expectedPrice ?? 0;
    const scams = [1, 2, 3].map((i) => makeAd({ price: 900 + i, attributes: { year: 2022, km: 10_000 } }));
    const absurd = makeAd({ price: 15_000, attributes: { year: 2020, km: 9_000_000 } });
    const dirty = buildMarket([...fittedMarket(40), ...scams, absurd]).referenceFor(oldCar(3_000));
    expect(dirty?.method).toBe('model');
    expect(Math.abs((dirty?.expectedPrice ?? 0) / clean - 1)).toBeLessThan(0.05);
  });

  it('leaves the ad itself out of its own fit: its price never moves its reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 60_000 }), fc.integer({ min: 100, max: 60_000 }), (a, b) => {
        const market = fittedMarket(30);
        const refOf = (price: number) => {
          const own = oldCar(price);
          return buildMarket([...market, own]).referenceFor(own);
        };
        expect(refOf(a)).toEqual(refOf(b));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses degenerate inputs directly', () => {
    expect(fitDepreciation([])).toBeNull();
    const flat = Array.from({ length: 20 }, () => ({ price: 10_000, year: 2018, km: 50_000 }));
    expect(fitDepreciation(flat)).toBeNull();
  });
});
