import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMarket, homeTypeOf, medianExcluding, MIN_COMPARABLES, modelKeyOf, RELAXED_LEVEL_FACTOR } from './market.js';
import { foldText, parseKeywords } from './text.js';
import { golfMarket, makeAd } from './test-fixtures.js';
import { UNKNOWN, VehiclePool, type PoolItem } from './vehicle-pool.js';

describe('modelKeyOf', () => {
  it.each([
    ['Volkswagen Golf 1.6 TDI 115 CV', 'volkswagen golf'],
    ['Vendo Seat León FR 2019', 'seat leon'],
    ['BMW Serie 3 320d', 'bmw serie 3'],
    ['Mercedes-Benz Clase C 220 d', 'mercedes-benz clase c'],
    ['Tesla Model 3 Gran Autonomía', 'tesla model 3'],
    ['Peugeot 208, eléctrico', 'peugeot 208'],
  ])('%s -> %s', (title, key) => {
    expect(modelKeyOf(foldText(title))).toBe(key);
  });
});

describe('homeTypeOf', () => {
  it.each([
    ['Ático con terraza en Madrid', 'atico'],
    ['Chalet independiente en Marbella', 'chalet'],
    ['Precioso adosado en Burgos', 'casa'],
    ['Pisos de 3 habitaciones', 'piso'],
    ['Gran oportunidad en Teruel', 'piso'],
  ])('%s -> %s', (title, type) => {
    expect(homeTypeOf(foldText(title))).toBe(type);
  });
});

describe('medianExcluding', () => {
  const sorted = Float64Array.from([1, 2, 3, 4, 10]);

  it('is the plain median without exclusion', () => {
    expect(medianExcluding(sorted, null)).toBe(3);
    expect(medianExcluding(Float64Array.from([1, 2, 3, 4]), null)).toBe(2.5);
  });

  it('leaves one occurrence out', () => {
    expect(medianExcluding(sorted, 10)).toBe(2.5);
    expect(medianExcluding(sorted, 1)).toBe(3.5);
    expect(medianExcluding(Float64Array.from([5, 5, 5, 9]), 5)).toBe(5);
  });

  it('ignores a value that is not there', () => {
    expect(medianExcluding(sorted, 7)).toBe(3);
  });
});

describe('Market.referenceFor', () => {
  it('uses the median of similar vehicles with full confidence when there are many', () => {
    const ads = golfMarket(11, 15_000);
    const outsider = makeAd({ price: 9_000 });
    const reference = buildMarket(ads).referenceFor(outsider);
    expect(reference).toMatchObject({ basis: 'price', median: 15_000, expectedPrice: 15_000, comparables: 11, confidence: 1 });
  });

  it('leaves the ad itself out of its own comparables', () => {
    const ads = [...golfMarket(10, 15_000), makeAd({ price: 40_000 })];
    const market = buildMarket(ads);
    const reference = market.referenceFor(ads[10]);
    expect(reference?.comparables).toBe(10);
    expect(reference?.median).toBe(15_000);
  });

  it('says confidence is low with fewer than the minimum of comparables', () => {
    const reference = buildMarket(golfMarket(3)).referenceFor(makeAd());
    expect(reference?.comparables).toBe(3);
    expect(reference?.confidence).toBeLessThan(0.5);
    expect(MIN_COMPARABLES).toBe(5);
  });

  it('relaxes km, then year, lowering the confidence', () => {
    const ads = [...golfMarket(6, 15_000, { attributes: { year: 2018, km: 20_000 } }), ...golfMarket(6, 9_000, { attributes: { year: 2012, km: 200_000 } })];
    const market = buildMarket(ads);
    const sameYearOtherKm = market.referenceFor(makeAd({ attributes: { year: 2018, km: 150_000 } }));
    expect(sameYearOtherKm).toMatchObject({ median: 15_000, comparables: 6, confidence: 0.75 * RELAXED_LEVEL_FACTOR });
    const otherYear = market.referenceFor(makeAd({ attributes: { year: 2005, km: 150_000 } }));
    expect(otherYear).toMatchObject({ median: 12_000, comparables: 12, confidence: RELAXED_LEVEL_FACTOR ** 2 });
    const exact = market.referenceFor(makeAd({ attributes: { year: 2012, km: 190_000 } }));
    expect(exact).toMatchObject({ median: 9_000, comparables: 6, confidence: 0.75 });
  });

  it('compares only the same model', () => {
    const market = buildMarket([...golfMarket(6), ...golfMarket(6, 30_000, { title: 'Audi A4 2.0 TDI' })]);
    expect(market.referenceFor(makeAd({ title: 'Audi A4 Avant' }))?.median).toBe(30_000);
    expect(market.referenceFor(makeAd({ title: 'Seat Ibiza' }))).toBeNull();
  });

  it('with title keywords, compares only ads that have them in the title', () => {
    const market = buildMarket([...golfMarket(6, 15_000), ...golfMarket(6, 25_000, { title: 'Volkswagen Golf GTI 245 CV' })]);
    const gti = makeAd({ title: 'Volkswagen Golf GTI' });
    expect(market.referenceFor(gti, parseKeywords('gti'))?.median).toBe(25_000);
    expect(market.referenceFor(gti)?.median).toBe(20_000);
  });

  it('prices homes per m² in the same city and type, then the province', () => {
    const home = (city: string, price: number, sqm: number) =>
      makeAd({ category: 3, title: 'Piso de 3 habitaciones', city, province: 'Valencia', price, attributes: { sqm, rooms: 3 } });
    const market = buildMarket([...[1, 2, 3, 4, 5].map((i) => home('Valencia', 2_000 * (90 + i), 90 + i)), home('Gandia', 150_000, 100)]);
    const reference = market.referenceFor(home('Valencia', 100_000, 50));
    expect(reference).toMatchObject({ basis: 'pricePerSqm', median: 2_000, expectedPrice: 100_000, comparables: 5 });
    const elsewhere = market.referenceFor(home('Sagunto', 100_000, 100));
    expect(elsewhere?.comparables).toBe(6);
    expect(elsewhere?.confidence).toBeCloseTo(0.75 * RELAXED_LEVEL_FACTOR);
  });

  it('returns null when nothing compares', () => {
    expect(buildMarket([]).referenceFor(makeAd())).toBeNull();
  });
});

describe('VehiclePool', () => {
  const item = fc.record({
    price: fc.integer({ min: 1, max: 40 }).map((p) => p * 500),
    year: fc.oneof(fc.constant(UNKNOWN), fc.integer({ min: 2010, max: 2020 })),
    km: fc.oneof(fc.constant(UNKNOWN), fc.integer({ min: 1_000, max: 200_000 })),
  });

  it('sweep gives the same median and count as the direct computation', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 80 }), (items: PoolItem[]) => {
        const pool = new VehiclePool(items);
        const owned = items.map((i) => ({ ...i }));
        const ownerPool = new VehiclePool(owned, true);
        items.forEach((it, i) => {
          if (it.year === UNKNOWN || it.km === UNKNOWN) return;
          const direct = pool.yearsAndKm(it.year, it.km, it.price);
          expect(pool.yearsAndKmOf(it)).toEqual(direct);
          expect(ownerPool.yearsAndKmOf(owned[i])).toEqual(direct);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('direct computation matches a brute-force median', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 2010, max: 2020 }),
        fc.integer({ min: 1_000, max: 200_000 }),
        (items, year, km) => {
          const prices = items
            .filter((i) => i.year !== UNKNOWN && i.km !== UNKNOWN && Math.abs(i.year - year) <= 2 && i.km >= km * 0.7 && i.km <= km * 1.3)
            .map((i) => i.price)
            .sort((a, b) => a - b);
          const result = new VehiclePool(items).yearsAndKm(year, km, null);
          if (prices.length === 0) {
            expect(result).toBeNull();
          } else {
            const mid = (prices.length - 1) >> 1;
            const median = prices.length % 2 ? prices[mid] : (prices[mid] + prices[mid + 1]) / 2;
            expect(result).toEqual({ median, count: prices.length });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
