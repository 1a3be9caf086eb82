import { describe, expect, it } from 'vitest';
import { compileQuery, matchesPrepared } from '../../core/match.js';
import { PreparedAd } from '../../core/prepared-ad.js';
import { makeAd, makeQuery } from '../../core/test-fixtures.js';
import { SearchIndex, type IndexedSearch } from './search-index.js';

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MODELS = ['seat leon', 'volkswagen golf', 'toyota yaris', 'peugeot 208', '"renault clio"', ''];
const TOWNS = [
  { city: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  { city: 'Toledo', latitude: 39.8628, longitude: -4.0273 },
  { city: 'Valencia', latitude: 39.4699, longitude: -0.3763 },
  { city: 'Sevilla', latitude: 37.3891, longitude: -5.9845 },
  { city: 'Bilbao', latitude: 43.263, longitude: -2.935 },
];

describe('SearchIndex', () => {
  it.each([1, 2, 3])('answers every search an ad matches among its candidates, each once (seed %i)', (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const index = new SearchIndex();
    const searches: IndexedSearch[] = [];
    for (let i = 0; i < 400; i++) {
      const town = pick(TOWNS);
      const placed = next() < 0.85;
      const radiusKm = pick([5, 30, 80, 150, 250, 400, null]);
      const search: IndexedSearch = {
        searchId: i,
        userId: i,
        title: `search ${i}`,
        startDate: new Date(0),
        compiled: compileQuery(
          makeQuery({
            keywords: pick(MODELS),
            latitude: placed ? town.latitude + (next() - 0.5) : null,
            longitude: placed ? town.longitude + (next() - 0.5) : null,
            radiusKm,
          }),
        ),
      };
      searches.push(search);
      index.add(search);
    }
    let matched = 0;
    for (let i = 0; i < 300; i++) {
      const town = pick(TOWNS);
      const model = pick(MODELS.slice(0, -1)).replace(/"/g, '');
      const located = next() < 0.9;
      const prepared = new PreparedAd(
        makeAd({
          title: `${model} ${pick(['1.6 TDI', 'FR', 'Style'])}`,
          description: next() < 0.3 ? `Cambio por ${pick(MODELS)} o similar` : 'Buen estado general, siempre en garaje.',
          city: town.city,
          latitude: located ? town.latitude + (next() - 0.5) * 2 : null,
          longitude: located ? town.longitude + (next() - 0.5) * 2 : null,
        }),
      );
      const candidates = index.candidates(prepared);
      expect(new Set(candidates).size).toBe(candidates.length);
      const wanted = searches.filter((search) => matchesPrepared(search.compiled, prepared));
      matched += wanted.length;
      const offered = new Set(candidates);
      expect(wanted.filter((search) => !offered.has(search)).map((search) => search.searchId)).toEqual([]);
    }
    expect(matched).toBeGreaterThan(300);
  });

  it('offers an ad only the searches whose first keyword it has, around it', () => {
    const index = new SearchIndex();
    const at = (keywords: string, latitude: number, longitude: number, radiusKm: number, searchId: number): IndexedSearch => ({
      searchId,
      userId: searchId,
      title: keywords,
      startDate: new Date(0),
      compiled: compileQuery(makeQuery({ keywords, latitude, longitude, radiusKm })),
    });
    const madridLeon = at('seat leon', 40.4168, -3.7038, 50, 1);
    const sevillaLeon = at('seat leon', 37.3891, -5.9845, 50, 2);
    const madridGolf = at('volkswagen golf', 40.4168, -3.7038, 50, 3);
    for (const search of [madridLeon, sevillaLeon, madridGolf]) index.add(search);
    const ad = new PreparedAd(makeAd({ title: 'Seat León FR', description: 'Muy cuidado.', latitude: 40.45, longitude: -3.69 }));
    expect(index.candidates(ad)).toEqual([madridLeon]);
  });
});
