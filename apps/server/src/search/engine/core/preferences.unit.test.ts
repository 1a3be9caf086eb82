import fc from 'fast-check';
import type { SearchPreferences } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { buildMarket } from './market.js';
import { compileQuery, matches } from './match.js';
import { evaluate } from './pipeline.js';
import { PREFERENCE_POINTS } from './preferences.js';
import { isFraudPriced, scoreAd } from './score.js';
import { golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';
import type { RawAd, SearchQuery } from './types.js';

const score = (ad: RawAd, query: Partial<SearchQuery>, market: RawAd[] = golfMarket(11)) =>
  scoreAd(compileQuery(makeQuery(query), NOW), ad, buildMarket(market), NOW);

describe('preferences in the score', () => {
  it('ranks what the customer asked for above what breaks it', () => {
    const query = { userSearch: 'Gasolina, menos de 120.000 km' };
    const market = golfMarket(11);
    const old = makeAd({ externalId: 'old', price: 9_000, attributes: { year: 2011, km: 271_243, fuel: 'gasolina' } });
    const diesel = makeAd({ externalId: 'diesel', price: 11_000, attributes: { year: 2015, km: 195_224, fuel: 'diésel' } });
    const good = makeAd({ externalId: 'good', price: 14_500, attributes: { year: 2018, km: 90_000, fuel: 'gasolina' } });
    const [o, d, g] = [old, diesel, good].map((ad) => score(ad, query, market));
    expect(o.goodThings).toContain('Gasolina, como pides');
    expect(o.badThings).toContain('271.243 km: más de los 120.000 km que pides');
    expect(d.badThings).toEqual(expect.arrayContaining(['Diésel: pides gasolina', '195.224 km: más de los 120.000 km que pides']));
    expect(g.goodThings).toEqual(expect.arrayContaining(['Gasolina, como pides', '90.000 km, menos de los 120.000 km que pides']));
    expect(g.finalScore).toBeGreaterThan(o.finalScore);
    expect(o.finalScore).toBeGreaterThan(d.finalScore);
    expect(d.parts.preferences).toBe(-2 * PREFERENCE_POINTS.limitBroken);
    // The words that became preferences are not description terms any more.
    expect([...g.goodThings, ...g.badThings].some((p) => p.includes('términos'))).toBe(false);
  });

  it('says the year with numbers', () => {
    const result = score(makeAd({ attributes: { year: 2011, km: 150_000, fuel: 'gasolina' } }), { userSearch: 'a partir de 2018' });
    expect(result.badThings).toContain('Del 2011: pides 2018 o posterior');
    expect(score(makeAd(), { userSearch: 'entre 2015 y 2019' }).goodThings).toContain('Del 2018: entre 2015 y 2019, como pides');
  });

  it('is neutral and says so when the ad does not say', () => {
    const silent = makeAd({ externalId: 'same', title: 'Volkswagen Golf', description: 'Coche en buen estado, siempre en garaje.', attributes: {} });
    const result = score(silent, { userSearch: 'gasolina, menos de 120.000 km, a partir de 2018' });
    expect(result.badThings).toEqual(expect.arrayContaining(['No indica el combustible', 'No indica los kilómetros', 'No indica el año']));
    expect(result.parts.preferences).toBe(0);
  });

  it("reads the facts the attributes lack from the ad's title and description", () => {
    const ad = makeAd({ title: 'Seat León 2.0 TDI', description: 'Del año 2016, 140.000 km, cambio manual.', attributes: {} });
    const result = score(ad, { userSearch: 'gasolina, automático, menos de 100.000 km, del 2015 en adelante' });
    expect(result.badThings).toEqual(
      expect.arrayContaining(['Diésel: pides gasolina', 'Cambio manual: pides cambio automático', '140.000 km: más de los 100.000 km que pides']),
    );
    expect(result.goodThings).toContain('Del 2016: 2015 o posterior, como pides');
  });

  it('"pocos km" means fewer than the usual km for the age (15,000 km a year), or 60,000 km without a year', () => {
    const lowKm = { preferences: { lowKm: true as const } };
    // Scored in 2025: a 2011 car usually has 210,000 km, a 2023 one 30,000.
    expect(score(makeAd({ attributes: { year: 2011, km: 3_000 } }), lowKm).goodThings).toContain(
      '3.000 km: pocos para su edad (suelen ser 210.000 km), como pides',
    );
    expect(score(makeAd({ attributes: { year: 2011, km: 150_000 } }), lowKm).goodThings).toContain(
      '150.000 km: pocos para su edad (suelen ser 210.000 km), como pides',
    );
    expect(score(makeAd({ attributes: { year: 2023, km: 45_000 } }), lowKm).badThings).toContain('45.000 km: no son pocos para su edad (suelen ser 30.000 km)');
    const withoutYear = makeAd({ title: 'Volkswagen Golf', description: 'Con 45.000 km, muy cuidado.', attributes: { km: 45_000 } });
    expect(score(withoutYear, lowKm).goodThings).toContain('45.000 km: pocos, como pides');
  });

  it('costs a broken limit clearly more than a broken soft wish', () => {
    const ad = makeAd({ externalId: 'same', attributes: { year: 2018, km: 130_000, fuel: 'diésel' } });
    const limit = score(ad, { preferences: { maxKm: 50_000 } });
    const wish = score(ad, { preferences: { lowKm: true } });
    const none = score(ad, { preferences: {} });
    expect(wish.badThings).toContain('130.000 km: no son pocos para su edad (suelen ser 105.000 km)');
    expect(none.finalScore - wish.finalScore).toBe(PREFERENCE_POINTS.wishBroken);
    expect(none.finalScore - limit.finalScore).toBe(PREFERENCE_POINTS.limitBroken);
  });

  it('never scores the description price as a wish: it is the price range, or the slider overrules it', () => {
    const ad = makeAd({ price: 12_000 });
    for (const query of [{ userSearch: 'hasta 15.000 €' }, { userSearch: 'hasta 10.000 €', maxPrice: 20_000 }]) {
      const result = score(ad, query);
      expect([...result.goodThings, ...result.badThings].some((p) => p.includes('que pides'))).toBe(false);
      expect(result.parts.preferences).toBe(0);
    }
    expect(matches(compileQuery(makeQuery({ userSearch: 'hasta 10.000 €' })), ad)).toBe(false);
  });

  it('checks seller, A2 and ABS', () => {
    expect(score(makeAd({ sellerType: 'dealer' }), { userSearch: 'solo particulares' }).badThings).toContain('Lo vende un concesionario: pides particular');
    const moto = makeAd({ category: 2, title: 'Yamaha MT-07', description: 'Limitable a A2, sin ABS.', attributes: { year: 2019, km: 12_000 } });
    const result = score(moto, { categoryId: 2, userSearch: 'para carnet A2 con ABS' }, []);
    expect(result.goodThings).toContain('Apta para el carné A2, como pides');
    expect(result.badThings).toContain('Sin ABS, que pides');
  });

  it('checks rooms, m², home type and features of homes', () => {
    const home = makeAd({
      category: 3,
      title: 'Piso con terraza en Valencia',
      description: 'Piso de 65 m² con 2 habitaciones, terraza, sin ascensor.',
      attributes: {},
    });
    const result = score(home, { categoryId: 3, userSearch: 'Ático o dúplex de al menos 3 dormitorios, más de 80 m², con terraza, ascensor y garaje' }, []);
    expect(result.badThings).toEqual(
      expect.arrayContaining([
        'Piso: pides ático o dúplex',
        '2 habitaciones: pides al menos 3',
        '65 m²: pides al menos 80 m²',
        'Sin ascensor, que pides',
        'No indica si tiene garaje',
      ]),
    );
    expect(result.goodThings).toContain('Con terraza, como pides');
    // One wish met (terraza), the penalty capped.
    expect(result.parts.preferences).toBe(Math.round(PREFERENCE_POINTS.wishMet - PREFERENCE_POINTS.maxPenalty));
  });

  it('with strictMatchOnly, drops ads that break a stated limit and keeps those that do not say', () => {
    const query = makeQuery({ keywords: 'golf', userSearch: 'gasolina, menos de 120.000 km', strictMatchOnly: true });
    expect(matches(compileQuery(query), makeAd({ attributes: { km: 50_000, fuel: 'gasolina' } }))).toBe(true);
    expect(matches(compileQuery(query), makeAd({ attributes: { km: 150_000, fuel: 'gasolina' } }))).toBe(false);
    expect(matches(compileQuery(query), makeAd({ attributes: { km: 50_000, fuel: 'diésel' } }))).toBe(false);
    expect(matches(compileQuery(query), makeAd({ title: 'Volkswagen Golf', description: 'Golf en buen estado, siempre en garaje.', attributes: {} }))).toBe(
      true,
    );
    // Without strictMatchOnly they stay (and score lower).
    expect(matches(compileQuery({ ...query, strictMatchOnly: false }), makeAd({ attributes: { km: 150_000, fuel: 'diésel' } }))).toBe(true);
  });

  it('stored preferences win over the text', () => {
    const ad = makeAd({ attributes: { fuel: 'diésel', km: 95_000, year: 2018 } });
    expect(score(ad, { userSearch: 'gasolina', preferences: { fuel: ['diesel'] } }).goodThings).toContain('Diésel, como pides');
    expect(score(ad, { userSearch: 'gasolina', preferences: {} }).badThings.some((p) => p.includes('pides'))).toBe(false);
  });
});

// ---- properties ----

/** A description that says nothing about km, year or fuel. */
const QUIET = 'Coche en buen estado, siempre en garaje, libro de revisiones al día y neumáticos nuevos. Se puede ver en Madrid.';

const factsArbitrary = fc.record({
  fuel: fc.option(fc.constantFrom('gasolina', 'diésel', 'híbrido', 'eléctrico'), { nil: undefined }),
  km: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: undefined }),
  year: fc.option(fc.integer({ min: 1995, max: 2025 }), { nil: undefined }),
});
const preferencesArbitrary: fc.Arbitrary<SearchPreferences> = fc.record(
  {
    fuel: fc.subarray(['gasolina', 'diesel', 'hibrido', 'electrico', 'glp'] as const, { minLength: 1 }),
    maxKm: fc.integer({ min: 1_000, max: 300_000 }),
    minYear: fc.integer({ min: 2000, max: 2024 }),
    maxPrice: fc.integer({ min: 1_000, max: 60_000 }),
    sellerType: fc.constantFrom('particular' as const, 'professional' as const, 'dealer' as const),
    lowKm: fc.constant(true as const),
  },
  { requiredKeys: [] },
);
const sellers = fc.constantFrom('particular' as const, 'professional' as const, 'dealer' as const);

describe('preferences properties', () => {
  it('meeting a preference never scores lower than not saying, and not saying never lower than breaking', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 300_000 }), fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 400_000 }), (limit, a, b) => {
        const query = { preferences: { maxKm: limit } };
        // No comparables: the km would otherwise move the price reference too.
        const scoreWith = (km: number | undefined) =>
          score(makeAd({ externalId: 'same', description: QUIET, attributes: { year: 2018, km } }), query, []).finalScore;
        const silent = scoreWith(undefined);
        for (const km of [a, b]) {
          if (km <= limit) expect(scoreWith(km)).toBeGreaterThanOrEqual(silent);
          else expect(scoreWith(km)).toBeLessThan(silent);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('breaking a stated limit always costs more than breaking a soft wish', () => {
    fc.assert(
      fc.property(factsArbitrary, sellers, fc.integer({ min: 0, max: 60_000 }), (attributes, sellerType, price) => {
        const ad = makeAd({ externalId: 'same', price, sellerType, attributes: { ...attributes, km: 200_000 } });
        const limit = score(ad, { preferences: { maxKm: 100_000 } });
        const wish = score(ad, { preferences: { lowKm: true } });
        expect(limit.finalScore).toBeLessThan(wish.finalScore);
      }),
      { numRuns: 200 },
    );
  });

  it('with preferences in play, among plausible prices a lower price never lowers the score, and the score stays an integer 0..100', () => {
    fc.assert(
      fc.property(
        preferencesArbitrary,
        factsArbitrary,
        sellers,
        fc.boolean(),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (preferences, attributes, sellerType, strictMatchOnly, a, b) => {
          const ad = makeAd({ sellerType, attributes });
          const query = { preferences, strictMatchOnly };
          const cheaper = score({ ...ad, price: Math.min(a, b) }, query);
          const dearer = score({ ...ad, price: Math.max(a, b) }, query);
          if (!isFraudPriced(cheaper.ad, cheaper.priceReference)) expect(cheaper.finalScore).toBeGreaterThanOrEqual(dearer.finalScore);
          for (const result of [cheaper, dearer]) {
            expect(Number.isInteger(result.finalScore)).toBe(true);
            expect(result.finalScore).toBeGreaterThanOrEqual(0);
            expect(result.finalScore).toBeLessThanOrEqual(100);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with strictMatchOnly no result breaks a stated limit', () => {
    fc.assert(
      fc.property(
        preferencesArbitrary,
        fc.array(fc.tuple(factsArbitrary, sellers, fc.integer({ min: 500, max: 60_000 })), { maxLength: 20 }),
        (preferences, drafts) => {
          const ads = drafts.map(([attributes, sellerType, price]) => makeAd({ attributes, sellerType, price }));
          const results = evaluate(makeQuery({ keywords: 'golf', preferences, strictMatchOnly: true }), ads, NOW);
          for (const result of results) expect(result.badThings.filter((p) => p.includes('pides') && !p.startsWith('No indica'))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
