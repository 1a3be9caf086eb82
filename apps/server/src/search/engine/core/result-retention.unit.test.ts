import { describe, expect, it } from 'vitest';
import { bestBelowFloor, keptOfRun, RESULT_FLOOR_SCORE, RESULTS_BELOW_FLOOR } from './result-retention.js';

/** Decision 035: a search keeps every match at or above the floor, and at most RESULTS_BELOW_FLOOR below it. */

const match = (finalScore: number, wishGroup: 0 | 1 | 2 = 0, id = 0) => ({ finalScore, wishGroup, id });

describe('what a run keeps of its matches', () => {
  it('keeps everything when few matches are below the floor', () => {
    const matched = [match(90), match(RESULT_FLOOR_SCORE - 1), match(10)];
    expect(keptOfRun(matched)).toEqual(matched);
  });

  it('keeps every match at or above the floor however many, and the best below it in the page order', () => {
    const above = Array.from({ length: 300 }, (_, i) => match(RESULT_FLOOR_SCORE + (i % 50), 2, i));
    const below = Array.from({ length: 250 }, (_, i) => match(i % RESULT_FLOOR_SCORE, (i % 3) as 0 | 1 | 2, 1000 + i));
    const kept = keptOfRun([...below, ...above]);
    expect(kept.filter((m) => m.finalScore >= RESULT_FLOOR_SCORE)).toHaveLength(above.length);
    const keptBelow = kept.filter((m) => m.finalScore < RESULT_FLOOR_SCORE);
    expect(keptBelow).toHaveLength(RESULTS_BELOW_FLOOR);
    // Fewer broken wishes first, then the higher score: no dropped match ranks before a kept one.
    const rank = (m: ReturnType<typeof match>) => m.wishGroup * 1000 - m.finalScore;
    const worstKept = Math.max(...keptBelow.map(rank));
    const dropped = below.filter((m) => !keptBelow.includes(m));
    expect(Math.min(...dropped.map(rank))).toBeGreaterThanOrEqual(worstKept);
  });
});

describe('what a poll adds below the floor', () => {
  it('takes the best that fit the room, and nothing when the search is full', () => {
    const below = [match(10), match(40), match(30, 1), match(45, 2)];
    expect(bestBelowFloor(below, 2)).toEqual([match(40), match(10)]);
    expect(bestBelowFloor(below, 10)).toEqual(below);
    expect(bestBelowFloor(below, 0)).toEqual([]);
    expect(bestBelowFloor(below, -3)).toEqual([]);
  });
});
