import fc from 'fast-check';
import type { SearchPreferences } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { buildMarket } from './market.js';
import { compileQuery, matches } from './match.js';
import { evaluateWithNearMisses } from './pipeline.js';
import { wishGroupOf, type PreferenceOutcome } from './preferences.js';
import { scoreAd } from './score.js';
import { golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';
import { said, type Said } from './points.js';
import type { RawAd, SearchQuery } from './types.js';

/** Each result's wish group (docs/scoring.md "Grouping"). */

const score = (ad: RawAd, query: Partial<SearchQuery>) => scoreAd(compileQuery(makeQuery(query), NOW), ad, buildMarket(golfMarket(11)), NOW);
const outcome = (limitsBroken: number, wishesBroken: number, firstBroken: Said | null = null): PreferenceOutcome => ({
  good: [],
  bad: [],
  limitsMet: 0,
  wishesMet: 0,
  limitsBroken,
  wishesBroken,
  firstBroken,
});

describe('wishGroupOf', () => {
  it('counts broken limits and broken soft wishes alike', () => {
    expect(wishGroupOf(outcome(0, 0))).toEqual({ group: 0, broken: null });
    const diesel = said({ code: 'fuelBroken', fuel: 'diesel', wanted: ['gasolina'] });
    const noLift = said({ code: 'featuresBroken', features: ['ascensor'] });
    expect(wishGroupOf(outcome(1, 0, diesel))).toEqual({ group: 1, broken: diesel });
    expect(diesel.text).toBe('Diésel: pides gasolina');
    expect(wishGroupOf(outcome(0, 1, noLift))).toEqual({ group: 1, broken: noLift });
    expect(noLift.text).toBe('Sin ascensor, que pides');
    expect(wishGroupOf(outcome(1, 1, diesel))).toEqual({ group: 2, broken: null });
    expect(wishGroupOf(outcome(0, 3, noLift))).toEqual({ group: 2, broken: null });
  });
});

describe('the wish group in the score', () => {
  const query = { userSearch: 'Gasolina, menos de 120.000 km, a partir de 2016' };

  it('is 0 for an ad that meets every wish, and for an ad that does not say', () => {
    const meets = score(makeAd({ attributes: { year: 2018, km: 90_000, fuel: 'gasolina' } }), query);
    expect(meets).toMatchObject({ wishGroup: 0, brokenWish: null });
    const silent = score(makeAd({ title: 'Volkswagen Golf', description: 'Coche en buen estado, siempre en garaje.', attributes: {} }), query);
    expect(silent.badThings).toContain('No indica el combustible');
    expect(silent).toMatchObject({ wishGroup: 0, brokenWish: null });
  });

  it('is 1 for an ad that breaks exactly one, with the bad point that says which (not a "No indica" one)', () => {
    const diesel = score(
      makeAd({ title: 'Volkswagen Golf', description: 'Golf cuidado, libro de revisiones.', attributes: { km: 90_000, fuel: 'diésel' } }),
      query,
    );
    expect(diesel.badThings).toContain('No indica el año');
    expect(diesel).toMatchObject({ wishGroup: 1, brokenWish: 'Diésel: pides gasolina' });
    expect(diesel.badThings).toContain(diesel.brokenWish);
    const old = score(makeAd({ attributes: { year: 2012, km: 90_000, fuel: 'gasolina' } }), query);
    expect(old).toMatchObject({ wishGroup: 1, brokenWish: 'Del 2012: pides 2016 o posterior' });
  });

  it('is 2 for an ad that breaks more than one', () => {
    const result = score(makeAd({ attributes: { year: 2012, km: 150_000, fuel: 'diésel' } }), query);
    expect(result).toMatchObject({ wishGroup: 2, brokenWish: null });
  });

  it('counts a soft wish: "pocos km" broken alone is group 1', () => {
    const result = score(makeAd({ attributes: { year: 2018, km: 150_000, fuel: 'gasolina' } }), { preferences: { lowKm: true, fuel: ['gasolina'] } });
    expect(result).toMatchObject({ wishGroup: 1, brokenWish: '150.000 km: no son pocos para su edad (suelen ser 105.000 km)' });
  });

  it('counts each missing feature of a home as a broken wish', () => {
    const home = makeAd({ category: 3, title: 'Piso en Madrid', description: 'Piso luminoso sin ascensor y sin garaje, 3 habitaciones.', attributes: {} });
    expect(score(home, { categoryId: 3, preferences: { features: ['ascensor'] } })).toMatchObject({ wishGroup: 1, brokenWish: 'Sin ascensor, que pides' });
    expect(score(home, { categoryId: 3, preferences: { features: ['ascensor', 'garaje'] } })).toMatchObject({ wishGroup: 2, brokenWish: null });
  });

  it('is 0 for every ad of a search without preferences', () => {
    for (const attributes of [{ year: 2012, km: 150_000, fuel: 'diésel' }, {}]) {
      expect(score(makeAd({ attributes }), { preferences: {} })).toMatchObject({ wishGroup: 0, brokenWish: null });
      expect(score(makeAd({ attributes }), {})).toMatchObject({ wishGroup: 0, brokenWish: null });
    }
  });
});

describe('strictMatchOnly lists only wish group 0', () => {
  it('drops an ad that breaks only a soft wish; keeps one that does not say', () => {
    const query = makeQuery({ keywords: 'golf', preferences: { lowKm: true }, strictMatchOnly: true });
    expect(matches(compileQuery(query), makeAd({ attributes: { km: 150_000 } }))).toBe(false);
    expect(matches(compileQuery(query), makeAd({ attributes: { km: 30_000 } }))).toBe(true);
    expect(matches(compileQuery(query), makeAd({ title: 'Volkswagen Golf', description: 'Golf en buen estado.', attributes: {} }))).toBe(true);
    expect(matches(compileQuery({ ...query, strictMatchOnly: false }), makeAd({ attributes: { km: 150_000 } }))).toBe(true);
  });

  it('drops a home without a feature asked for', () => {
    const query = makeQuery({ categoryId: 3, preferences: { features: ['terraza'] }, strictMatchOnly: true });
    const home = (description: string) => makeAd({ category: 3, title: 'Piso en Madrid', description, attributes: {} });
    expect(matches(compileQuery(query), home('Piso sin terraza, 2 habitaciones.'))).toBe(false);
    expect(matches(compileQuery(query), home('Piso con terraza, 2 habitaciones.'))).toBe(true);
  });

  const wishes = fc.record(
    {
      fuel: fc.constantFrom<NonNullable<SearchPreferences['fuel']>>(['gasolina'], ['diesel'], ['gasolina', 'hibrido']),
      maxKm: fc.constantFrom(50_000, 120_000),
      lowKm: fc.constant(true as const),
      minYear: fc.integer({ min: 2010, max: 2022 }),
      sellerType: fc.constantFrom('particular' as const, 'dealer' as const),
    },
    { requiredKeys: [] },
  );
  const facts = fc.record(
    { year: fc.integer({ min: 2005, max: 2024 }), km: fc.integer({ min: 0, max: 300_000 }), fuel: fc.constantFrom('gasolina', 'diésel', 'híbrido') },
    { requiredKeys: [] },
  );

  it('the strict results are exactly the group-0 results of the same search without strict (runs and polls match the same way)', () => {
    fc.assert(
      fc.property(wishes, fc.array(fc.tuple(facts, fc.constantFrom('particular' as const, 'dealer' as const)), { maxLength: 15 }), (preferences, drafts) => {
        const ads = drafts.map(([attributes, sellerType]) => makeAd({ attributes, sellerType, title: 'Volkswagen Golf', description: 'Golf cuidado.' }));
        const loose = evaluateWithNearMisses(makeQuery({ keywords: 'golf', preferences }), ads, NOW).scored;
        const strict = evaluateWithNearMisses(makeQuery({ keywords: 'golf', preferences, strictMatchOnly: true }), ads, NOW).scored;
        const ids = (list: typeof loose) => list.map((s) => s.ad.externalId).sort();
        expect(ids(strict)).toEqual(ids(loose.filter((s) => s.wishGroup === 0)));
        for (const result of strict) expect(result.wishGroup).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('counts no near miss for an ad that also breaks a soft wish (widening the limit would not bring it in)', () => {
    const preferences = { minYear: 2016, lowKm: true as const };
    const tooOld = makeAd({ attributes: { year: 2014, km: 30_000 } });
    const tooOldAndRun = makeAd({ attributes: { year: 2014, km: 200_000 } });
    const query = makeQuery({ preferences, strictMatchOnly: true });
    expect(evaluateWithNearMisses(query, [tooOld], NOW).nearMisses).toEqual([{ criterion: 'limit', count: 1, limit: 'minYear', from: 2016, to: 2014 }]);
    expect(evaluateWithNearMisses(query, [tooOldAndRun], NOW).nearMisses).toEqual([]);
  });
});
