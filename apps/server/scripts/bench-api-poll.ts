import { appendFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { generateDemoFeed, toJsonLines } from '../src/search/engine/runtime/feed/demo-feed.js';

/**
 * The poll bench:api runs while it measures reads (--poll N): the server reads a feed file of its own (FEED_FILES,
 * polled every POLL_SECONDS), the bench appends N new car ads to it, and the worker ingests them as it would a
 * source's new ads, writing new results in the bench user's five searches and in the other customers' searches
 * `openSearchesToPoll` opens to the feed. The reads measured meanwhile are those a customer makes while that happens.
 */

export const POLL_SECONDS = 5;
/** Longer than a poll interval: results that stopped moving for this long are a poll done. */
const QUIET_MS = (POLL_SECONDS + 2) * 1000;
/** Ads in the feed before the measured poll: its first read is not "everything is gone" (docs/feed-format.md). */
const FIRST_ADS = 10;

/** Car ads on the feed's platform, ids under `prefix` (the bench's own ads are demo-…): what the bench searches all match. */
function carLines(count: number, seed: number, prefix: string): string {
  const lines = [];
  for (let made = 0; lines.length < count; made += count) {
    const batch = generateDemoFeed({ count: count * 3, seed: seed + made, referenceDate: new Date() });
    for (const line of batch)
      if (line.category === 1 && lines.length < count) lines.push({ ...line, externalId: `${prefix}-${seed}-${made}-${line.externalId}` });
  }
  return toJsonLines(lines);
}

/**
 * Searches of other customers that take the poll's ads: the engine keeps a search's matches scoring 70 or more and its
 * best 100 below (decision 035), so `count` new ads become about `count` new results in count / 90 searches that ask
 * for any car of the feed (besides the bench user's five, whose own rooms below 70 are full or small).
 */
export async function openSearchesToPoll(db: Executor, count: number): Promise<void> {
  await db.execute(sql`
    insert into search_parameters (search_id, platform_ids)
    select id, array[100] from searches where title ~ '^Búsqueda [0-9]+$' order by id limit ${Math.ceil(count / 90)}`);
}

/** The server's feed file before it starts: a few ads its first poll ingests before anything is measured. */
export function writeFirstFeed(file: string): void {
  writeFileSync(file, carLines(FIRST_ADS, 1, 'bench-first'));
}

/** How many results the bench user's searches hold (the searches list's `resultCount`s). */
async function totalOf(base: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}/api/Search`, { headers });
  if (!res.ok) throw new Error(`searches list: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { resultCount: number }[]).reduce((sum, search) => sum + search.resultCount, 0);
}

/** Waits until the user's results stop moving for QUIET_MS (the first poll is done): the measured poll starts from a quiet store. */
export async function settle(base: string, headers: Record<string, string>): Promise<void> {
  let last = -1;
  let since = performance.now();
  for (;;) {
    const total = await totalOf(base, headers);
    if (total !== last) [last, since] = [total, performance.now()];
    else if (performance.now() - since > QUIET_MS) return;
    await sleep(250);
  }
}

/**
 * Appends `count` new ads and runs `reads` meanwhile; then waits (unmeasured) until the user's results stop moving.
 * Returns what `reads` measured, when the feed grew (what `WRITTEN_SINCE` counts from, once the app is stopped) and
 * how long the poll took from then to the last new result seen in the user's searches (null: none within a minute).
 */
export async function pollDuringReads<T>(
  file: string,
  count: number,
  user: { base: string; headers: Record<string, string> },
  reads: () => Promise<T>,
): Promise<{ measured: T; since: Date; pollSeconds: number | null }> {
  let last = await totalOf(user.base, user.headers);
  const since = new Date();
  const appended = performance.now();
  appendFileSync(file, carLines(count, 2, 'bench-poll'));
  let lastRise: number | null = null;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const total = await totalOf(user.base, user.headers);
      if (total !== last) [last, lastRise] = [total, performance.now()];
      await sleep(250);
    }
  })();
  const measured = await reads();
  // Done when nothing rose for longer than a poll interval (or nothing came within a minute).
  while (performance.now() - (lastRise ?? appended) < (lastRise === null ? 60_000 : QUIET_MS)) await sleep(250);
  watching = false;
  await watch;
  return { measured, since, pollSeconds: lastRise === null ? null : (lastRise - appended) / 1000 };
}

/** The results the poll wrote in every search (the bench's clock and the database's are the machine's). */
export const WRITTEN_SINCE = 'select count(*)::int as n, count(distinct search_id)::int as searches from search_results where found_at >= $1';
