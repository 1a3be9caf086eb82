/**
 * How well the scorer judges prices, on generated markets with a known fair price per ad.
 *
 *   npm run scoring:report [-- --seed 23 --markets "Seat León,Honda PCX 125" --json --check]
 *   npm run scoring:report -- --seeds 1-24 [--km capped|exponential|linear] [--shapes alike|differ] [--check]
 *
 * Generates car, motorbike and home markets from the generator's own curves with noise and planted bargains
 * (24 % under), dear ads (30 % over) and scams (60 % under) (scoring-report-data.ts), runs the real scoring over
 * them (pipeline.evaluate, as a search run) and prints per market: the share of fair ads (within ±8 %) whose price
 * point calls them fair, the mean error of the claimed deviation, Spearman's rho between score and true deal, and
 * where the scams and bargains rank. Targets: >= 95 % called fair, mean error <= 5 points, rho >= 0.85 in every
 * market, every scam in the bottom 3, every bargain in the top quarter. It is a report: exits 0 unless --check is
 * given and a target is missed. `--seeds` prints a line per seed and the totals; `--km` and `--shapes` generate other
 * markets than the shipped ones (scoring-report-variants.ts).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateMarkets, MARKET_NAMES, REPORT_NOW } from './scoring-report-data.js';
import { evaluate } from '../src/search/engine/core/pipeline.js';
import { spearman } from './scoring-report-stats.js';
import { measureSeed, parseSeeds, sweep } from './scoring-report-sweep.js';
import { KM_FORMS, SHAPES, type KmForm, type Shapes } from './scoring-report-variants.js';
import { type MarketFigures, type Summary } from './scoring-report-measure.js';
import { measureCategory, type CategoryModelFigures } from './scoring-report-category.js';
import { leftOutFigures, measureRealMarket, REAL_DIR, type LeftOutFigures } from './scoring-report-real.js';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    markets: { type: 'string' },
    json: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    seeds: { type: 'string' },
    km: { type: 'string', default: 'capped' },
    shapes: { type: 'string', default: 'alike' },
  },
});

const seed = Number(args.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${args.seed}`);
const only = args.markets?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !MARKET_NAMES.includes(name)) ?? [];
if (unknown.length) throw new Error(`unknown markets: ${unknown.join(', ')} (known: ${MARKET_NAMES.join(', ')})`);

if (!KM_FORMS.includes(args.km as KmForm)) throw new Error(`--km must be one of ${KM_FORMS.join(', ')}, got ${args.km}`);
if (!SHAPES.includes(args.shapes as Shapes)) throw new Error(`--shapes must be one of ${SHAPES.join(', ')}, got ${args.shapes}`);
const variant = { km: args.km as KmForm, shapes: args.shapes as Shapes };
if (args.seeds) {
  const totals = sweep(parseSeeds(args.seeds), only, variant, (line) => console.log(line));
  if (args.check && totals.passing < totals.seeds) process.exitCode = 1;
  process.exit();
}

const { ads, figures, summary, targets } = measureSeed(seed, only, variant);
const real = measureRealMarket();
/** Thin markets: 16 ads of each generated vehicle market, spread over it, scored alone (docs/scoring.md). */
const THIN_ADS = 16;
const thin = generateMarkets(seed, only, variant)
  .filter((market) => market.kind !== 'home')
  .map((market) => {
    const step = Math.max(1, Math.floor(market.ads.length / THIN_ADS));
    const ads = market.ads.filter((_, i) => i % step === 0).slice(0, THIN_ADS);
    const scored = evaluate(
      market.query,
      ads.map((t) => t.ad),
      REPORT_NOW,
    );
    const ranked = ads.filter((t) => t.label !== 'scam');
    const scoreOf = new Map(scored.map((s) => [s.ad.externalId, s.finalScore]));
    const rho = spearman(
      ranked.map((t) => scoreOf.get(t.ad.externalId) ?? 0),
      ranked.map((t) => -t.trueDeviation),
    );
    return {
      name: `${market.name} (thin: ${ads.length})`,
      rho,
      ...leftOutFigures(
        ads.map((t) => t.ad),
        scored,
        REPORT_NOW,
      ),
    };
  });

const category = measureCategory(seed);

const pct = (v: number) => (Number.isNaN(v) ? '-' : `${(v * 100).toFixed(1)} %`);
const signed = (v: number) => (Number.isNaN(v) ? '-' : `${v > 0 ? '+' : ''}${v.toFixed(1)}`);
const fixed = (v: number, digits: number) => (Number.isNaN(v) ? '-' : v.toFixed(digits));

const HEADER = [
  'market',
  'ads',
  'fair',
  'called fair',
  'claim err',
  'no claim',
  'rho',
  'rho ceiling',
  'scams from bottom',
  'bargains top 1/4',
  'bargain claim',
  'dear claim',
];

function marketRow(m: MarketFigures): string[] {
  return [
    m.name,
    String(m.ads),
    String(m.fairAds),
    pct(m.calledFair),
    fixed(m.claimError, 1),
    String(m.withoutClaim),
    fixed(m.rho, 2),
    fixed(m.rhoCeiling, 2),
    m.scamsFromBottom.join(', '),
    `${m.bargainsInTopQuarter}/${m.bargainPositions.length}`,
    signed(m.meanBargainClaim),
    signed(m.meanDearClaim),
  ];
}

function summaryRow(s: Summary, all: readonly MarketFigures[]): string[] {
  return [
    'all',
    String(s.ads),
    String(s.fairAds),
    pct(s.calledFair),
    fixed(s.claimError, 1),
    String(all.reduce((t, m) => t + m.withoutClaim, 0)),
    `min ${fixed(s.minRho, 2)}`,
    `min ${fixed(Math.min(...all.map((m) => m.rhoCeiling)), 2)}`,
    `${s.scamsInBottom}/${s.scams} in bottom 3`,
    `${s.bargainsInTopQuarter}/${s.bargains}`,
    '',
    '',
  ];
}

const LEFT_OUT_HEADER = ['market', 'ads', 'median error', 'inside band', 'fraud', 'muy bajo', 'LS median error', 'LS inside ±8 %', 'LS ≤ 60 %'];

function leftOutRow(name: string, f: LeftOutFigures): string[] {
  return [
    name,
    String(f.ads),
    pct(f.medianError),
    pct(f.insideBand),
    pct(f.fraud),
    pct(f.veryLow),
    pct(f.baselineMedianError),
    pct(f.baselineInsideBand),
    pct(f.baselineFraud),
  ];
}

const CATEGORY_HEADER = [
  'model',
  'ads',
  'median error',
  'LS median error',
  'inside band',
  'fraud (honest)',
  'scams called',
  'bargains named',
  'top 1/4',
  'rho',
  'alone: rho',
  'named',
  'top 1/4',
];

function categoryRow(m: CategoryModelFigures): string[] {
  const of = (count: number) => `${count}/${m.bargains}`;
  return [
    m.name,
    String(m.ads),
    pct(m.medianError),
    pct(m.baselineMedianError),
    pct(m.insideBand),
    pct(m.honestFraud),
    m.scamsCalled,
    of(m.bargainsNamed),
    of(m.bargainsTopQuarter),
    fixed(m.rho, 2),
    m.alone ? fixed(m.alone.rho, 2) : '',
    m.alone ? of(m.alone.bargainsNamed) : '',
    m.alone ? of(m.alone.bargainsTopQuarter) : '',
  ];
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

if (args.json) {
  console.log(JSON.stringify({ seed, now: REPORT_NOW.toISOString(), markets: figures, all: summary, targets, thin, real, category }, null, 2));
} else {
  console.log(`scoring:report: seed ${seed}, ${ads} generated ads, scored at ${REPORT_NOW.toISOString()}, ${availableParallelism()} cores`);
  console.log(
    'claims in percentage points (negative: under the price); rho leaves the scams out (rho ceiling: with the price part judged against the true fair price); positions over the search results\n',
  );
  printTable([HEADER, ...figures.map(marketRow), summaryRow(summary, figures)]);
  const mismatches = figures.reduce((t, m) => t + m.textMismatches, 0);
  const missing = figures.reduce((t, m) => t + m.missing, 0);
  if (mismatches || missing) console.log(`\nwarning: ${mismatches} price points disagree with their reference; ${missing} generated ads not returned`);
  console.log('');
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.value}`);
  console.log(
    '\nThe fair price left out of its own ad against the asking price, and a per-model least-squares baseline (LS: log price on age, log km, fuel, power; left out too)\n',
  );
  const rows = figures.map((m) => leftOutRow(m.name, m.leftOut));
  for (const market of thin) rows.push(leftOutRow(market.name, market));
  if (real) rows.push(leftOutRow(real.name, real));
  printTable([LEFT_OUT_HEADER, ...rows]);
  console.log(`\nrho in the thin markets (scams left out): ${thin.map((m) => `${m.name} ${m.rho.toFixed(2)}`).join(', ')}`);
  console.log(
    '\nA real-like car category, its nine models scored together (heavy tails, power levels, trims, dealers, old cars with few km, thin models; scoring-report-category.ts). Bargains named: the point within 5 points of their size; alone: the thin model scored without its category\n',
  );
  printTable([CATEGORY_HEADER, ...category.map(categoryRow)]);
  if (!real) console.log(`\nreal market: ${REAL_DIR} is absent (CI puts shared/ beside the clone), so no real-market figures`);
}

if (args.check && targets.some((t) => !t.pass)) process.exitCode = 1;
