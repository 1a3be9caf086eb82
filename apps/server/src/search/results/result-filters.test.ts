import type { ResultsPage } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { createResult, createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const resultsOf = (searchId: number) => `/api/SearchResult/${searchId}/results`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Madrid centre; Getafe is about 13 km away, Toledo about 68 km. */
const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const GETAFE = { latitude: 40.3057, longitude: -3.7329 };
const TOLEDO = { latitude: 39.8628, longitude: -4.0273 };

async function market() {
  const owner = await signIn(t.app);
  const search = await createSearch(t.app, owner, { parameters: { ...MADRID, locationRangeKm: 100 } });
  const add = (title: string, ad: Record<string, unknown>) => createResult(t.app, search, { title, ...ad }, { finalScore: 75 });
  await add('León diésel cerca', { price: 9000, attributes: { year: 2019, km: 80_000, fuel: 'Diésel' }, ...GETAFE, sellerType: 'particular' });
  await add('León gasóleo lejos', { price: 12_000, attributes: { year: 2021, km: 40_000, fuel: 'gasoil' }, ...TOLEDO, sellerType: 'dealer' });
  await add('León gasolina', { price: 15_000, attributes: { year: 2022, km: 20_000, fuel: 'Gasolina' }, ...GETAFE, sellerType: 'professional' });
  await add('León sin datos', { price: 11_000, attributes: {}, latitude: null, longitude: null, sellerType: 'particular' });
  // Gone from its source: counted in goneTotal, with the same filters.
  await add('León diésel vendido', {
    price: 8000,
    attributes: { year: 2018, km: 120_000, fuel: 'diesel' },
    ...GETAFE,
    lastSeenAt: new Date(Date.now() - 40 * DAY_MS),
  });
  // The 30-day rule is written by the worker's sweep.
  await t.app.ctx.engine.sweepUnseen();
  return { owner, search };
}

async function titles(user: SignedIn, searchId: number, query: Record<string, string>) {
  const res = await t.as(user).get(resultsOf(searchId), { query: { sort: 'price', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<ResultsPage>();
  return { titles: page.items.map((item) => item.title), total: page.total, goneTotal: page.goneTotal };
}

describe('GET /api/SearchResult/{id}/results with filters', () => {
  it('narrows the page and both totals by price, km, year, fuel, distance and seller', async () => {
    const { owner, search } = await market();
    expect(await titles(owner, search.id, {})).toEqual({
      titles: ['León diésel cerca', 'León sin datos', 'León gasóleo lejos', 'León gasolina'],
      total: 4,
      goneTotal: 1,
    });
    expect((await titles(owner, search.id, { minPrice: '10000', maxPrice: '14000' })).titles).toEqual(['León sin datos', 'León gasóleo lejos']);
    // An ad that does not say its km or year is left out while that filter is set.
    expect((await titles(owner, search.id, { maxKm: '50000' })).titles).toEqual(['León gasóleo lejos', 'León gasolina']);
    expect((await titles(owner, search.id, { minYear: '2021' })).titles).toEqual(['León gasóleo lejos', 'León gasolina']);
    // The ads' own words for diesel, read as the engine reads them.
    expect(await titles(owner, search.id, { fuel: 'diesel' })).toEqual({ titles: ['León diésel cerca', 'León gasóleo lejos'], total: 2, goneTotal: 1 });
    expect((await titles(owner, search.id, { fuel: 'electrico' })).titles).toEqual([]);
    expect((await titles(owner, search.id, { maxDistanceKm: '30' })).titles).toEqual(['León diésel cerca', 'León gasolina']);
    expect((await titles(owner, search.id, { seller: 'professional' })).titles).toEqual(['León gasóleo lejos', 'León gasolina']);
    expect((await titles(owner, search.id, { seller: 'particular', fuel: 'diesel', maxDistanceKm: '30' })).titles).toEqual(['León diésel cerca']);
    expect(await titles(owner, search.id, { view: 'gone', fuel: 'diesel' })).toEqual({ titles: ['León diésel vendido'], total: 1, goneTotal: 1 });
  });

  it('pages a filtered list with its cursor, in every order', async () => {
    const { owner, search } = await market();
    for (const sort of ['score', 'price', 'latest', 'popular']) {
      const first = await t.as(owner).get(resultsOf(search.id), { query: { sort, limit: '1', fuel: 'diesel' } });
      const cursor = first.json<ResultsPage>().nextCursor!;
      const second = await t.as(owner).get(resultsOf(search.id), { query: { sort, limit: '1', fuel: 'diesel', cursor } });
      const seen = [...first.json<ResultsPage>().items, ...second.json<ResultsPage>().items].map((item) => item.title).sort();
      expect(seen, sort).toEqual(['León diésel cerca', 'León gasóleo lejos']);
      expect(second.json<ResultsPage>().nextCursor, sort).toBeNull();
    }
  });

  it('answers 400 with a clear message for a bad filter, and for a distance on a search without a centre', async () => {
    const { owner, search } = await market();
    const bad = async (query: Record<string, string>, message: string) => {
      const res = await t.as(owner).get(resultsOf(search.id), { query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    };
    await bad({ maxKm: 'mucho' }, 'Kilómetros: escribe un número');
    await bad({ minPrice: '-5' }, 'Precio mínimo: como mínimo 0');
    await bad({ minPrice: '9000', maxPrice: '5000' }, 'El precio mínimo no puede ser mayor que el máximo');
    await bad({ fuel: 'carbon' }, 'Combustible no válido');
    await bad({ seller: 'nadie' }, 'Vendedor no válido');

    const noCentre = await createSearch(t.app, owner, { parameters: { latitude: null, longitude: null } });
    const res = await t.as(owner).get(resultsOf(noCentre.id), { query: { maxDistanceKm: '10' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Esta búsqueda no tiene un centro desde el que medir la distancia' });
  });

  it('keeps the search private: 401 for a visitor, 404 for someone else, whatever the filters', async () => {
    const { search } = await market();
    expect((await t.app.inject({ method: 'GET', url: `${resultsOf(search.id)}?fuel=diesel` })).statusCode).toBe(401);
    const stranger = await signIn(t.app);
    expect((await t.as(stranger).get(resultsOf(search.id), { query: { fuel: 'diesel' } })).statusCode).toBe(404);
  });
});
