import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { StoredNearMisses } from '@ojeador/shared';
import type { RunTrigger } from '../jobs/run-search.job.js';
import { adPriceHistory, ads, searchParameters, searchResults, searchRuns, searches, users } from '../db/schema/index.js';
import type { ScoredAd } from './types.js';

/**
 * Matches written per transaction. Each batch commits on its own so that a large run never holds the database for
 * long: on PGlite every request waits for the one connection while a transaction holds it (docs/operations.md).
 */
export const STORE_BATCH = 250;
/** New results in one run from which the tables' planner statistics are refreshed. */
const ANALYZE_AFTER_NEW_RESULTS = 200;

const keyOf = (item: ScoredAd) => `${item.ad.platformId}:${item.ad.externalId}`;
const storeIdOf = (item: ScoredAd): number | undefined => (item.ad as { storeId?: number }).storeId;

export type StoredMatch = { adId: number; scored: ScoredAd; isNewResult: boolean; priceChanged: boolean; restored: boolean };
export type RunCounts = {
  adsRead: number;
  badLines: number;
  matched: number;
  newResults: number;
  priceChanges: number;
  excludedResults: number;
  restoredResults: number;
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The SQL of a run: the search it reads, the ads and results it writes, and its log row. */
export class RunStore {
  constructor(private readonly db: Executor) {}

  /** The search, its parameters, and whether its owner may have it run (not blocked, not deleted). */
  async loadSearch(searchId: number) {
    const [row] = await this.db
      .select({
        search: searches,
        parameters: searchParameters,
        ownerActive: sql<boolean>`not ${users.isBlocked} and ${users.deletedAt} is null`.mapWith((value: unknown) => value === true || value === 't'),
      })
      .from(searches)
      .innerJoin(users, eq(users.id, searches.userId))
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
   * Stores the run's matches, STORE_BATCH per transaction: each ad once per (platform, externalId) with its latest
   * price and a price-history row when the price is new or changed; each result once per (search, ad),
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
    const stored: StoredMatch[] = [];
    const { idByKey, priceChanged } = batch.every((item) => storeIdOf(item) !== undefined)
      ? // Ads read from the store (engine 2): written by the poll that ingested them, only the results are new here.
        { idByKey: new Map(batch.map((item) => [keyOf(item), storeIdOf(item)!])), priceChanged: new Set<number>() }
      : await this.storeAds(tx, batch, now);

    const results = await tx
      .insert(searchResults)
      .values(
        batch.map((item) => ({
          searchId,
          adId: idByKey.get(`${item.ad.platformId}:${item.ad.externalId}`)!,
          finalScore: item.finalScore,
          goodThings: item.goodThings,
          badThings: item.badThings,
          isNew: true,
          foundAt: now,
          origin: 'auto' as const,
        })),
      )
      .onConflictDoUpdate({
        target: [searchResults.searchId, searchResults.adId],
        // A result an earlier edit set aside comes back when it matches again.
        set: { finalScore: sql`excluded.final_score`, goodThings: sql`excluded.good_things`, badThings: sql`excluded.bad_things`, excludedAt: null },
      })
      // xmax is 0 only on a row this statement inserted: tells new results from refreshed ones.
      .returning({ adId: searchResults.adId, inserted: sql<boolean>`(xmax = 0)` });
    const inserted = new Set(results.filter((r) => r.inserted).map((r) => r.adId));
    for (const item of batch) {
      const adId = idByKey.get(`${item.ad.platformId}:${item.ad.externalId}`)!;
      stored.push({ adId, scored: item, isNewResult: inserted.has(adId), priceChanged: priceChanged.has(adId), restored: setAside.has(adId) });
    }
    return stored;
  }

  /** Ads that came from a source directly (not from the store): written here, with their price history. */
  private async storeAds(tx: Executor, batch: readonly ScoredAd[], now: Date) {
    const previousPrices = await this.previousPrices(tx, batch);
    const upserted = await tx
      .insert(ads)
      .values(
        batch.map(({ ad }) => ({
          platformId: ad.platformId,
          externalId: ad.externalId,
          title: ad.title,
          description: ad.description,
          price: ad.price,
          url: ad.url,
          images: ad.images,
          categoryId: ad.category,
          province: ad.province,
          city: ad.city,
          latitude: ad.latitude,
          longitude: ad.longitude,
          sellerType: ad.sellerType,
          publishDate: ad.publishDate,
          attributes: ad.attributes,
          firstSeenAt: now,
          lastSeenAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [ads.platformId, ads.externalId],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          price: sql`excluded.price`,
          url: sql`excluded.url`,
          images: sql`excluded.images`,
          province: sql`excluded.province`,
          city: sql`excluded.city`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          sellerType: sql`excluded.seller_type`,
          publishDate: sql`excluded.publish_date`,
          attributes: sql`excluded.attributes`,
          lastSeenAt: sql`excluded.last_seen_at`,
        },
      })
      .returning({ id: ads.id, platformId: ads.platformId, externalId: ads.externalId, price: ads.price });

    const idByKey = new Map(upserted.map((row) => [`${row.platformId}:${row.externalId}`, row.id]));
    const history: { adId: number; price: number; seenAt: Date }[] = [];
    const priceChanged = new Set<number>();
    for (const row of upserted) {
      const before = previousPrices.get(`${row.platformId}:${row.externalId}`);
      if (before === undefined || before !== row.price) history.push({ adId: row.id, price: row.price, seenAt: now });
      if (before !== undefined && before !== row.price) priceChanged.add(row.id);
    }
    if (history.length) await tx.insert(adPriceHistory).values(history);
    return { idByKey, priceChanged };
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

  private async previousPrices(db: Executor, batch: readonly ScoredAd[]): Promise<Map<string, number>> {
    const byPlatform = new Map<number, string[]>();
    for (const { ad } of batch) byPlatform.set(ad.platformId, [...(byPlatform.get(ad.platformId) ?? []), ad.externalId]);
    const prices = new Map<string, number>();
    for (const [platformId, externalIds] of byPlatform) {
      const rows = await db
        .select({ externalId: ads.externalId, price: ads.price })
        .from(ads)
        .where(and(eq(ads.platformId, platformId), inArray(ads.externalId, externalIds)));
      for (const row of rows) prices.set(`${platformId}:${row.externalId}`, row.price);
    }
    return prices;
  }
}
