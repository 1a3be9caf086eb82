/**
 * What a search keeps of its matches (decision 035): every match scoring RESULT_FLOOR_SCORE or more, and at most
 * RESULTS_BELOW_FLOOR below it. A run sees all its matches at once and keeps the best of those below the floor (in
 * the results page's order: wish group, then score); a poll adds matches below the floor only while the search holds
 * fewer than RESULTS_BELOW_FLOOR of them (percolation-store.ts). Hand-added results are never counted or dropped.
 */

/**
 * A match at or above this score is always kept: the score worth an instant alert (INSTANT_ALERT_MIN_SCORE in
 * alert-policy.ts). The migration 0030's partial index says it too.
 */
export const RESULT_FLOOR_SCORE = 70;
/** Results below the floor a search keeps at most (about four pages of 24), so a search with few good matches still shows its best ones. */
export const RESULTS_BELOW_FLOOR = 100;

type Ranked = { finalScore: number; wishGroup?: number };

export const isAboveFloor = (item: Ranked) => item.finalScore >= RESULT_FLOOR_SCORE;

/** The page's order: fewer broken wishes first, then the higher score. */
const pageOrder = (a: Ranked, b: Ranked) => (a.wishGroup ?? 0) - (b.wishGroup ?? 0) || b.finalScore - a.finalScore;

/** Of matches below the floor, the best `room` (page order). */
export function bestBelowFloor<T extends Ranked>(below: readonly T[], room: number): T[] {
  if (room <= 0) return [];
  return below.length <= room ? [...below] : [...below].sort(pageOrder).slice(0, room);
}

/** What a run stores of what it matched: every match at or above the floor, and the best RESULTS_BELOW_FLOOR below it. */
export function keptOfRun<T extends Ranked>(matched: readonly T[]): T[] {
  const below = matched.filter((item) => !isAboveFloor(item));
  if (below.length <= RESULTS_BELOW_FLOOR) return [...matched];
  const kept = new Set(bestBelowFloor(below, RESULTS_BELOW_FLOOR));
  return matched.filter((item) => isAboveFloor(item) || kept.has(item));
}
