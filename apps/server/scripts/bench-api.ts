/**
 * API benchmark: the reads a customer makes all day, on the embedded database and on PostgreSQL.
 *
 *   npm run bench:api [-- --duration 10 --db both|pglite|postgres --no-cache --poll 1000 --report-only]
 *
 * For each database: a fresh database (a temporary PGlite directory; a new PostgreSQL database on
 * BENCH_DATABASE_URL's server, dropped at the end) is migrated, seeded and filled directly with one user, five
 * searches and, in the first, 1,000 results (demo-feed ads, a few liked). The real app is then started as
 * `npm start` starts it (src/main.ts, ROLE=all so the worker runs too, logging at info to /dev/null), the user
 * signs in through the API, and autocannon measures, sending a browser's accept-encoding:
 *   (a) closed-loop throughput at 50 connections of the results page (?sort=score&limit=24, or --sort), the searches
 *       list and one search;
 *   (b) p50/p99 of the same reads at a fixed offered rate of 100 requests/s: an open-loop paced client, one
 *       request every 10 ms, latency from the moment each was due (scripts/paced-load.ts); autocannon's
 *       overallRate, which sends each second's quota as one burst, is printed beside it for information, and so
 *       is the paced load on a server started with READ_CACHE=false (every answer computed);
 *   (c) with the app stopped, the SQL the results page sends (its counts, then the page's rows, captured from
 *       the repository), straight to the database by 50 clients (a pg Pool of 50; PGlite's one connection),
 *       and the API/raw ratio;
 * and the compressed size of a results page (br and gzip). --no-cache runs it all on a READ_CACHE=false server in a
 * store of 10,000 other searches and 200,000 results, and adds (b) for the results page while a poll brings 1,000 new
 * ads (--poll N; scripts/bench-api-poll.ts); --api-processes N (PostgreSQL) splits (b) over N ROLE=api processes
 * beside a ROLE=worker. Targets (README "Performance"): p99 < 50 ms at
 * 100 requests/s for every read on both databases; a results page <= 25 KB compressed; API throughput >= 50 %
 * of the raw SQL's for the page on PostgreSQL. Exits 1 when one is missed, unless --report-only.
 * The machine may be shared: run it twice and read both.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { RESULT_SORTS, RESULTS_PAGE_SIZE, type ResultSort } from '@ojeador/shared';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { BENCH_EMAIL as EMAIL, fillBackground, fillBenchData } from './bench-data.js';
import { cannon, startServer, stopServer, wireBytes, type Kind } from './bench-api-server.js';
import { capturePageSql, pacedAcross, rawLoop } from './bench-api-load.js';
import { pacedLoad } from './paced-load.js';
import { openSearchesToPoll, pollDuringReads, POLL_SECONDS, settle, writeFirstFeed, WRITTEN_SINCE } from './bench-api-poll.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '50' },
    rate: { type: 'string', default: '100' },
    results: { type: 'string', default: '1000' },
    'report-only': { type: 'boolean', default: false },
    /** Every measurement on a server started with READ_CACHE=false: the targets then hold for computed answers. */
    'no-cache': { type: 'boolean', default: false },
    /** Around the measured search, a busy store: this many other searches holding --stored results (10,000 and 200,000 with --no-cache). */
    searches: { type: 'string' },
    stored: { type: 'string' },
    /** PostgreSQL only: this many ROLE=api processes on their own ports and one ROLE=worker; the paced rate is split among them. */
    'api-processes': { type: 'string', default: '1' },
    /** Print the results page's query plans (EXPLAIN ANALYZE) on each database instead of measuring. */
    explain: { type: 'boolean', default: false },
    /** The results page's order (score, price, latest, popular). */
    sort: { type: 'string', default: 'score' },
    /** Also measure the results page while a poll brings this many new ads (0: not; 1,000 with --no-cache). */
    poll: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RATE = Number(args.rate);
const LOAD = { rate: RATE, durationSeconds: DURATION, connections: CONNECTIONS };
const RESULT_COUNT = Number(args.results);
const NO_CACHE = args['no-cache'];
if (!(RESULT_SORTS as readonly string[]).includes(args.sort)) throw new Error(`--sort is one of ${RESULT_SORTS.join(', ')}`);
const SORT = args.sort as ResultSort;
const API_PROCESSES = Math.max(1, Number(args['api-processes']));
const BACKGROUND = { searches: Number(args.searches ?? (NO_CACHE ? 10_000 : 0)), results: Number(args.stored ?? (NO_CACHE ? 200_000 : 0)) };
const POLL_ADS = Number(args.poll ?? (NO_CACHE ? 1000 : 0));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TARGET_P99_MS = 50;
const TARGET_PAGE_BYTES = 25 * 1024;
const TARGET_RAW_RATIO = 0.5;

type Read = { label: string; path: string };
type Figures = {
  kind: Kind;
  closed: { label: string; rps: number; p50: number; p99: number; errors: number }[];
  rated: { label: string; rps: number; p50: number; p99: number; errors: number }[];
  raw: { rps: number; p50: number; p99: number };
  bytes: { identity: number; br: number; gzip: number };
};

const fmt = (n: number, digits = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function benchOne(kind: Kind): Promise<Figures | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ojeador-bench-${kind}-`));
  const dbName = `ojeador_bench_${process.pid}`;
  let databaseUrl: string | null = null;
  let admin: pg.Client | null = null;
  let server: ChildProcess | null = null;
  const others: ChildProcess[] = [];
  try {
    let database: Database;
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: POSTGRES_URL });
      admin.on('error', () => undefined);
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      database = await openPostgres(databaseUrl);
    } else {
      database = await openPglite(dataDir);
    }
    console.log(`\n== ${kind}: filling a search with ${fmt(RESULT_COUNT)} results...`);
    const searchId = await fillBenchData(database.db, RESULT_COUNT);
    if (BACKGROUND.searches) console.log(`   and ${fmt(BACKGROUND.searches)} other searches holding ${fmt(BACKGROUND.results)} results...`);
    await fillBackground(database.db, BACKGROUND);
    if (POLL_ADS > 0) await openSearchesToPoll(database.db, POLL_ADS);
    await database.close();
    if (args.explain) {
      const userId = 1; // the only user
      const client = kind === 'postgres' ? new pg.Pool({ connectionString: databaseUrl!, max: 2 }) : new PGlite(path.join(dataDir, 'pglite'));
      const query = (text: string, params: unknown[]) => (client instanceof PGlite ? client.query(text, params) : client.query(text, params));
      await query('ANALYZE', []); // as the app's start does on PGlite (and autovacuum on PostgreSQL)
      for (const q of await capturePageSql(kind, client, searchId, userId, SORT)) {
        for (let i = 0; i < 4; i++) await query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params); // warm caches, as in a running app
        const plan = await query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
        console.log(`${q.text}\n${(plan.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n')}\n`);
      }
      await (client instanceof PGlite ? client.close() : client.end());
      return null;
    }

    const port = 20_000 + (process.pid % 10_000) + (kind === 'postgres' ? 1 : 0);
    const split = kind === 'postgres' && API_PROCESSES > 1;
    // The worker reads the bench's feed file (and not the demo feed, whose ids are the bench's ads').
    const feedFile = path.join(dataDir, 'bench-feed.jsonl');
    writeFirstFeed(feedFile);
    const feedEnv = { FEED_FILES: feedFile, ...(POLL_ADS > 0 ? { SOURCE_POLL_SECONDS: String(POLL_SECONDS) } : {}) };
    server = await startServer(kind, port, dataDir, databaseUrl, !NO_CACHE, { ...feedEnv, ...(split ? { ROLE: 'api' } : {}) });
    // Two or more API processes and a worker, as production scales them (docs/operations.md); the paced load goes to all.
    if (split) {
      others.push(await startServer(kind, port + 10, dataDir, databaseUrl, !NO_CACHE, { ...feedEnv, ROLE: 'worker' }));
      for (let i = 1; i < API_PROCESSES; i++) others.push(await startServer(kind, port + 10 + i, dataDir, databaseUrl, !NO_CACHE, { ...feedEnv, ROLE: 'api' }));
    }
    const apiPorts = [port, ...Array.from({ length: split ? API_PROCESSES - 1 : 0 }, (_, i) => port + 11 + i)];
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/User/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, name: 'Bench' }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const reads: Read[] = [
      { label: 'results page', path: `/api/SearchResult/${searchId}/results?sort=${SORT}&limit=${RESULTS_PAGE_SIZE}` },
      { label: 'searches list', path: '/api/Search' },
      { label: 'one search', path: `/api/Search/${searchId}` },
    ];
    for (const read of reads) {
      const res = await fetch(base + read.path, { headers });
      if (!res.ok) throw new Error(`${read.path}: ${res.status} ${await res.text()}`);
    }
    await settle(base, headers);
    const pageUrl = base + reads[0].path;
    const bytes = {
      identity: await wireBytes(pageUrl, headers, 'identity'),
      br: await wireBytes(pageUrl, headers, 'br'),
      gzip: await wireBytes(pageUrl, headers, 'gzip'),
    };
    // Warm-up: JIT, query plans, connections.
    await cannon(pageUrl, headers, { connections: 10, duration: 2 });

    const closed: Figures['closed'] = [];
    for (const read of reads) {
      const r = await cannon(base + read.path, headers, { connections: CONNECTIONS, duration: DURATION });
      closed.push({ label: read.label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
      console.log(
        `  closed loop ${CONNECTIONS} conn  ${read.label.padEnd(14)} ${fmt(r.requests.average).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
      );
    }
    const rated: Figures['rated'] = [];
    for (const read of reads) {
      const r = await pacedAcross(apiPorts, read.path, headers, LOAD);
      rated.push({ label: read.label, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors });
      console.log(
        `  offered ${RATE}/s paced    ${read.label.padEnd(14)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1)} ms  p99 ${fmt(r.p99, 1)} ms  (${r.cacheMisses} cache misses)`,
      );
    }
    let pollSince: Date | null = null;
    if (POLL_ADS > 0) {
      const load = { ...LOAD, durationSeconds: Math.max(DURATION, 20) };
      const poll = await pollDuringReads(feedFile, POLL_ADS, { base, headers }, () => pacedAcross(apiPorts, reads[0].path, headers, load));
      const r = poll.measured;
      pollSince = poll.since;
      rated.push({ label: `results page during a poll of ${fmt(POLL_ADS)} new ads`, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors });
      const took = poll.pollSeconds === null ? 'no new result within 60 s' : `its last new result ${fmt(poll.pollSeconds, 1)} s after the feed grew`;
      console.log(`  offered ${RATE}/s paced    during the poll ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1)} ms  p99 ${fmt(r.p99, 1)} ms  (${took})`);
    }
    for (const read of reads) {
      const r = await cannon(base + read.path, headers, { connections: CONNECTIONS, overallRate: RATE, duration: DURATION });
      console.log(
        `  ${RATE} per second in bursts ${read.label.padEnd(14)} ${fmt(r.requests.average).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  (autocannon overallRate, not a target)`,
      );
    }
    if (!NO_CACHE) {
      await stopServer(server);
      server = await startServer(kind, port, dataDir, databaseUrl, false, feedEnv);
      for (const read of reads) {
        const r = await pacedLoad(base + read.path, headers, { rate: RATE, durationSeconds: Math.min(DURATION, 5), maxSockets: CONNECTIONS });
        console.log(
          `  offered ${RATE}/s, no cache ${read.label.padEnd(14)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1)} ms  p99 ${fmt(r.p99, 1)} ms  (READ_CACHE=false, not a target)`,
        );
      }
    }
    await stopServer(server);
    server = null;
    await Promise.all(others.splice(0).map(stopServer));

    // (c) The same SQL straight to the database, the app stopped; and what the poll wrote.
    let raw: Figures['raw'];
    let written: { n: number; searches: number } | null = null;
    if (kind === 'postgres') {
      const pool = new pg.Pool({ connectionString: databaseUrl!, max: CONNECTIONS });
      pool.on('error', () => undefined); // an idle client cut when the database is dropped
      const queries = await capturePageSql(kind, pool, searchId, user.id, SORT);
      raw = await rawLoop((text, params) => pool.query(text, params), queries, LOAD);
      if (pollSince) written = (await pool.query<{ n: number; searches: number }>(WRITTEN_SINCE, [pollSince.toISOString()])).rows[0];
      await pool.end();
    } else {
      const client = new PGlite(path.join(dataDir, 'pglite'));
      await client.waitReady;
      const queries = await capturePageSql(kind, client, searchId, user.id, SORT);
      raw = await rawLoop((text, params) => client.query(text, params), queries, LOAD);
      if (pollSince) written = (await client.query<typeof written>(WRITTEN_SINCE, [pollSince.toISOString()])).rows[0];
      await client.close();
    }
    console.log(`  raw SQL, ${CONNECTIONS} clients     results page ${fmt(raw.rps).padStart(6)} pages/s  p50 ${fmt(raw.p50, 1)} ms  p99 ${fmt(raw.p99, 1)} ms`);
    if (written) console.log(`  the poll of ${fmt(POLL_ADS)} new ads wrote ${fmt(written.n)} new results in ${fmt(written.searches)} searches`);
    return { kind, closed, rated, raw, bytes };
  } finally {
    if (server) await stopServer(server);
    await Promise.all(others.map(stopServer));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error: Error) => console.warn(`drop ${dbName}: ${error.message}`));
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: Kind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as Kind];
console.log(
  `API bench${NO_CACHE ? ' (READ_CACHE=false)' : ''}: ${fmt(RESULT_COUNT)} results among ${fmt(BACKGROUND.results)} others, ${CONNECTIONS} connections, ${RATE} req/s offered, ${DURATION} s per measurement; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const all: Figures[] = [];
for (const kind of kinds) {
  const figures = await benchOne(kind);
  if (figures) all.push(figures);
}
if (args.explain) process.exit(0);

console.log('\nSummary');
const checks: { target: string; figure: string; pass: boolean }[] = [];
for (const f of all) {
  const page = f.closed[0];
  console.log(
    `  ${f.kind.padEnd(8)} results page ${fmt(page.rps)} req/s vs raw SQL ${fmt(f.raw.rps)} pages/s: API/raw ${fmt(page.rps / f.raw.rps, 2)}; ` +
      `page ${fmt(f.bytes.identity / 1024, 1)} KB, br ${fmt(f.bytes.br / 1024, 1)} KB, gzip ${fmt(f.bytes.gzip / 1024, 1)} KB`,
  );
  for (const r of f.rated) {
    checks.push({
      target: `${f.kind}: ${r.label} p99 < ${TARGET_P99_MS} ms at ${RATE} req/s`,
      figure: `${r.p99} ms (p50 ${r.p50} ms, ${r.errors} errors)`,
      pass: r.p99 < TARGET_P99_MS && r.errors === 0,
    });
  }
  const biggest = Math.max(f.bytes.br, f.bytes.gzip);
  checks.push({ target: `${f.kind}: results page <= 25 KB compressed`, figure: `${fmt(biggest / 1024, 1)} KB`, pass: biggest <= TARGET_PAGE_BYTES });
  if (f.kind === 'postgres') {
    const ratio = page.rps / f.raw.rps;
    checks.push({
      target: `postgres: API >= ${TARGET_RAW_RATIO * 100} % of raw SQL throughput`,
      figure: `${fmt(ratio * 100)} %`,
      pass: ratio >= TARGET_RAW_RATIO,
    });
  }
}
for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.target}: ${c.figure}`);
const failed = checks.filter((c) => !c.pass).length;
if (failed && !args['report-only']) {
  console.log(`\n${failed} target(s) missed.`);
  process.exit(1);
}
process.exit(0);
