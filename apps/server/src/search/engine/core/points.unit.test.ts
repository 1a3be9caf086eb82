import { pointSchema, wordPoint, type SearchPreferences } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { generateDemoAds } from '../runtime/feed/demo-feed.js';
import { buildMarket } from './market.js';
import { compileQuery } from './match.js';
import { scoreAd, storedPointsOf } from './score.js';
import { makeQuery, NOW } from './test-fixtures.js';
import type { CategoryId } from './types.js';

/** Decision 031: every point the engine gives is a code and values whose Spanish words are the point's text. */

const ads = generateDemoAds({ count: 1_500, seed: 7, referenceDate: NOW });
const market = buildMarket(ads);
const WISHES: Record<CategoryId, SearchPreferences> = {
  1: { fuel: ['gasolina', 'hibrido'], gearbox: 'automatico', maxKm: 90_000, lowKm: true, minYear: 2016, maxPrice: 14_000, sellerType: 'particular' },
  2: { fuel: ['gasolina'], maxKm: 20_000, minYear: 2018, maxYear: 2022, a2: true, abs: true, sellerType: 'dealer' },
  3: { minRooms: 3, minSqm: 90, homeTypes: ['piso', 'atico'], features: ['terraza', 'ascensor', 'garaje', 'exterior'], sellerType: 'professional' },
};

describe('the engine points as codes and values', () => {
  it.each([1, 2, 3] as const)('category %i: texts are the points worded in Spanish, and every point is valid', (categoryId) => {
    const compiled = compileQuery(
      makeQuery({
        categoryId,
        keywords: 'seat leon',
        userSearch: 'buen estado, pocos km',
        latitude: 40.42,
        longitude: -3.7,
        radiusKm: 200,
        preferences: WISHES[categoryId],
      }),
      NOW,
    );
    const codes = new Set<string>();
    let broken = 0;
    for (const ad of ads.filter((a) => a.category === categoryId)) {
      const scored = scoreAd(compiled, ad, market, NOW);
      expect(scored.goodPoints.map((point) => wordPoint(point))).toEqual(scored.goodThings);
      expect(scored.badPoints.map((point) => wordPoint(point))).toEqual(scored.badThings);
      for (const point of [...scored.goodPoints, ...scored.badPoints]) {
        expect(pointSchema.safeParse(point).success, JSON.stringify(point)).toBe(true);
        expect(wordPoint(point, 'en')).not.toBe(wordPoint(point));
        codes.add(point.code);
      }
      const stored = storedPointsOf(scored);
      if (scored.brokenWish) {
        broken++;
        expect(stored.broken).not.toBeNull();
        expect(wordPoint(stored.bad[stored.broken!])).toBe(scored.brokenWish);
      } else expect(stored.broken).toBeNull();
    }
    expect(broken).toBeGreaterThan(0);
    expect(codes.size).toBeGreaterThan(10);
  });
});
