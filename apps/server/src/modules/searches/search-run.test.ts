import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createExpert, createHire, createSearch, createService, type SignedIn, signIn, subscribe } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});
afterAll(() => t.close());

async function runJobs(searchId: number) {
  const { rows } = await t.database.executeSql(`select data, singleton_key from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [
    String(searchId),
  ]);
  return rows as { data: { searchId: number }; singleton_key: string }[];
}

describe('POST /api/Search/{id}/run', () => {
  const run = (user: SignedIn | null, id: number) => t.app.inject({ method: 'POST', url: `/api/Search/${id}/run`, headers: user?.headers });

  it('answers 202 and queues exactly one run-search job for the search', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const res = await run(owner, search.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    const jobs = await runJobs(search.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ searchId: search.id, trigger: 'manual' });
    expect(jobs[0].singleton_key).toBe(`search:${search.id}`);
  });

  it('rate-limits a second request within 30 s with 429 and queues nothing more, then allows it again', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    expect((await run(owner, search.id)).statusCode).toBe(202);
    const again = await run(owner, search.id);
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
    expect((await run(owner, search.id)).statusCode).toBe(202);
    expect(await runJobs(search.id)).toHaveLength(2);
  });

  it('limits each search on its own', async () => {
    const owner = await signIn(t.app);
    await subscribe(t.app, owner.user.id, 'pro');
    const a = await createSearch(t.app, owner, { parameters: null });
    const b = await createSearch(t.app, owner, { parameters: null });
    expect((await run(owner, a.id)).statusCode).toBe(202);
    expect((await run(owner, b.id)).statusCode).toBe(202);
  });

  it('answers 404 to others (the hired expert included), lets the admin run it, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id });
    expect((await run(await signIn(t.app), search.id)).statusCode).toBe(404);
    expect((await run(expert, search.id)).statusCode).toBe(404);
    expect((await run(null, search.id)).statusCode).toBe(401);
    expect(await runJobs(search.id)).toHaveLength(0);
    expect((await run(admin, search.id)).statusCode).toBe(202);
  });
});

describe('OpenAPI', () => {
  it('documents the search calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
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
