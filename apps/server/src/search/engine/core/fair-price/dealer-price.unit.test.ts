import { describe, expect, it } from 'vitest';
import { evaluate } from '../pipeline.js';
import { makeAd, makeQuery, NOW } from '../test-fixtures.js';

/**
 * The scoring report's own example: twelve Seat León ads, each priced exactly at the fair price of its year and km on one
 * depreciation curve, and "Gasolina, menos de 100.000 km, del 2018 en adelante". Three curves, none of them the
 * fit's form: every ad is called fair, none a fraud, and the five that meet every wish are the top five.
 */
const CURVES: Record<string, (age: number, km: number) => number> = {
  exponential: (age, km) => 28_000 * Math.exp(-0.12 * age) * Math.exp(-km / 700_000),
  linear: (age, km) => 28_000 * (1 - 0.06 * age) * (1 - km / 1_000_000),
  hyperbolic: (age, km) => 28_000 / (1 + 0.15 * age) / (1 + km / 400_000),
};

const LEONS: readonly [year: number, km: number, fuel: 'gasolina' | 'diésel'][] = [
  [2013, 180_000, 'gasolina'],
  [2014, 150_000, 'diésel'],
  [2015, 140_000, 'gasolina'],
  [2016, 120_000, 'gasolina'],
  [2017, 95_000, 'diésel'],
  [2018, 110_000, 'gasolina'],
  [2019, 80_000, 'gasolina'],
  [2019, 90_000, 'diésel'],
  [2020, 60_000, 'gasolina'],
  [2021, 45_000, 'gasolina'],
  [2022, 30_000, 'gasolina'],
  [2023, 20_000, 'gasolina'],
];
const meetsEveryWish = ([year, km, fuel]: (typeof LEONS)[number]) => fuel === 'gasolina' && km < 100_000 && year >= 2018;

describe('twelve Seat León ads on one curve', () => {
  it.each(Object.keys(CURVES))('%s curve: all fair, no fraud, the ads meeting every wish first', (name) => {
    const ads = LEONS.map(([year, km, fuel], i) =>
      makeAd({
        externalId: `leon-${name}-${i}`,
        title: fuel === 'gasolina' ? 'Seat León 1.5 TSI' : 'Seat León 2.0 TDI',
        description: `Seat León del año ${year} con ${km} km, ${fuel}. Revisiones en la casa, siempre en garaje, ITV en vigor.`,
        price: Math.round(CURVES[name](NOW.getUTCFullYear() - year, km) / 10) * 10,
        attributes: { year, km, fuel },
      }),
    );
    const query = makeQuery({ keywords: 'seat leon', userSearch: 'Gasolina, menos de 100.000 km, del 2018 en adelante' });
    const results = evaluate(query, ads, NOW);
    expect(results).toHaveLength(12);
    for (const result of results) {
      const points = [...result.goodThings, ...result.badThings];
      expect(
        points.find((point) => point.startsWith('Precio ')),
        result.ad.externalId,
      ).toMatch(/^Precio en línea con el mercado/);
      expect(points.some((point) => point.includes('posible fraude'))).toBe(false);
    }
    const wished = LEONS.filter(meetsEveryWish).length;
    expect(wished).toBe(5);
    const top = results.slice(0, wished).map((result) => Number(result.ad.externalId.split('-').at(-1)));
    expect(top.every((i) => meetsEveryWish(LEONS[i]))).toBe(true);
  });
});
