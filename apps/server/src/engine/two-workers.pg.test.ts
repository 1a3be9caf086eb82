import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { searches, users } from '../db/schema/index.js';
import { createTestDatabase } from '../../test/test-database.js';
import { carAd, writeFeed } from '../../test/feed-file.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEARCHES = 40;

let database: Database;
const workers: ChildProcess[] = [];

function startWorker(name: string, feed: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ROLE: 'worker',
      DATABASE_URL: database.connectionString,
      FEED_FILES: feed,
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
  await database.db.insert(searches).values(
    Array.from({ length: SEARCHES }, (_, i) => ({
      userId: owner.id,
      title: `Seat ${i}`,
      description: 'Seat León',
      categoryId: 1,
      frequencyHours: 1,
      nextRunAt: new Date(Date.now() - 60_000),
    })),
  );
  const feed = writeFeed(Array.from({ length: 20 }, (_, i) => carAd({ externalId: `multi-${i}`, price: 12000 + i * 250 })));
  startWorker('worker-a', feed);
  startWorker('worker-b', feed);
});

afterAll(async () => {
  await Promise.all(
    workers.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
  );
  await database.close();
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
});
