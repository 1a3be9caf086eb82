import { sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../../db/client.js';
import { inIds, jsonRows } from '../../db/json-rows.js';
import { chunks } from '../../lib/chunks.js';
import { storeIdOf, upsertResults, type ResultWrite } from '../results-upsert.js';
import type { RunCounts } from '../run-store.js';
import type { ScoredAd } from '../types.js';

/** Result rows written per statement (and per transaction): whatever the number of searches they belong to. */
const ROWS_PER_STATEMENT = 1_000;
/** New results in one poll from which the tables' planner statistics are refreshed (as run-store.ts does). */
const ANALYZE_AFTER_NEW_RESULTS = 200;

/** One search's matches in a poll: ads of the store, so `ad.storeId` is set. */
export type PercolatedMatches = { searchId: number; items: readonly ScoredAd[] };
/** What a poll brought one search, as its `poll` row in the run log says. */
export type PollOutcome = { searchId: number; counts: RunCounts };

/**
 * The writes of one percolation, batched across searches (decision 029): a poll that matches its ads to thousands of
 * searches costs a statement per thousand results, not a run row, an upsert and an update per search. The same
 * upsert as a run's (run-store.ts): a repeated poll refreshes scores and never duplicates a result; what a result
 * owes its owner stays `alerted_at` null (alert-policy.ts).
 */
export class PercolationStore {
  constructor(private readonly db: Executor) {}

  /**
   * Upserts the results, then logs a finished `poll` run (and sets `last_execution`) for each search that got new
   * results, results back from an edit's set-aside, or price changes. Answers those searches' counts.
   */
  async store(matches: readonly PercolatedMatches[], priceChanged: ReadonlySet<number>, worker: string, now: Date): Promise<PollOutcome[]> {
    // One row per (search, ad): a statement may not upsert the same row twice.
    const unique = new Map<string, ResultWrite>();
    for (const { searchId, items } of matches)
      for (const scored of items) unique.set(`${searchId}:${storeIdOf(scored)}`, { searchId, adId: storeIdOf(scored), scored });
    const rows = [...unique.values()];
    if (rows.length === 0) return [];
    const setAside = await this.setAside(rows);
    const inserted = new Set<string>();
    for (const batch of chunks(rows, ROWS_PER_STATEMENT)) for (const key of await upsertResults(this.db, batch, now)) inserted.add(key);

    const outcomes: PollOutcome[] = [];
    let newResults = 0;
    for (const { searchId, items } of matches) {
      const counts: RunCounts = {
        adsRead: items.length,
        badLines: 0,
        matched: items.length,
        newResults: 0,
        priceChanges: 0,
        excludedResults: 0,
        restoredResults: 0,
      };
      for (const item of items) {
        const adId = storeIdOf(item);
        if (inserted.has(`${searchId}:${adId}`)) counts.newResults++;
        if (setAside.has(`${searchId}:${adId}`)) counts.restoredResults++;
        if (priceChanged.has(adId)) counts.priceChanges++;
      }
      newResults += counts.newResults;
      // Only refreshed scores: the search's log shows the polls that brought it something.
      if (counts.newResults + counts.restoredResults + counts.priceChanges > 0) outcomes.push({ searchId, counts });
    }
    for (const batch of chunks(outcomes, ROWS_PER_STATEMENT)) {
      const runs = batch.map(({ searchId, counts }) => ({ searchId, ...counts }));
      await this.db.execute(sql`insert into search_runs (search_id, trigger, worker, status, started_at, finished_at, ads_read, bad_lines, matched,
            new_results, price_changes, excluded_results, restored_results)
          select r."searchId", 'poll', ${worker}, 'succeeded', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, r."adsRead",
            r."badLines", r.matched, r."newResults", r."priceChanges", r."excludedResults", r."restoredResults"
          from jsonb_to_recordset(${jsonRows(runs)}) as r("searchId" int, "adsRead" int, "badLines" int, matched int, "newResults" int,
            "priceChanges" int, "excludedResults" int, "restoredResults" int)`);
      await this.db.execute(
        sql`update searches set last_execution = ${now.toISOString()}::timestamptz where ${inIds(
          sql`id`,
          batch.map((o) => o.searchId),
        )}`,
      );
    }
    // Many new results change the tables' shape: fresh statistics keep the results page on its index.
    if (newResults >= ANALYZE_AFTER_NEW_RESULTS) await this.db.execute(sql`ANALYZE search_results`);
    return outcomes;
  }

  /** The (search, ad) pairs among these that an edit had set aside: matching again, they come back. */
  private async setAside(rows: readonly { searchId: number; adId: number }[]): Promise<Set<string>> {
    const wanted = new Set(rows.map((r) => `${r.searchId}:${r.adId}`));
    const out = new Set<string>();
    for (const adIds of chunks([...new Set(rows.map((r) => r.adId))], ROWS_PER_STATEMENT)) {
      const found = await executeRows<{ search_id: number; ad_id: number }>(
        this.db,
        sql`select search_id, ad_id from search_results where excluded_at is not null and ${inIds(sql`ad_id`, adIds)}`,
      );
      for (const row of found) if (wanted.has(`${row.search_id}:${row.ad_id}`)) out.add(`${row.search_id}:${row.ad_id}`);
    }
    return out;
  }
}
