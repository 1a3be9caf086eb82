import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { StoredNearMisses } from '@ojeador/shared';
import type { RunTrigger } from '../../../jobs/run-search.job.js';
import { searchParameters, searchResults, searchRuns, searches } from '../../../db/schema/index.js';
import { chunks } from '../../../lib/chunks.js';
import { storeIdOf, upsertResults } from './results-upsert.js';
import type { ScoredAd } from '../core/types.js';
import { openAccountAtColumn } from '../../../accounts/index.js';

/**
 * Matches written per transaction. Each batch commits on its own so that a large run never holds the database for
 * long: on PGlite every request waits for the one connection while a transaction holds it (docs/operations.md).
 */
export const STORE_BATCH = 250;
/** New results in one run from which the tables' planner statistics are refreshed. */
const ANALYZE_AFTER_NEW_RESULTS = 200;

export type StoredMatch = { adId: number; scored: ScoredAd; isNewResult: boolean; restored: boolean };
export type RunCounts = {
  adsRead: number;
  badLines: number;
  matched: number;
  newResults: number;
  priceChanges: number;
  excludedResults: number;
  restoredResults: number;
};

/** The SQL of a run: the search it reads, the results it writes, and its log row. */
export class RunStore {
  constructor(private readonly db: Executor) {}

  /** The search, its parameters, and whether its owner may have it run (not blocked, not deleted). */
  async loadSearch(searchId: number) {
    const [row] = await this.db
      .select({
        search: searches,
        parameters: searchParameters,
        ownerActive: openAccountAtColumn(searches.userId),
      })
      .from(searches)
      .leftJoin(searchParameters, eq(searchParameters.searchId, searches.id))
      .where(eq(searches.id, searchId))
      .limit(1);
    return row ?? null;
  }

  async startRun(searchId: number, trigger: RunTrigger, worker: string): Promise<number> {
    const [row] = await this.db.insert(searchRuns).values({ searchId, trigger, worker }).returning({ id: searchRuns.id });
    return row.id;
  }

  /** A run that turned out to have nothing to log (a poll that only refreshed scores). */
  async dropRun(runId: number) {
    await this.db.delete(searchRuns).where(eq(searchRuns.id, runId));
  }

  async finishRun(runId: number, counts: RunCounts, error?: string, nearMisses?: StoredNearMisses) {
    await this.db
      .update(searchRuns)
      .set({ ...counts, status: error ? 'failed' : 'succeeded', error: error ?? null, finishedAt: new Date(), nearMisses: nearMisses ?? null })
      .where(eq(searchRuns.id, runId));
  }

  /**
   * Stores the run's matches (ads of the store), STORE_BATCH per transaction: each result once per (search, ad),
   * refreshing the score of results already there. Safe to repeat: every write is an upsert, so a retry after a
   * failure between batches never duplicates anything (what it owes its owner stays `alerted_at` null: alert-policy.ts).
   */
  async storeMatches(searchId: number, scored: readonly ScoredAd[], now: Date): Promise<StoredMatch[]> {
    const setAside = await this.setAsideAdIds(this.db, searchId);
    const stored: StoredMatch[] = [];
    for (const batch of chunks(scored, STORE_BATCH)) stored.push(...(await this.db.transaction((tx) => this.storeBatch(tx, searchId, batch, now, setAside))));
    await this.db.update(searches).set({ lastExecution: now }).where(eq(searches.id, searchId));
    // A run that added many results changes the tables' shape: fresh statistics keep the results page on its
    // index (PGlite has no autovacuum; on PostgreSQL this only comes earlier than autovacuum would).
    if (stored.filter((match) => match.isNewResult).length >= ANALYZE_AFTER_NEW_RESULTS) await this.db.execute(sql`ANALYZE search_results, ads`);
    return stored;
  }

  private async storeBatch(tx: Executor, searchId: number, batch: readonly ScoredAd[], now: Date, setAside: ReadonlySet<number>): Promise<StoredMatch[]> {
    // Runs read the store (engine 2): the ads were written by the poll that ingested them, only the results are new.
    const rows = new Map(batch.map((scored) => [storeIdOf(scored), { searchId, adId: storeIdOf(scored), scored }]));
    const inserted = await upsertResults(tx, [...rows.values()], now);
    const stored: StoredMatch[] = [];
    for (const item of batch) {
      const adId = storeIdOf(item);
      stored.push({ adId, scored: item, isNewResult: inserted.has(`${searchId}:${adId}`), restored: setAside.has(adId) });
    }
    return stored;
  }

  /**
   * After an edit of the parameters: the search's engine-found results this run did not match leave the list
   * (kept, marked `excluded_at`); hand-added results stay. Answers how many were set aside.
   */
  async setAsideUnmatched(searchId: number, matchedAdIds: readonly number[], now: Date): Promise<number> {
    const conditions = [eq(searchResults.searchId, searchId), eq(searchResults.origin, 'auto'), isNull(searchResults.excludedAt)];
    if (matchedAdIds.length) conditions.push(notInArray(searchResults.adId, [...matchedAdIds]));
    const rows = await this.db
      .update(searchResults)
      .set({ excludedAt: now })
      .where(and(...conditions))
      .returning({ id: searchResults.id });
    return rows.length;
  }

  private async setAsideAdIds(db: Executor, searchId: number): Promise<Set<number>> {
    const rows = await db
      .select({ adId: searchResults.adId })
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), isNotNull(searchResults.excludedAt)));
    return new Set(rows.map((row) => row.adId));
  }
}
