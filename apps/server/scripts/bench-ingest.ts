/**
 * Ingest benchmark: what a poll costs per ad as the feed grows, against the floor of parsing it.
 *
 *   npm run bench:ingest [-- --sizes 25000,50000,100000 --check] [--reads 100]
 *
 * For each size, a child process (clean memory and caches) on a fresh database (PGlite in a temporary directory; a new
 * database on BENCH_DATABASE_URL's server when set) with the real app and no saved searches, FEED_FILES = a generated
 * feed of that many ads. Measured: the first poll (every ad new), `JSON.parse` of every line of the same file (the
 * floor), a poll after the file was rewritten identically with a new mtime (every line read again, nothing changed),
 * and peak RSS (sampled every 50 ms). Targets: time per ad at the largest size within 1.3× of the smallest's (linear);
 * first poll within 20× of the parse and the unchanged poll within 3× of it. It is a report: exits 0 unless --check is
 * given and a target is missed. `--reads R`: the app also listens (ROLE=all, as `npm start`), and a paced client reads
 * `GET /api/Categories` at R requests a second while the first poll runs; its p50 and p99 are printed (target: p99
 * under 50 ms).
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { generateDemoFeed, toJsonLines } from '../src/search/engine/runtime/feed/demo-feed.js';
import type { PollReport } from '../src/search/engine/runtime/ingest/ingest.js';
import { startBenchApp } from './bench-scale-data.js';
import { fmt, timed } from './bench-scale-report.js';
import { pacedLoad } from './paced-load.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '25000,50000,100000' },
    check: { type: 'boolean', default: false },
    child: { type: 'string' },
    dir: { type: 'string' },
    reads: { type: 'string', default: '0' },
  },
});
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { linear: 1.3, firstOverParse: 20, unchangedOverParse: 3, readP99Ms: 50 };
const READ_RATE = Number(args.reads);

type Figures = {
  size: number;
  ingested: number;
  firstS: number;
  unchangedS: number;
  parseS: number;
  peakRssMb: number;
  reads?: { p50: number; p99: number; served: number; errors: number };
};

const ingestedOf = (reports: PollReport[]) => reports.reduce((total, r) => total + r.ingested, 0);

async function measure(size: number, dir: string): Promise<Figures> {
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const feedFile = path.join(dir, 'feed.jsonl');
  writeFileSync(feedFile, toJsonLines(generateDemoFeed({ count: size, seed: 41, referenceDate: new Date() })));
  const parse = await timed(async () => {
    for (const line of readFileSync(feedFile, 'utf8').split('\n')) if (line) JSON.parse(line);
  });
  const { app, database, stop } = await startBenchApp(dir, feedFile, POSTGRES_URL, `ojeador_bench_ingest_${process.ppid}_${size}`);
  try {
    const engine = app.ctx.engine;
    const first = await timed(() => readsDuring(app, () => engine.pollNow()));
    const { result: reports, reads } = first.result;
    writeFileSync(feedFile, readFileSync(feedFile));
    const later = new Date(Date.now() + 60_000);
    utimesSync(feedFile, later, later);
    await database.db.execute(sql`update source_polls set next_poll_at = now()`);
    const unchanged = await timed(() => engine.pollNow());
    return {
      size,
      ingested: ingestedOf(reports),
      firstS: first.wallMs / 1000,
      unchangedS: unchanged.wallMs / 1000,
      parseS: parse.wallMs / 1000,
      peakRssMb: Math.round(peakRss / 1_048_576),
      reads,
    };
  } finally {
    clearInterval(sampler);
    await stop();
  }
}

/** Reads at READ_RATE a second (scripts/paced-load.ts: each latency from when it was due) for as long as `work` runs. */
async function readsDuring<T>(app: Awaited<ReturnType<typeof startBenchApp>>['app'], work: () => Promise<T>): Promise<{ result: T; reads?: Figures['reads'] }> {
  if (READ_RATE <= 0) return { result: await work() };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  let done = false;
  const load = pacedLoad(`http://127.0.0.1:${port}/api/Categories`, {}, { rate: READ_RATE, while: () => !done, maxSockets: 64 });
  const result = await work();
  done = true;
  const { p50, p99, served, errors } = await load;
  return { result, reads: { p50, p99, served, errors } };
}

function runChild(size: number): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), `ojeador-bench-ingest-${size}-`));
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--child', String(size), '--dir', dir, '--reads', String(READ_RATE)], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Figures);
      else reject(new Error(`size ${size} failed (exit ${code}): ${out.slice(-2000)}`));
    });
  });
}

if (args.child) {
  console.log(JSON.stringify(await measure(Number(args.child), args.dir as string)));
  process.exit(0);
}

const sizes = (args.sizes ?? '').split(',').map(Number);
const figures: Figures[] = [];
console.log(`bench:ingest on ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(
  `ads      | ingested | first poll | per ad   | parse  | first/parse | unchanged | unch./parse | peak RSS${READ_RATE ? ` | reads at ${READ_RATE}/s during the first poll` : ''}`,
);
for (const size of sizes) {
  const f = await runChild(size);
  figures.push(f);
  console.log(
    [
      String(size).padEnd(8),
      String(f.ingested).padEnd(8),
      `${fmt(f.firstS, 1)} s`.padEnd(10),
      `${fmt((f.firstS * 1000) / f.size, 3)} ms`.padEnd(8),
      `${fmt(f.parseS, 2)} s`.padEnd(6),
      `${fmt(f.firstS / f.parseS, 1)}×`.padEnd(11),
      `${fmt(f.unchangedS, 1)} s`.padEnd(9),
      `${fmt(f.unchangedS / f.parseS, 1)}×`.padEnd(11),
      `${f.peakRssMb} MB`,
      ...(f.reads ? [`p50 ${fmt(f.reads.p50, 1)} ms, p99 ${fmt(f.reads.p99, 1)} ms (${f.reads.served} served, ${f.reads.errors} failed)`] : []),
    ].join(' | '),
  );
}
const perAd = (f: Figures) => f.firstS / f.size;
const [smallest, largest] = [figures[0], figures[figures.length - 1]];
const misses = [
  perAd(largest) > TARGETS.linear * perAd(smallest) && `per ad at ${largest.size} is ${fmt(perAd(largest) / perAd(smallest), 2)}× that at ${smallest.size}`,
  largest.firstS > TARGETS.firstOverParse * largest.parseS && `first poll ${fmt(largest.firstS / largest.parseS, 1)}× the parse`,
  largest.unchangedS > TARGETS.unchangedOverParse * largest.parseS && `unchanged poll ${fmt(largest.unchangedS / largest.parseS, 1)}× the parse`,
  ...figures.filter((f) => f.reads && f.reads.p99 > TARGETS.readP99Ms).map((f) => `reads during the first poll of ${f.size}: p99 ${fmt(f.reads!.p99, 1)} ms`),
].filter(Boolean);
console.log(misses.length ? `Targets missed: ${misses.join('; ')}` : 'All targets met.');
if (args.check && misses.length) process.exit(1);
