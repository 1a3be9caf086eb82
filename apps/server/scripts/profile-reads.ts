/**
 * Where a read's time goes (docs/operations.md "Reads under load"): the app in this process on an
 * in-memory PGlite (or a PostgreSQL database it creates and drops) filled like bench:api, each read timed
 * sequentially through app.inject, from the read cache (decision 025: the same URL again) and past it (a unique
 * query parameter per request, so every one computes as before the cache), and split into its parts (the session
 * lookup, the page's SQL through the repository, zod response validation + JSON), then 50 concurrent reads.
 *
 *   npx tsx scripts/profile-reads.ts [--n 200] [--db pglite|postgres]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { adResultSchema, resultsPageSchema, searchListSchema } from '@ojeador/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { SearchAccessReadModel } from '../src/search/searches/search-access.read-model.js';
import { HireFactsReadModel } from '../src/marketplace/hires/hire-facts.read-model.js';
import { ExpertAdsReadModel } from '../src/marketplace/hires/expert-ads.read-model.js';
import { ResultsRepository } from '../src/search/results/results.repository.js';
import { BENCH_EMAIL, fillBenchData } from './bench-data.js';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200' }, db: { type: 'string', default: 'pglite' } } });
const N = Number(values.n);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `ojeador_profile_${process.pid}`;
const admin = values.db === 'postgres' ? new pg.Client({ connectionString: POSTGRES_URL }) : null;
let database: Database;
if (admin) {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${dbName}`;
  database = await openPostgres(url.toString());
} else {
  database = await openPglite(null);
}
const searchId = await fillBenchData(database.db, 1000);
await database.db.execute(sql`ANALYZE`);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ojeador-profile', WEB_DIST: '/nonexistent' });
const queue = await startJobQueue(database, { supervise: false });
const app = await buildApp({ config, database, queue });
await app.ready();
const { token, user } = await app.ctx.auth.signIn({ email: BENCH_EMAIL, name: 'Bench' });
const sessionId = String(decodeJwt(token).sid);
const headers = { authorization: `Bearer ${token}` };
const currentUser = (await app.ctx.auth.findCurrentUser(user.id, sessionId))!;

async function time(label: string, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await work();
  const start = performance.now();
  for (let i = 0; i < N; i++) await work();
  const ms = (performance.now() - start) / N;
  console.log(`  ${label.padEnd(58)} ${ms.toFixed(2)} ms`);
  return ms;
}

const pagePath = `/api/SearchResult/${searchId}/results?sort=score&limit=24`;
const inject = (url: string) => async () => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return res;
};
let nonce = 0;
/** A URL the read cache has never seen: the request computes its answer as it did before the cache. */
const fresh = (url: string) => () => inject(`${url}${url.includes('?') ? '&' : '?'}nocache=${++nonce}`)();
console.log(`Sequential, mean of ${N} (${values.db}, 1,000 results):`);
for (const [label, url] of [
  ['results page', pagePath],
  ['/api/Search', '/api/Search'],
  ['/api/Search/{id}', `/api/Search/${searchId}`],
] as const) {
  const miss = await time(`GET ${label}, computed (cache miss)`, fresh(url));
  const hit = await time(`GET ${label}, from the read cache`, inject(url));
  console.log(`  ${''.padEnd(58)} ${(miss / hit).toFixed(1)}x`);
}
await time('GET /api/health (no auth, no database)', inject('/api/health'));
console.log('Parts:');
await time('session lookup (findCurrentUser: one query)', () => app.ctx.auth.findCurrentUser(user.id, sessionId));
const repository = new ResultsRepository(database.db, new SearchAccessReadModel(database.db, new HireFactsReadModel(database.db)), new ExpertAdsReadModel());
await time('page SQL, counts and rows (repository.pageForSearch)', () =>
  repository.pageForSearch(searchId, user.id, { sort: 'score', view: 'available', limit: 24, after: null, narrowing: null }),
);
const pageBody: unknown = JSON.parse((await inject(pagePath)()).body);
const responseSchema = z.union([z.array(adResultSchema), resultsPageSchema]);
await time('zod validation + JSON.stringify of the page', async () => JSON.stringify(responseSchema.parse(pageBody)));
const listBody: unknown = JSON.parse((await inject('/api/Search')()).body);
await time('zod validation + JSON.stringify of the searches list', async () => JSON.stringify(searchListSchema.parse(listBody)));
void currentUser;

console.log('50 concurrent requests of each:');
for (const [label, url] of [
  ['results page, computed', pagePath],
  ['results page, cached', pagePath],
  ['searches list, computed', '/api/Search'],
  ['searches list, cached', '/api/Search'],
] as const) {
  const request = label.endsWith('computed') ? fresh(url) : inject(url);
  const start = performance.now();
  let total = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let i = 0; i < 4; i++) await request();
      total += 4;
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(`  ${label.padEnd(58)} ${(total / seconds).toFixed(0)} req/s`);
}
await app.close();
await queue.stop({ graceful: false, wait: true, timeout: 5000 });
await database.close();
if (admin) {
  await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
