import { sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../../../../db/client.js';
import { inIds, jsonRows } from '../../../../db/json-rows.js';
import { chunks } from '../../../../lib/chunks.js';
import { storeIdOf, upsertResults, type ResultWrite } from '../results-upsert.js';
import { bestBelowFloor, isAboveFloor, RESULT_FLOOR_SCORE, RESULTS_BELOW_FLOOR } from '../../core/result-retention.js';
import type { RunCounts } from '../run-store.js';
import type { ScoredAd } from '../../core/types.js';

/** Result rows written per statement (and per transaction): whatever the number of searches they belong to. */
const ROWS_PER_STATEMENT = 1_000;
/** New results in one poll from which the tables' planner statistics are refreshed (as run-store.ts does). */
const ANALYZE_AFTER_NEW_RESULTS = 200;

/** What a poll brought one search, as its `poll` row in the run log says. */
export type PollOutcome = { searchId: number; counts: RunCounts };

/**
 * The writes of one percolation, batched across searches (decision 029): a poll that matches its ads to thousands of
 * searches costs a statement per thousand results, not a run row, an upsert and an update per search. The same
 * upsert as a run's (run-store.ts): a repeated poll refreshes scores and never duplicates a result; what a result
 * owes its owner stays `alerted_at` null (alert-policy.ts).
 */
export class PercolationStore {
  /**
   * How many more results below the floor each search may take (decision 035), read once per search by this worker
   * and counted down as its polls insert them. Another worker's inserts are not seen: with W workers a search may
   * end up with up to W × RESULTS_BELOW_FLOOR of them, never more.
   */
  private readonly rooms = new Map<number, number>();

  constructor(private readonly db: Executor) {}

  /** The writer of one percolation (one batch of a poll's ads) for these searches: results are written as they come. */
  async begin(
    searchIds: readonly number[],
    priceChanged: ReadonlySet<number>,
    worker: string,
    now: Date,
    runIds: Map<number, number> = new Map(),
  ): Promise<PercolationWriter> {
    const unknown = searchIds.filter((id) => !this.rooms.has(id));
    for (const batch of chunks(unknown, ROWS_PER_STATEMENT)) {
      const rows = await executeRows<{ search_id: number; n: number }>(
        this.db,
        sql`select search_id, count(*)::int as n from search_results
            where final_score < ${RESULT_FLOOR_SCORE} and ${inIds(sql`search_id`, batch)} group by search_id`,
      );
      const held = new Map(rows.map((row) => [row.search_id, row.n]));
      for (const id of batch) this.rooms.set(id, RESULTS_BELOW_FLOOR - (held.get(id) ?? 0));
    }
    return new PercolationWriter(this.db, this.rooms, priceChanged, worker, now, runIds);
  }
}

const emptyCounts = (): RunCounts => ({
  adsRead: 0,
  badLines: 0,
  matched: 0,
  newResults: 0,
  priceChanges: 0,
  excludedResults: 0,
  restoredResults: 0,
});

/**
 * Upserts results ROWS_PER_STATEMENT at a time as they come (what a percolation holds is one statement's
 * rows and a count per search, not every scored match), then, at `finish`, logs a finished `poll` run (and sets
 * `last_execution`) for each search that got new results, results back from an edit's set-aside, or price changes.
 */
export class PercolationWriter {
  private pending = new Map<string, ResultWrite>();
  private readonly counts = new Map<number, RunCounts>();
  private newResults = 0;

  constructor(
    private readonly db: Executor,
    private readonly rooms: Map<number, number>,
    private readonly priceChanged: ReadonlySet<number>,
    private readonly worker: string,
    private readonly now: Date,
    /** The `poll` run row each search got from the poll's earlier batches: one row per poll, its counts summed. */
    private readonly runIds: Map<number, number>,
  ) {}

  /** One search's matches (ads of the store), once per writer: written once ROWS_PER_STATEMENT are waiting. */
  async add(searchId: number, items: readonly ScoredAd[]): Promise<void> {
    if (items.length === 0) return;
    let counts = this.counts.get(searchId);
    if (!counts) this.counts.set(searchId, (counts = emptyCounts()));
    counts.adsRead += items.length;
    counts.matched += items.length;
    // Below the floor, only the best that fit the search's room (decision 035); matched all the same.
    const below = items.filter((item) => !isAboveFloor(item));
    const keptBelow = new Set(below.length ? bestBelowFloor(below, this.rooms.get(searchId) ?? 0) : []);
    for (const scored of items) {
      const adId = storeIdOf(scored);
      if (this.priceChanged.has(adId)) counts.priceChanges++;
      if (!isAboveFloor(scored) && !keptBelow.has(scored)) continue;
      // One row per (search, ad): a statement may not upsert the same row twice.
      this.pending.set(`${searchId}:${adId}`, { searchId, adId, scored });
    }
    if (this.pending.size >= ROWS_PER_STATEMENT) await this.flush();
  }

  private async flush(): Promise<void> {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    if (rows.length === 0) return;
    const setAside = await this.setAside(rows);
    const inserted = await upsertResults(this.db, rows, this.now);
    for (const { searchId, adId, scored } of rows) {
      const key = `${searchId}:${adId}`;
      const counts = this.counts.get(searchId)!;
      if (inserted.has(key)) counts.newResults++;
      if (inserted.has(key) && !isAboveFloor(scored)) this.rooms.set(searchId, (this.rooms.get(searchId) ?? 0) - 1);
      if (setAside.has(key)) counts.restoredResults++;
    }
    this.newResults += inserted.size;
  }

  /** Writes what is left, then the run log. Answers the searches that got something, with their counts. */
  async finish(): Promise<PollOutcome[]> {
    await this.flush();
    const outcomes: PollOutcome[] = [];
    // Only refreshed scores: the search's log shows the polls that brought it something.
    for (const [searchId, counts] of this.counts) if (counts.newResults + counts.restoredResults + counts.priceChanges > 0) outcomes.push({ searchId, counts });
    const now = this.now.toISOString();
    for (const batch of chunks(outcomes, ROWS_PER_STATEMENT)) {
      const earlier = batch.filter((o) => this.runIds.has(o.searchId));
      await this.logRuns(batch.filter((o) => !this.runIds.has(o.searchId)));
      await this.addToRuns(earlier);
      await this.db.execute(
        sql`update searches set last_execution = ${now}::timestamptz where ${inIds(
          sql`id`,
          batch.map((o) => o.searchId),
        )}`,
      );
    }
    // Many new results change the tables' shape: fresh statistics keep the results page on its index.
    if (this.newResults >= ANALYZE_AFTER_NEW_RESULTS) await this.db.execute(sql`ANALYZE search_results`);
    return outcomes;
  }

  /** A search's first batch of this poll that brought it something: its `poll` run row. */
  private async logRuns(outcomes: readonly PollOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const now = this.now.toISOString();
    const runs = outcomes.map(({ searchId, counts }) => ({ searchId, ...counts }));
    const rows = await executeRows<{ id: number; search_id: number }>(
      this.db,
      sql`insert into search_runs (search_id, trigger, worker, status, started_at, finished_at, ads_read, bad_lines, matched,
            new_results, price_changes, excluded_results, restored_results)
          select r."searchId", 'poll', ${this.worker}, 'succeeded', ${now}::timestamptz, ${now}::timestamptz, r."adsRead",
            r."badLines", r.matched, r."newResults", r."priceChanges", r."excludedResults", r."restoredResults"
          from jsonb_to_recordset(${jsonRows(runs)}) as r("searchId" int, "adsRead" int, "badLines" int, matched int, "newResults" int,
            "priceChanges" int, "excludedResults" int, "restoredResults" int)
          returning id, search_id`,
    );
    for (const row of rows) this.runIds.set(row.search_id, row.id);
  }

  /** Later batches of the same poll add their counts to the search's row (a committed batch is always counted). */
  private async addToRuns(outcomes: readonly PollOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const runs = outcomes.map(({ searchId, counts }) => ({ id: this.runIds.get(searchId)!, ...counts }));
    await this.db.execute(sql`update search_runs s set ads_read = coalesce(s.ads_read, 0) + r."adsRead", matched = coalesce(s.matched, 0) + r.matched,
          new_results = coalesce(s.new_results, 0) + r."newResults", price_changes = coalesce(s.price_changes, 0) + r."priceChanges",
          restored_results = coalesce(s.restored_results, 0) + r."restoredResults", finished_at = ${this.now.toISOString()}::timestamptz
        from jsonb_to_recordset(${jsonRows(runs)}) as r(id int, "adsRead" int, matched int, "newResults" int, "priceChanges" int, "restoredResults" int)
        where s.id = r.id`);
  }

  /** The (search, ad) pairs among these that an edit had set aside: matching again, they come back. */
  private async setAside(rows: readonly { searchId: number; adId: number }[]): Promise<Set<string>> {
    const wanted = new Set(rows.map((r) => `${r.searchId}:${r.adId}`));
    const out = new Set<string>();
    const found = await executeRows<{ search_id: number; ad_id: number }>(
      this.db,
      sql`select search_id, ad_id from search_results where excluded_at is not null and ${inIds(sql`ad_id`, [...new Set(rows.map((r) => r.adId))])}`,
    );
    for (const row of found) if (wanted.has(`${row.search_id}:${row.ad_id}`)) out.add(`${row.search_id}:${row.ad_id}`);
    return out;
  }
}
