import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ojeador/shared';
import { searchResults, searchRuns } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, createHire, createSearch, createService, type SignedIn, signIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

const near = [carAd({ externalId: 'edit-near-cheap', price: 12000 }), carAd({ externalId: 'edit-near-fair', price: 15500 })];
const far = carAd({ externalId: 'edit-far', price: 15000, latitude: 40.9, longitude: -3.9, city: 'Guadalajara' });
const comparables = Array.from({ length: 8 }, (_, i) =>
  carAd({ externalId: `edit-comparable-${i}`, price: 15000 + i * 300, latitude: 41.6, longitude: -0.9, city: 'Zaragoza' }),
);

const t = useTestApp(() => ({ FEED_FILES: writeFeed([...near, far, ...comparables]) }));
let owner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

const parametersUrl = (searchId: number) => `/api/SearchParameter/${searchId}`;
const latestUrl = (searchId: number) => `/api/Search/${searchId}/runs/latest`;

/** What the search screen sends: every parameter. */
const edited = {
  keywords: 'seat leon',
  userSearch: 'Un Seat León FR',
  frequency: 6,
  locationRange: 100,
  latitude: 40.4168,
  longitude: -3.7038,
  minPrice: 5000,
  maxPrice: 30000,
  strictMatchOnly: false,
  preferences: {},
};

async function searchWithResults() {
  const search = await createSearch(t.app, owner, {
    title: 'Seat León',
    parameters: { keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100, minPrice: 5000, maxPrice: 30000 },
  });
  await t.app.ctx.engine.runner.run(search.id, 'manual');
  return search;
}

const listedUrls = async (searchId: number) =>
  ((await t.as(owner).get(`/api/SearchResult/${searchId}/results`)).json() as { url: string }[]).map((r) => r.url).sort();

async function editJobs(searchId: number) {
  const { rows } = await t.database.executeSql(`select data from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [String(searchId)]);
  return (rows as { data: { trigger: string } }[]).filter((row) => row.data.trigger === 'edit');
}

describe('PUT /api/SearchParameter/{searchId} re-runs the search', () => {
  it('queues an edit run at once, shown as queued until it starts', async () => {
    const search = await searchWithResults();
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toMatchObject({ state: 'succeeded', trigger: 'manual', newResults: 3 });
    expect((await t.as(owner).put(parametersUrl(search.id), edited)).statusCode).toBe(200);
    expect(await editJobs(search.id)).toHaveLength(1);
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toMatchObject({ state: 'queued', trigger: null });
    // A second save queues a second run: each save is followed by a run that reads it.
    expect((await t.as(owner).put(parametersUrl(search.id), { ...edited, maxPrice: 20000 })).statusCode).toBe(200);
    expect(await editJobs(search.id)).toHaveLength(2);
  });

  it('sets aside the results the new radius and price no longer match, keeps them, and restores them when they match again', async () => {
    const search = await searchWithResults();
    expect(await listedUrls(search.id)).toEqual([...near, far].map((ad) => ad.url).sort());

    await t.as(owner).put(parametersUrl(search.id), { ...edited, locationRange: 20, maxPrice: 14000 });
    const narrowed = await t.app.ctx.engine.runner.run(search.id, 'edit');
    expect(narrowed).toMatchObject({ matched: 1, newResults: 0, excludedResults: 2, restoredResults: 0 });
    expect(await listedUrls(search.id)).toEqual([near[0].url]);
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toMatchObject({ state: 'succeeded', trigger: 'edit', excludedResults: 2, newResults: 0 });
    const kept = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(kept).toHaveLength(3);
    expect(kept.filter((r) => r.excludedAt !== null)).toHaveLength(2);
    const summary = (await t.as(owner).get(`/api/Search/${search.id}`)).json();
    expect(summary.resultCount).toBe(1);

    await t.as(owner).put(parametersUrl(search.id), edited);
    const widened = await t.app.ctx.engine.runner.run(search.id, 'edit');
    expect(widened).toMatchObject({ matched: 3, newResults: 0, excludedResults: 0, restoredResults: 2 });
    expect(await listedUrls(search.id)).toEqual([...near, far].map((ad) => ad.url).sort());
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toMatchObject({ restoredResults: 2 });
  });

  it('a scheduled or manual run never sets results aside', async () => {
    const search = await searchWithResults();
    await t.as(owner).put(parametersUrl(search.id), { ...edited, locationRange: 20 });
    expect(await t.app.ctx.engine.runner.run(search.id, 'manual')).toMatchObject({ matched: 2, excludedResults: 0 });
    // A scheduled run of a search that ran before only sends its digest (decision 029): it matches nothing anew.
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();
    expect(await listedUrls(search.id)).toHaveLength(3);
  });

  it('keeps hand-added results whatever the edit', async () => {
    const search = await searchWithResults();
    await t.database.executeSql(`update search_results set origin = 'manual' where search_id = $1`, [search.id]);
    await t.as(owner).put(parametersUrl(search.id), { ...edited, keywords: 'nada que encaje' });
    expect(await t.app.ctx.engine.runner.run(search.id, 'edit')).toMatchObject({ matched: 0, excludedResults: 0 });
    const rows = await t.database.db
      .select()
      .from(searchResults)
      .where(and(eq(searchResults.searchId, search.id), eq(searchResults.origin, 'manual')));
    expect(rows.every((r) => r.excludedAt === null)).toBe(true);
  });

  it('refuses bad input with 400 and a broken plan rule with 409, and queues nothing', async () => {
    const search = await searchWithResults();
    const cases = [
      { ...edited, minPrice: 20000, maxPrice: 10000 },
      { ...edited, locationRange: 0 },
      { ...edited, latitude: 91 },
      { ...edited, latitude: null },
      { ...edited, strictMatchOnly: 'sí' },
      { ...edited, preferences: { fuel: ['carbón'] } },
      { ...edited, preferences: { maxKm: -5 } },
      { ...edited, keywords: 'x'.repeat(201) },
    ];
    for (const body of cases) expect((await t.as(owner).put(parametersUrl(search.id), body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    const often = await t.as(owner).put(parametersUrl(search.id), { ...edited, frequency: 1 });
    expect(often.statusCode).toBe(409);
    expect(often.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(often.json().message).toContain(MESSAGES.planLimitPhrase);
    expect(await editJobs(search.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown search or a stranger, 404 to the hired expert, 401 without a session', async () => {
    const search = await searchWithResults();
    expect((await t.as(owner).put(parametersUrl(99999999), edited)).statusCode).toBe(404);
    expect((await t.as(await signIn(t.app)).put(parametersUrl(search.id), edited)).statusCode).toBe(404);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    expect((await t.as(expert).put(parametersUrl(search.id), edited)).statusCode).toBe(404);
    expect((await t.anonymous.put(parametersUrl(search.id), edited)).statusCode).toBe(401);
    expect(await editJobs(search.id)).toHaveLength(0);
    expect((await t.as(admin).put(parametersUrl(search.id), edited)).statusCode).toBe(200);
    expect(await editJobs(search.id)).toHaveLength(1);
  });
});

describe('GET /api/Search/{id}/runs/latest', () => {
  it('is idle before any run, queued after "Buscar ahora", running while the log row is open, then done with its counts', async () => {
    const search = await createSearch(t.app, owner, {
      parameters: { keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100, minPrice: 5000, maxPrice: 30000 },
    });
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toEqual({
      state: 'idle',
      trigger: null,
      startedAt: null,
      finishedAt: null,
      newResults: 0,
      excludedResults: 0,
      restoredResults: 0,
    });
    expect((await t.as(owner).post(`/api/Search/${search.id}/run`)).statusCode).toBe(202);
    expect((await t.as(owner).get(latestUrl(search.id))).json().state).toBe('queued');

    const [open] = await t.database.db.insert(searchRuns).values({ searchId: search.id, trigger: 'manual', worker: 'test' }).returning();
    const running = (await t.as(owner).get(latestUrl(search.id))).json();
    expect(running).toMatchObject({ state: 'running', trigger: 'manual', finishedAt: null });
    await t.database.db.delete(searchRuns).where(eq(searchRuns.id, open.id));

    await t.app.ctx.engine.runner.run(search.id, 'manual');
    const done = (await t.as(owner).get(latestUrl(search.id))).json();
    expect(done).toMatchObject({ state: 'succeeded', trigger: 'manual', newResults: 3 });
    expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(done.startedAt));
  });

  it('says failed when the run failed', async () => {
    const search = await createSearch(t.app, owner, { parameters: null });
    await t.database.db
      .insert(searchRuns)
      .values({ searchId: search.id, trigger: 'schedule', worker: 'test', status: 'failed', error: 'Ninguna fuente', finishedAt: new Date() });
    expect((await t.as(owner).get(latestUrl(search.id))).json()).toMatchObject({ state: 'failed', trigger: 'schedule' });
  });

  it('lets the owner, the admin and the hired expert read it; 404 to others, 401 anonymous, 400 for a bad id', async () => {
    const search = await createSearch(t.app, owner, { parameters: null });
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    expect((await t.as(expert).get(latestUrl(search.id))).statusCode).toBe(200);
    expect((await t.as(admin).get(latestUrl(search.id))).statusCode).toBe(200);
    const stranger = await t.as(await signIn(t.app)).get(latestUrl(search.id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Búsqueda no encontrada' });
    expect((await t.as(owner).get(latestUrl(99999999))).statusCode).toBe(404);
    expect((await t.anonymous.get(latestUrl(search.id))).statusCode).toBe(401);
    expect((await t.as(owner).get('/api/Search/abc/runs/latest')).statusCode).toBe(400);
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.anonymous.get('/api/docs/json')).json();
    expect(doc.paths['/api/Search/{id}/runs/latest'].get.responses['200']).toBeDefined();
  });
});
