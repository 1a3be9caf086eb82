import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, createHire, createSearch, createService, type SignedIn, signIn, subscribe } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

async function runJobs(searchId: number) {
  const { rows } = await t.database.executeSql(`select data, singleton_key from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [
    String(searchId),
  ]);
  return rows as { data: { searchId: number }; singleton_key: string }[];
}

describe('POST /api/Search/{id}/run', () => {
  it('answers 202 and queues exactly one run-search job for the search', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const res = await t.as(owner).post(`/api/Search/${search.id}/run`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    const jobs = await runJobs(search.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ searchId: search.id, trigger: 'manual' });
    expect(jobs[0].singleton_key).toBe(`search:${search.id}`);
  });

  it('rate-limits a second request within 30 s with 429 and queues nothing more, then allows it again', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    expect((await t.as(owner).post(`/api/Search/${search.id}/run`)).statusCode).toBe(202);
    const again = await t.as(owner).post(`/api/Search/${search.id}/run`);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(again.json().message).toMatch(/^Ya has lanzado esta búsqueda hace un momento\. Espera \d+ s para volver a lanzarla\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(await runJobs(search.id)).toHaveLength(1);

    // As if 31 s had passed: the request and the job move back in time (the job's singleton slot too).
    await t.database.executeSql(`update searches set manual_run_requested_at = manual_run_requested_at - interval '31 seconds' where id = $1`, [search.id]);
    await t.database.executeSql(
      `update pgboss.job set created_on = created_on - interval '31 seconds', singleton_on = singleton_on - interval '60 seconds' where singleton_key = $1`,
      [`search:${search.id}`],
    );
    expect((await t.as(owner).post(`/api/Search/${search.id}/run`)).statusCode).toBe(202);
    expect(await runJobs(search.id)).toHaveLength(2);
  });

  it('limits each search on its own', async () => {
    const owner = await signIn(t.app);
    await subscribe(t.app, owner.user.id, 'pro');
    const a = await createSearch(t.app, owner);
    const b = await createSearch(t.app, owner);
    expect((await t.as(owner).post(`/api/Search/${a.id}/run`)).statusCode).toBe(202);
    expect((await t.as(owner).post(`/api/Search/${b.id}/run`)).statusCode).toBe(202);
  });

  it('answers 409 to a search without parameters and queues nothing: it could not run', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const res = await t.as(owner).post(`/api/Search/${search.id}/run`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Esta búsqueda aún no tiene parámetros: complétalos para poder ejecutarla.' });
    expect(await runJobs(search.id)).toHaveLength(0);
    // Not counted against the cooldown: once the parameters are saved, "Buscar ahora" works at once.
    const parameters = { keywords: 'seat leon', locationRange: null, latitude: null, longitude: null, minPrice: null, maxPrice: null };
    expect((await t.as(owner).post(`/api/SearchParameter/${search.id}`, parameters)).statusCode).toBe(201);
    expect((await t.as(owner).post(`/api/Search/${search.id}/run`)).statusCode).toBe(202);
  });

  it('answers 404 to others (the hired expert included), lets the admin run it, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id });
    expect((await t.as(await signIn(t.app)).post(`/api/Search/${search.id}/run`)).statusCode).toBe(404);
    expect((await t.as(expert).post(`/api/Search/${search.id}/run`)).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/Search/${search.id}/run`)).statusCode).toBe(401);
    expect(await runJobs(search.id)).toHaveLength(0);
    expect((await t.as(admin).post(`/api/Search/${search.id}/run`)).statusCode).toBe(202);
  });
});

describe('OpenAPI', () => {
  it('documents the search calls', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/Search',
      '/api/Search/all',
      '/api/Search/{id}',
      '/api/Search/{id}/toggle-active',
      '/api/Search/{id}/revise',
      '/api/Search/{id}/run',
      '/api/SearchParameter/{searchId}',
      '/api/Categories',
      '/api/ServiceType',
      '/api/SearchService',
      '/api/SearchService/expert/{expertId}',
      '/api/Subscription/limits',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
