import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { RESULTS_PAGE_SIZE, type ResultSort } from '@ojeador/shared';
import type { Executor } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { SearchAccessReadModel } from '../src/search/searches/search-access.read-model.js';
import { HireFactsReadModel } from '../src/marketplace/hires/hire-facts.read-model.js';
import { ExpertAdsReadModel } from '../src/marketplace/hires/expert-ads.read-model.js';
import { ResultsRepository } from '../src/search/results/results.repository.js';
import type { Kind } from './bench-api-server.js';
import { pacedLoad } from './paced-load.js';

/** How bench:api loads a server or a database: the rate offered, for how long, over how many connections or clients. */
type Load = { rate: number; durationSeconds: number; connections: number };

/** The paced load split evenly over the API processes' ports: what they serve adds up; p50 and p99 are the worst one's. */
export async function pacedAcross(ports: number[], pathname: string, headers: Record<string, string>, load: Load) {
  const runs = await Promise.all(
    ports.map((p) =>
      pacedLoad(`http://127.0.0.1:${p}${pathname}`, headers, {
        rate: load.rate / ports.length,
        durationSeconds: load.durationSeconds,
        maxSockets: load.connections,
      }),
    ),
  );
  const sum = (pick: (run: (typeof runs)[number]) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    rps: sum((run) => run.rps),
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: sum((run) => run.errors),
    cacheMisses: sum((run) => run.cacheMisses),
  };
}

/** `load.connections` clients each sending the page's SQL (in order) in a loop for `load.durationSeconds`. */
export async function rawLoop(run: (text: string, params: unknown[]) => Promise<unknown>, queries: { text: string; params: unknown[] }[], load: Load) {
  const latencies: number[] = [];
  const until = performance.now() + load.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        for (const q of queries) await run(q.text, q.params);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / load.durationSeconds, p50: at(0.5), p99: at(0.99) };
}

/** The SQL the results page sends (its counts, then its rows), captured from the repository itself. */
export async function capturePageSql(kind: Kind, client: PGlite | pg.Pool, searchId: number, userId: number, sort: ResultSort) {
  const captured: { text: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (text, params) => void captured.push({ text, params }) };
  const db = (kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Executor;
  const repository = new ResultsRepository(db, new SearchAccessReadModel(db, new HireFactsReadModel(db)), new ExpertAdsReadModel());
  await repository.pageForSearch(searchId, userId, { sort, view: 'available', limit: RESULTS_PAGE_SIZE, after: null, narrowing: null });
  // Dates go to the driver the way drizzle maps them for timestamptz.
  return captured.map(({ text, params }) => ({ text, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)) }));
}
