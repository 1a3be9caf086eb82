/**
 * `scoring:report --seeds 1-24`: the report over many seeds, a line per seed and the totals, so that a change to the
 * fit is judged on more than one draw (docs/scoring.md, "Measuring the price judgement").
 */
import { generateMarkets } from './scoring-report-data.js';
import { checkTargets, measureMarket, summarise, TARGETS } from './scoring-report-measure.js';
import type { Variant } from './scoring-report-variants.js';

export interface SweepTotals {
  seeds: number;
  passing: number;
  /** Means over the seeds of the pooled figures. */
  calledFair: number;
  claimError: number;
  worstRho: number;
  bargainsOut: number;
  scamsUp: number;
}

/** Parses "1-24" or "3,5,9" into seeds. */
export function parseSeeds(text: string): number[] {
  const range = /^(\d+)-(\d+)$/.exec(text.trim());
  const seeds = range
    ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i)
    : text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part.trim())));
  if (!seeds.length || seeds.some((seed) => !Number.isInteger(seed))) throw new Error(`--seeds must be "1-24" or "3,5,9", got ${text}`);
  return seeds;
}

/** One seed's report: its markets generated and scored, per market and pooled, against the targets. */
export function measureSeed(seed: number, only: readonly string[] | undefined, variant: Variant) {
  const markets = generateMarkets(seed, only, variant);
  const everyAd = markets.flatMap((m) => m.ads);
  const figures = markets.map((market) => measureMarket(market, everyAd));
  const summary = summarise(figures);
  return { ads: everyAd.length, figures, summary, targets: checkTargets(summary) };
}

export function sweep(seeds: readonly number[], only: readonly string[] | undefined, variant: Variant, print: (line: string) => void): SweepTotals {
  const totals: SweepTotals = { seeds: seeds.length, passing: 0, calledFair: 0, claimError: 0, worstRho: 1, bargainsOut: 0, scamsUp: 0 };
  for (const seed of seeds) {
    const { figures, summary, targets } = measureSeed(seed, only, variant);
    const missed = targets.filter((t) => !t.pass);
    if (missed.length === 0) totals.passing++;
    totals.calledFair += summary.calledFair / seeds.length;
    totals.claimError += summary.claimError / seeds.length;
    totals.worstRho = Math.min(totals.worstRho, summary.minRho);
    totals.bargainsOut += summary.bargains - summary.bargainsInTopQuarter;
    totals.scamsUp += summary.scams - summary.scamsInBottom;
    const lowRho = figures.filter((m) => m.rho < TARGETS.minRho).map((m) => `${m.name} ${m.rho.toFixed(2)}`);
    const misses = missed.map((t) => `${t.target}: ${t.value}`).join('; ');
    print(`seed ${String(seed).padStart(3)}: ${missed.length ? `FAIL  ${misses}${lowRho.length ? ` (${lowRho.join(', ')})` : ''}` : 'PASS'}`);
  }
  print(
    `\n${totals.passing} of ${totals.seeds} seeds pass every target (km ${variant.km}, shapes ${variant.shapes}); ` +
      `fair ads called fair ${(totals.calledFair * 100).toFixed(1)} %, claim error ${totals.claimError.toFixed(2)} points (means over the seeds); ` +
      `worst rho ${totals.worstRho.toFixed(2)}; bargains out of the top quarter: ${totals.bargainsOut}; scams above the bottom ${TARGETS.scamBottom}: ${totals.scamsUp}`,
  );
  return totals;
}
