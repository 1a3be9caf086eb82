import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { searchParameters, searches, users } from '../../../db/schema/index.js';
import { createTestDatabase } from '../../../../test/test-database.js';
import { carAd } from '../../../../test/feed-file.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SEARCHES = 40;
const POLL_SECONDS = 5;
const FEED = Array.from({ length: 20 }, (_, i) => JSON.stringify(carAd({ externalId: `multi-${i}`, price: 12000 + i * 250 }))).join('\n') + '\n';

let database: Database;
const workers: ChildProcess[] = [];
/** The feed, served over HTTP with an ETag: when each request came (decision 029: one poll per interval in all). */
let feedServer: Server;
const feedRequests: number[] = [];

function startWorker(name: string, feed: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ROLE: 'worker',
      DATABASE_URL: database.connectionString,
      FEED_FILES: feed,
      SOURCE_POLL_SECONDS: String(POLL_SECONDS),
      SCHEDULER_INTERVAL_MS: '150',
      WORKER_CONCURRENCY: '3',
      LOG_LEVEL: 'warn',
      DATA_DIR: `/tmp/ojeador-${name}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  workers.push(child);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [owner] = await database.db.insert(users).values({ email: 'owner@example.com', name: 'Owner', phoneVerified: true }).returning();
  const created = await database.db
    .insert(searches)
    .values(
      Array.from({ length: SEARCHES }, (_, i) => ({
        userId: owner.id,
        title: `Seat ${i}`,
        description: 'Seat León',
        categoryId: 1,
        frequencyHours: 1,
        nextRunAt: new Date(Date.now() - 60_000),
      })),
    )
    .returning({ id: searches.id });
  // A search runs only once it has parameters (docs/sources.md): every one asks for the feed's Seat León.
  await database.db.insert(searchParameters).values(created.map(({ id }) => ({ searchId: id, keywords: 'seat' })));
  feedServer = createServer((request, response) => {
    feedRequests.push(performance.now());
    if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/x-ndjson', etag: '"v1"' }).end(FEED);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  const feed = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.jsonl`;
  startWorker('worker-a', feed);
  startWorker('worker-b', feed);
});

afterAll(async () => {
  await Promise.all(
    workers.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
  );
  await database.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

const scalar = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('two worker processes on one PostgreSQL', () => {
  it('run each due search exactly once per period', async () => {
    await expect
      .poll(() => scalar(sql`select count(distinct search_id) as n from search_runs where status = 'succeeded'`), { timeout: 90_000, interval: 250 })
      .toBe(SEARCHES);
    // Every queued run has finished (nothing waiting or running), so any double claim would show now.
    await expect
      .poll(() => scalar(sql`select count(*) as n from pgboss.job where name = 'run-search' and state in ('created', 'retry', 'active')`), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(0);
    expect(await scalar(sql`select count(*) as n from search_runs`)).toBe(SEARCHES);
    expect(await scalar(sql`select count(*) as n from search_results`)).toBe(SEARCHES * 20);
    expect(await scalar(sql`select count(*) as n from searches where next_run_at < now() + interval '50 minutes'`)).toBe(0);
    // Both processes are alive and both took part.
    expect(workers.map((w) => w.exitCode)).toEqual([null, null]);
    expect(await scalar(sql`select count(distinct worker) as n from search_runs`)).toBe(2);
  });

  it('poll the feed once per interval between them, whatever the number of searches', async () => {
    // Both workers tick every 150 ms; only the one that claims the due location reads it.
    await expect.poll(() => feedRequests.length, { timeout: 8 * POLL_SECONDS * 1000, interval: 100 }).toBeGreaterThanOrEqual(4);
    const gaps = feedRequests.slice(1).map((at, i) => at - feedRequests[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(POLL_SECONDS * 1000 - 50);
    // And not much later than due either: the interval is kept, give or take a tick and the time a read takes.
    expect(Math.max(...gaps.slice(1))).toBeLessThan(POLL_SECONDS * 1000 + 1500);
  }, 60_000);
});
