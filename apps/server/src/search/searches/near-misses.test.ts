import { beforeAll, describe, expect, it } from 'vitest';
import { createExpert, createHire, createSearch, createService, signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

// Centre: Madrid. 0.01° of latitude ≈ 1.11 km north.
const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const north = (km: number) => ({ latitude: MADRID.latitude + km / 111.2, longitude: MADRID.longitude });
const BARCELONA = { latitude: 41.3874, longitude: 2.1686, province: 'Barcelona', city: 'Barcelona' };
const leonText = { description: 'Seat León FR muy cuidado, libro de revisiones al día.' };

const feed = [
  // Match the first search (radius 20 km, max 20.000 €, "seat leon").
  carAd({ ...MADRID, ...leonText, externalId: 'match-1' }),
  carAd({ ...MADRID, ...leonText, externalId: 'match-2' }),
  // Outside the radius, within 2×: the farthest at ~35.5 km.
  carAd({ ...north(30), ...leonText, externalId: 'radius-1' }),
  carAd({ ...north(33), ...leonText, externalId: 'radius-2' }),
  carAd({ ...north(35.5), ...leonText, externalId: 'radius-3' }),
  carAd({ ...north(100), ...leonText, externalId: 'radius-far' }),
  // Above the maximum by up to 30 %.
  carAd({ ...MADRID, ...leonText, externalId: 'price-1', price: 21_000 }),
  carAd({ ...MADRID, ...leonText, externalId: 'price-2', price: 23_400 }),
  carAd({ ...MADRID, ...leonText, externalId: 'price-far', price: 30_000 }),
  // Missing exactly the keyword "leon".
  carAd({ ...MADRID, externalId: 'keyword-1', title: 'Seat Ibiza 1.0 TSI', description: 'Seat Ibiza en buen estado.' }),
  carAd({ ...MADRID, externalId: 'keyword-2', title: 'Seat Ibiza FR', description: 'Seat Ibiza con pocos kilómetros.' }),
  // Two criteria failed: never a near miss.
  carAd({ ...north(33), ...leonText, externalId: 'two-failures', price: 21_000 }),
  // For the strict search in Barcelona: over the km limit only (×2), diesel only, both.
  carAd({ ...BARCELONA, ...leonText, externalId: 'km-1', attributes: { year: 2019, km: 110_000, fuel: 'gasolina' } }),
  carAd({ ...BARCELONA, ...leonText, externalId: 'km-2', attributes: { year: 2019, km: 119_500, fuel: 'gasolina' } }),
  carAd({ ...BARCELONA, ...leonText, externalId: 'diesel-1', attributes: { year: 2019, km: 60_000, fuel: 'diésel' } }),
  carAd({ ...BARCELONA, ...leonText, externalId: 'diesel-km', attributes: { year: 2019, km: 150_000, fuel: 'diésel' } }),
];

const t = useTestApp(() => ({ FEED_FILES: writeFeed(feed) }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app, { name: 'Lucía' });
});

const nearSearch = () =>
  createSearch(t.app, owner, {
    parameters: { keywords: 'Seat León', userSearch: '', ...MADRID, locationRangeKm: 20, maxPrice: 20_000 },
  });
/** Far enough and without a budget: the only near misses are the two Ibizas, which miss "leon". */
const keywordOnlySearch = () =>
  createSearch(t.app, owner, { parameters: { keywords: 'Seat León', userSearch: '', ...MADRID, locationRangeKm: 200, maxPrice: null } });
const strictSearch = () =>
  createSearch(t.app, owner, {
    parameters: {
      keywords: '',
      userSearch: '',
      latitude: BARCELONA.latitude,
      longitude: BARCELONA.longitude,
      locationRangeKm: 10,
      strictMatchOnly: true,
      preferences: { fuel: ['gasolina'], maxKm: 100_000 },
    },
  });
const run = (searchId: number) => t.app.ctx.engine.runner.run(searchId, 'manual');
const nearMisses = (searchId: number, who: SignedIn = owner) => t.as(who).get(`/api/Search/${searchId}/near-misses`);
const widen = (searchId: number, criterion: unknown, who: SignedIn = owner) => t.as(who).post(`/api/Search/${searchId}/widen`, { criterion });
const parameters = async (searchId: number) => (await t.as(owner).get(`/api/SearchParameter/${searchId}`)).json();
async function runJobs(searchId: number) {
  const { rows } = await t.database.executeSql(`select data from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [String(searchId)]);
  return rows;
}

describe('GET /api/Search/{id}/near-misses', () => {
  it('counts, per criterion, the ads that failed only it and by little, with the change that lets them in', async () => {
    const search = await nearSearch();
    expect((await nearMisses(search.id)).json()).toEqual({ runFinishedAt: null, suggestions: [] });
    expect(await run(search.id)).toMatchObject({ matched: 2 });
    const res = await nearMisses(search.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().runFinishedAt).toEqual(expect.any(String));
    // The two Ibizas miss only "leon", but dropping the model's own word is offered only when nothing milder helps.
    expect(res.json().suggestions).toEqual([
      { criterion: 'radius', count: 3, fromKm: 20, toKm: 40 },
      { criterion: 'price', count: 2, fromPrice: 20_000, toPrice: 23_500 },
    ]);
  });

  it('offers dropping the keyword when nothing milder helps, saying what it brings', async () => {
    const search = await keywordOnlySearch();
    await run(search.id);
    expect((await nearMisses(search.id)).json().suggestions).toEqual([
      { criterion: 'keyword', count: 2, keyword: 'leon', keywords: 'Seat', brings: ['Ibiza'] },
    ]);
  });

  it('offers the radius, then the price, then the keyword, also from a run stored with the largest count first', async () => {
    const search = await nearSearch();
    await run(search.id);
    const countOrder = [
      { criterion: 'keyword', count: 9, keyword: 'leon', keywords: 'Seat' },
      { criterion: 'radius', count: 3, fromKm: 20, toKm: 40 },
      { criterion: 'price', count: 2, fromPrice: 20_000, toPrice: 23_500 },
    ];
    await t.database.executeSql(`update search_runs set near_misses = jsonb_set(near_misses, '{suggestions}', $2::jsonb) where search_id = $1`, [
      search.id,
      JSON.stringify(countOrder),
    ]);
    const suggestions: { criterion: string }[] = (await nearMisses(search.id)).json().suggestions;
    expect(suggestions.map((s) => s.criterion)).toEqual(['radius', 'price', 'keyword']);
  });

  it('under strictMatchOnly counts the ads that break exactly one stated limit, and names the best one to relax', async () => {
    const search = await strictSearch();
    await run(search.id);
    expect((await nearMisses(search.id)).json().suggestions).toEqual([{ criterion: 'limit', count: 2, limit: 'maxKm', from: 100_000, to: 120_000 }]);
  });

  it('answers no suggestions once the parameters changed since the run', async () => {
    const search = await nearSearch();
    await run(search.id);
    const current = await parameters(search.id);
    expect((await t.as(owner).put(`/api/SearchParameter/${search.id}`, { ...current, maxPrice: 19_000 })).statusCode).toBe(200);
    expect((await nearMisses(search.id)).json().suggestions).toEqual([]);
  });

  it('lets the hired expert read them; 404 to others, 401 without a session, 403 when blocked', async () => {
    const search = await nearSearch();
    await run(search.id);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    expect((await nearMisses(search.id, expert)).json().suggestions).toHaveLength(2);
    expect((await nearMisses(search.id, await signIn(t.app))).statusCode).toBe(404);
    expect((await nearMisses(999_999)).statusCode).toBe(404);
    expect((await t.anonymous.get(`/api/Search/${search.id}/near-misses`)).statusCode).toBe(401);
    expect((await nearMisses(search.id, await signIn(t.app, { blocked: true }))).statusCode).toBe(403);
  });
});

describe('POST /api/Search/{id}/widen', () => {
  it('widens the radius, queues a run at once, and that run brings the near misses in', async () => {
    const search = await nearSearch();
    await run(search.id);
    const res = await widen(search.id, 'radius');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: true, applied: { criterion: 'radius', count: 3, fromKm: 20, toKm: 40 } });
    expect((await parameters(search.id)).locationRange).toBe(40);
    expect(await runJobs(search.id)).toEqual([{ data: { searchId: search.id, trigger: 'manual' } }]);

    // Until the next run, the old suggestions no longer apply.
    expect((await nearMisses(search.id)).json().suggestions).toEqual([]);
    expect((await widen(search.id, 'price')).statusCode).toBe(409);

    expect(await run(search.id)).toMatchObject({ matched: 5 });
    // Now the ad 33 km away at 21.000 € fails only the price.
    expect((await nearMisses(search.id)).json().suggestions).toEqual([{ criterion: 'price', count: 3, fromPrice: 20_000, toPrice: 23_500 }]);
  });

  it('raises the maximum price, drops the missing keyword, relaxes the stated limit', async () => {
    const a = await nearSearch();
    await run(a.id);
    expect((await widen(a.id, 'price')).statusCode).toBe(200);
    expect((await parameters(a.id)).maxPrice).toBe(23_500);

    const b = await keywordOnlySearch();
    await run(b.id);
    expect((await widen(b.id, 'keyword')).statusCode).toBe(200);
    expect((await parameters(b.id)).keywords).toBe('Seat');
    expect(await run(b.id)).toMatchObject({ matched: 12 });

    const c = await strictSearch();
    await run(c.id);
    expect((await widen(c.id, 'limit')).json().applied).toMatchObject({ limit: 'maxKm', to: 120_000 });
    expect((await parameters(c.id)).preferences).toEqual({ fuel: ['gasolina'], maxKm: 120_000 });
    expect(await run(c.id)).toMatchObject({ matched: 2 });
  });

  it('answers 409 when the parameters changed since the run, or there is no suggestion for the criterion', async () => {
    const search = await nearSearch();
    await run(search.id);
    const limit = await widen(search.id, 'limit');
    expect(limit.statusCode).toBe(409);
    expect(limit.json().code).toBe('CONFLICT');

    const current = await parameters(search.id);
    await t.as(owner).put(`/api/SearchParameter/${search.id}`, { ...current, locationRange: 25 });
    // Saving the parameters queues its own edit run; the refused widening must add none.
    const queuedBySave = await runJobs(search.id);
    expect(queuedBySave).toEqual([{ data: expect.objectContaining({ trigger: 'edit' }) }]);
    const stale = await widen(search.id, 'radius');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await parameters(search.id)).locationRange).toBe(25);
    expect(await runJobs(search.id)).toEqual(queuedBySave);
  });

  it('answers 400 to a bad criterion, 404 to others and the hired expert, 401 without a session, 403 when blocked', async () => {
    const search = await nearSearch();
    await run(search.id);
    expect((await widen(search.id, 'colour')).statusCode).toBe(400);
    expect((await widen(search.id, undefined)).statusCode).toBe(400);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id });
    expect((await widen(search.id, 'radius', expert)).statusCode).toBe(404);
    expect((await widen(search.id, 'radius', await signIn(t.app))).statusCode).toBe(404);
    expect((await widen(999_999, 'radius')).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/Search/${search.id}/widen`, { criterion: 'radius' })).statusCode).toBe(401);
    expect((await widen(search.id, 'radius', await signIn(t.app, { blocked: true }))).statusCode).toBe(403);
    expect((await parameters(search.id)).locationRange).toBe(20);
  });

  it('answers 409 SEARCH_INACTIVE on a paused search', async () => {
    const search = await nearSearch();
    await run(search.id);
    await t.as(owner).put(`/api/Search/${search.id}/toggle-active`);
    const res = await widen(search.id, 'radius');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SEARCH_INACTIVE');
  });

  it('is documented in OpenAPI', async () => {
    const paths = Object.keys((await t.anonymous.get('/api/docs/json')).json().paths);
    expect(paths).toContain('/api/Search/{id}/near-misses');
    expect(paths).toContain('/api/Search/{id}/widen');
  });
});
