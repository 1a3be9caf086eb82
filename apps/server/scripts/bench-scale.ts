/**
 * Scale benchmark of engine 2 (decision 029): what a poll costs as the number of saved searches grows.
 *
 *   npm run bench:scale [-- --sizes 10,100,1000,10000 --ads 100000 --new-ads 1000 --rounds 3 --check --profile]
 *
 * Writes a demo feed of --ads ads (JSON Lines) and, for each number of searches N, runs a child process (so memory
 * and the engine's caches start clean) on a fresh database (PGlite in a temporary directory; a new database on
 * BENCH_DATABASE_URL's server when set, dropped after) with the real app (buildApp, FEED_FILES = the feed). Steps:
 * the first poll ingests every ad (timed, not a target); the catalog refreshes right after it (reads only what it
 * may have missed: migration 0019); N searches spread over Spain that ran once are stored; a poll of
 * 10 appended ads rebuilds the search index; then measured: --rounds polls (3, or 1 when --new-ads is over 1,000)
 * bringing --new-ads appended ads each (the median of their CPU is the figure: one poll alone moves by ±15 % with the
 * garbage collector's timing), with the PostgreSQL server's CPU (from /proc, when it runs here), the candidates and
 * matches per new ad, and the bytes written per match (WAL) and stored per new result (`search_results`' size); a poll bringing none,
 * with the file untouched (a stat) and rewritten identically with a new mtime (every line read again); a new search
 * answered from the store (`runner.run(id, 'edit')`); peak RSS and heap (sampled every 50 ms, printed by each size as
 * `peak RSS <MB> MB`), each size's process run with the heap limit a worker is deployed with (--heap-mb, 700 MB: without
 * one V8 lets garbage grow to about 2 GB before collecting it: docs/operations.md, "Worker memory"). CPU is the process's
 * user + system time: with PGlite it includes the database's, with PostgreSQL only the app's.
 * Targets: poll CPU for 1,000 new ads at 10,000 searches <= 1.5 × at 10; a new search answered in < 1 s at 10,000
 * searches; an unchanged poll < 1 s. It is a report: exits 0 unless --check is given and a target is missed.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { executeRows } from '../src/db/client.js';
import { searchResults } from '../src/db/schema/index.js';
import type { PollReport } from '../src/search/engine/runtime/ingest/ingest.js';
import {
  BASE_FEED,
  EXTRA_ADS,
  EXTRA_ROUNDS,
  extraFeed,
  WARMUP_ADS,
  WARMUP_FEED,
  draftSearches,
  insertSearches,
  startBenchApp,
  writeFeedFiles,
} from './bench-scale-data.js';
import { postgresCpuS, resultsTableBytes, walBytesSince, walPosition } from './bench-scale-db.js';
import { fmt, printTable, timed, type Figures, type PollFigures } from './bench-scale-report.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,100,1000,10000' },
    ads: { type: 'string', default: '100000' },
    'new-ads': { type: 'string', default: String(EXTRA_ADS) },
    rounds: { type: 'string' },
    check: { type: 'boolean', default: false },
    /** Writes a CPU profile of each size's poll of 1,000 new ads next to the working directory (where to look). */
    profile: { type: 'boolean', default: false },
    /** The V8 heap limit of each size's process, as a worker is deployed (docs/operations.md, "Worker memory"). */
    'heap-mb': { type: 'string', default: '700' },
    /** Internal: measure one size in this process (the parent spawns one child per size). */
    child: { type: 'string' },
    dir: { type: 'string' },
  },
});
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_CPU_RATIO = 1.5;
const MAX_NEW_SEARCH_MS = 1000;
const MAX_UNCHANGED_MS = 1000;
const NEW_ADS = Number(args['new-ads']);
const HEAP_MB = Number(args['heap-mb']);
const ROUNDS = Number(args.rounds ?? (NEW_ADS > EXTRA_ADS ? 1 : EXTRA_ROUNDS));
if (!Number.isInteger(NEW_ADS) || NEW_ADS < 1 || !Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--new-ads and --rounds are positive integers');

/** Runs `work` under the V8 profiler and writes its profile to `file` in the current directory. */
async function profiled<T>(file: string, work: () => Promise<T>): Promise<T> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.resolve(file), JSON.stringify(profile));
    session.disconnect();
  }
}

const sum = (reports: PollReport[], field: 'ingested' | 'read') => reports.reduce((total, r) => total + r[field], 0);
const statusOf = (reports: PollReport[]) => reports.map((r) => r.status + (r.error ? ` (${r.error})` : '')).join(', ') || 'nothing due';

/** One size, in this (child) process: answers its figures. */
async function measureSize(size: number, feedDir: string): Promise<Figures> {
  /** `polls`: the peak while the measured polls of new ads run (null before them). */
  const peak = { rss: 0, heap: 0, polls: null as number | null, phase: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.phase = Math.max(peak.phase, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
    if (peak.polls !== null) peak.polls = Math.max(peak.polls, rss);
  };
  const sampler = setInterval(sample, 50);
  /** Where the peak comes from: the peak RSS since the previous phase ended, printed by name. */
  const phaseDone = (name: string) => {
    sample();
    console.log(`[${size}] ${name}: peak RSS ${Math.round(peak.phase / 1_048_576)} MB`);
    peak.phase = process.memoryUsage().rss;
  };
  const dir = path.join(feedDir, `size-${size}`);
  mkdirSync(dir, { recursive: true });
  const feedFile = path.join(dir, 'feed.jsonl');
  copyFileSync(path.join(feedDir, BASE_FEED), feedFile);
  const { app, database, stop } = await startBenchApp(dir, feedFile, POSTGRES_URL, `ojeador_bench_scale_${process.ppid}_${size}`);
  try {
    const { db } = database;
    const engine = app.ctx.engine;
    const forceDue = () => db.execute(sql`update source_polls set next_poll_at = now()`);
    const resultCount = async () => Number((await db.select({ n: count() }).from(searchResults))[0].n);
    const appendAds = (file: string) => appendFileSync(feedFile, readFileSync(path.join(feedDir, file)));

    phaseDone('start');
    const first = await timed(() => engine.pollNow());
    console.log(`[${size}] first poll: ${fmt(sum(first.result, 'ingested'))} ads in ${fmt(first.wallMs / 1000, 1)} s`);
    phaseDone('first poll');
    const refreshAfter = await timed(() => engine.catalog.refresh());
    phaseDone('catalog refresh');
    await insertSearches(db, draftSearches(size, 22), { ran: true, ownerTag: 'n' });
    phaseDone('searches stored (bench setup)');

    // A few new ads first: this poll rebuilds the search index (the searches changed); the next one finds it built.
    appendAds(WARMUP_FEED);
    await forceDue();
    const warmup = await timed(() => engine.pollNow());
    phaseDone('search index built (warm-up poll)');
    const rounds: PollFigures[] = [];
    peak.polls = process.memoryUsage().rss;
    for (let round = 0; round < ROUNDS; round++) {
      const resultsBefore = await resultCount();
      const bytesBefore = await resultsTableBytes(db);
      const wal = await walPosition(db);
      const percolatedBefore = { ...engine.percolated };
      appendAds(extraFeed(round));
      await forceDue();
      const profile = args.profile && round === ROUNDS - 1;
      const dbCpuBefore = postgresCpuS();
      const poll = await timed(() => (profile ? profiled(`bench-scale-${size}.cpuprofile`, () => engine.pollNow()) : engine.pollNow()));
      const dbCpuS = postgresCpuS() - dbCpuBefore;
      rounds.push({
        wallMs: poll.wallMs,
        cpuS: poll.cpuS,
        systemS: poll.systemS,
        dbCpuS: POSTGRES_URL ? dbCpuS : Number.NaN,
        ingested: sum(poll.result, 'ingested'),
        newResults: (await resultCount()) - resultsBefore,
        candidates: engine.percolated.candidates - percolatedBefore.candidates,
        matches: engine.percolated.matches - percolatedBefore.matches,
        walBytes: await walBytesSince(db, wal),
        storedBytes: (await resultsTableBytes(db)) - bytesBefore,
      });
      console.log(
        `[${size}] poll of ${fmt(rounds.at(-1)!.ingested)} new ads: ${fmt(poll.wallMs / 1000, 1)} s, peak RSS so far ${fmt(peak.rss / 1_048_576)} MB`,
      );
    }
    const median = [...rounds].sort((a, b) => a.cpuS - b.cpuS)[Math.floor(ROUNDS / 2)];
    console.log(`[${size}] peak RSS during the polls of new ads ${Math.round(peak.polls / 1_048_576)} MB (from ${fmt(rounds.length)} × ${fmt(NEW_ADS)} ads)`);
    peak.polls = null;
    // How the stored results score, by tens (decision 035's floor is 70): what a day's storage estimate stands on.
    const tens = await executeRows<{ band: number; n: number }>(
      db,
      sql`select least(final_score / 10, 9) * 10 as band, count(*)::int as n from search_results group by 1 order by 1`,
    );
    console.log(`[${size}] stored results by score: ${tens.map((r) => `${r.band}+: ${fmt(r.n)}`).join(', ')}`);

    await forceDue();
    const unchanged = await timed(() => engine.pollNow());

    // The same bytes written again: size equal, mtime moved, so the poll reads every line and finds nothing new.
    const before = statSync(feedFile);
    copyFileSync(feedFile, `${feedFile}.tmp`);
    renameSync(`${feedFile}.tmp`, feedFile);
    if (statSync(feedFile).mtimeMs === before.mtimeMs) utimesSync(feedFile, new Date(), new Date(before.mtimeMs + 1000));
    await forceDue();
    const reread = await timed(() => engine.pollNow());

    const [newSearchId] = await insertSearches(
      db,
      draftSearches(1, 99, {
        title: 'volkswagen golf en Madrid',
        categoryId: 1,
        keywords: 'volkswagen golf',
        latitude: 40.4168,
        longitude: -3.7038,
        radiusKm: 100,
        minPrice: null,
        maxPrice: 20_000,
      }),
      { ran: false, ownerTag: 'new' },
    );
    const answered = await timed(() => engine.runner.run(newSearchId, 'edit'));
    sample();
    console.log(`[${size}] peak RSS ${Math.round(peak.rss / 1_048_576)} MB`);
    return {
      searches: size,
      firstPoll: { ...first, ingested: sum(first.result, 'ingested') },
      refreshAfterMs: refreshAfter.wallMs,
      warmup: { ...warmup, ingested: sum(warmup.result, 'ingested') },
      newAds: { ...median, roundsCpuS: rounds.map((r) => r.cpuS) },
      unchanged: { ...unchanged, status: statusOf(unchanged.result) },
      reread: { ...reread, status: statusOf(reread.result), ingested: sum(reread.result, 'ingested') },
      newSearch: { wallMs: answered.wallMs, matched: answered.result?.matched ?? -1 },
      peakRssMb: peak.rss / 1_048_576,
      peakHeapMb: peak.heap / 1_048_576,
    };
  } finally {
    clearInterval(sampler);
    await stop();
  }
}

function runChild(size: number, dir: string): Promise<Figures> {
  const script = fileURLToPath(import.meta.url);
  const options = ['--child', String(size), '--dir', dir, '--new-ads', String(NEW_ADS), '--rounds', String(ROUNDS), ...(args.profile ? ['--profile'] : [])];
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', script, ...options], { cwd: SERVER_DIR, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the run with ${size} searches exited ${code}`));
      resolve(JSON.parse(readFileSync(path.join(dir, `figures-${size}.json`), 'utf8')) as Figures);
    });
  });
}

function checkTargets(all: Figures[]): { target: string; figure: string; pass: boolean }[] {
  const smallest = all[0];
  const largest = all.at(-1)!;
  const at = `at ${fmt(largest.searches)} searches`;
  const ratio = largest.newAds.cpuS / smallest.newAds.cpuS;
  const unchangedMs = Math.max(largest.unchanged.wallMs, largest.reread.wallMs);
  return [
    {
      target: `poll CPU for ${fmt(NEW_ADS)} new ads (median of ${ROUNDS}) ${at} <= ${MAX_CPU_RATIO} × at ${fmt(smallest.searches)}`,
      figure: `${fmt(largest.newAds.cpuS, 2)} s vs ${fmt(smallest.newAds.cpuS, 2)} s: × ${fmt(ratio, 2)}`,
      pass: ratio <= MAX_CPU_RATIO,
    },
    {
      target: `new search answered < ${MAX_NEW_SEARCH_MS} ms ${at}`,
      figure: `${fmt(largest.newSearch.wallMs)} ms`,
      pass: largest.newSearch.wallMs < MAX_NEW_SEARCH_MS,
    },
    {
      target: `unchanged poll < ${MAX_UNCHANGED_MS} ms ${at} (untouched and re-read)`,
      figure: `${fmt(largest.unchanged.wallMs)} ms and ${fmt(largest.reread.wallMs)} ms`,
      pass: unchangedMs < MAX_UNCHANGED_MS && largest.reread.ingested === 0,
    },
  ];
}

if (args.child) {
  const size = Number(args.child);
  const figures = await measureSize(size, args.dir!);
  writeFileSync(path.join(args.dir!, `figures-${size}.json`), JSON.stringify(figures));
  process.exit(0);
}

const sizes = args.sizes
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const adCount = Number(args.ads);
if (!sizes.length || !Number.isInteger(adCount) || adCount < 1) throw new Error('--sizes is a list of positive integers and --ads a positive integer');
const dir = mkdtempSync(path.join(tmpdir(), 'ojeador-bench-scale-'));
try {
  console.log(
    `Scale bench: ${fmt(adCount)} ads, searches ${sizes.map((n) => fmt(n)).join(', ')}, on ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `heap limit ${fmt(HEAP_MB)} MB a size; ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const { baseBytes } = writeFeedFiles(dir, adCount, new Date(), NEW_ADS, ROUNDS);
  console.log(`Feed: ${fmt(baseBytes / 1_048_576, 1)} MB of JSON Lines, then ${WARMUP_ADS} and ${ROUNDS} × ${fmt(NEW_ADS)} more ads appended\n`);
  const all: Figures[] = [];
  for (const size of sizes) all.push(await runChild(size, dir));
  console.log('');
  printTable(all, { warmupAds: WARMUP_ADS, extraAds: NEW_ADS, extraRounds: ROUNDS });
  for (const f of all) console.log(`${fmt(f.searches)} searches: peak RSS ${Math.round(f.peakRssMb)} MB`);
  console.log(`\nCPU is user + system of the process${POSTGRES_URL ? ' (the PostgreSQL server not included)' : ' (PGlite runs in it)'}.`);
  const checks = checkTargets(all);
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.target}: ${c.figure}`);
  const missed = checks.filter((c) => !c.pass).length;
  if (missed && args.check) {
    console.log(`\n${missed} target(s) missed.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
