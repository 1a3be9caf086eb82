import { Market } from './market.js';
import { compileQuery, matchesPrepared, type CompiledQuery } from './match.js';
import { NearMissCounter } from './near-miss.js';
import { PreparedAd } from './prepared-ad.js';
import { scoreAd } from './score.js';
import type { RawAd, ScoredAd, SearchQuery } from './types.js';

/** Best first; ties broken by lower price, then external id, so the order never depends on input order. */
export function compareScored(a: ScoredAd, b: ScoredAd): number {
  if (a.finalScore !== b.finalScore) return b.finalScore - a.finalScore;
  if (a.ad.price !== b.ad.price) return a.ad.price - b.ad.price;
  if (a.ad.externalId !== b.ad.externalId) return a.ad.externalId < b.ad.externalId ? -1 : 1;
  return a.ad.platformId - b.ad.platformId;
}

const POSITION_SPAN = 2 ** 20;
const MAX_PACKED_PRICE = 2 ** 32;

/**
 * Orders one bucket (equal scores) like compareScored: by price with a native sort of packed numeric
 * keys (price × 2^20 + position), then by id only within runs of equal prices.
 */
function sortSameScore(items: ScoredAd[]): void {
  const n = items.length;
  const packable = n < POSITION_SPAN && items.every((s) => Number.isInteger(s.ad.price) && s.ad.price >= 0 && s.ad.price < MAX_PACKED_PRICE);
  if (!packable) {
    items.sort(compareScored);
    return;
  }
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = items[i].ad.price * POSITION_SPAN + i;
  keys.sort();
  const original = items.slice();
  for (let i = 0; i < n; i++) items[i] = original[keys[i] % POSITION_SPAN];
  let runStart = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && items[i].ad.price === items[runStart].ad.price) continue;
    if (i - runStart > 1) {
      const run = items.slice(runStart, i).sort(compareScored);
      for (let j = 0; j < run.length; j++) items[runStart + j] = run[j];
    }
    runStart = i;
  }
}

/** Same order as sorting with compareScored, faster: scores are integers 0..100, so bucket first. */
export function sortBestFirst(scored: readonly ScoredAd[]): ScoredAd[] {
  const buckets: ScoredAd[][] = Array.from({ length: 101 }, () => []);
  for (const item of scored) buckets[item.finalScore].push(item);
  const sorted: ScoredAd[] = [];
  for (let score = 100; score >= 0; score--) {
    const bucket = buckets[score];
    if (bucket.length > 1) sortSameScore(bucket);
    for (const item of bucket) sorted.push(item);
  }
  return sorted;
}

/**
 * One search run without side effects: keeps the ads that match the query and scores them against the
 * market of every ad of the same category given (matched or not: ads outside the price range or the
 * radius still tell what similar things cost). Returns best first.
 */
export function evaluate(query: SearchQuery, ads: Iterable<RawAd | PreparedAd>, now: Date): ScoredAd[] {
  return evaluateCompiled(compileQuery(query, now), ads, now);
}

/** evaluate, also counting the near misses among the ads that did not match (see near-miss.ts). */
export function evaluateWithNearMisses(query: SearchQuery, ads: Iterable<RawAd | PreparedAd>, now: Date) {
  const compiled = compileQuery(query, now);
  const nearMisses = new NearMissCounter(compiled);
  let read = 0;
  const counted = (function* () {
    for (const ad of ads) {
      read++;
      yield ad;
    }
  })();
  const scored = evaluateCompiled(compiled, counted, now, nearMisses);
  return { scored, nearMisses: nearMisses.suggestions(), read };
}

function evaluateCompiled(compiled: CompiledQuery, ads: Iterable<RawAd | PreparedAd>, now: Date, nearMisses?: NearMissCounter): ScoredAd[] {
  const market = new Market();
  const matched: PreparedAd[] = [];
  for (const item of ads) {
    // The store's catalog hands its ads prepared (texts folded once per process, not once per run).
    const prepared = item instanceof PreparedAd ? item : new PreparedAd(item);
    if (prepared.ad.category !== compiled.categoryId) continue;
    if (matchesPrepared(compiled, prepared)) {
      matched.push(prepared);
      market.add(prepared);
    } else {
      market.addComparable(prepared);
      nearMisses?.consider(prepared);
    }
  }
  const scored = matched.map((prepared) => scoreAd(compiled, prepared, market, now));
  return sortBestFirst(scored);
}
