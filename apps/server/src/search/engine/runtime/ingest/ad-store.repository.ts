import { and, arrayOverlaps, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../../../../db/client.js';
import { ads, adsUnpercolated } from '../../../../db/schema/index.js';
import type { RawAd } from '../../core/types.js';
import { chunks } from '../../../../lib/chunks.js';
import { adKeyOf, externalIdsByPlatform } from './content-hash.js';
import { insertBatchSql } from './insert-batch.js';
import { fingerprintsOf, type KnownAd, type StoredCar } from './repost.js';

/** Rows per statement: keeps each write short (PGlite serves one statement at a time, docs/operations.md). */
export const INGEST_BATCH = 500;

export type { KnownAd };
/** An ad a poll brought that is new to the store, changed, or back after being gone. */
export type IngestedAd = { id: number; ad: RawAd; hash: string; isNew: boolean; priceChanged: boolean };

/** The content hash counts once the ad's percolation committed (no row of `ads_unpercolated`): else null, read again. */
export const committedHash = sql<
  string | null
>`case when not exists (select 1 from ${adsUnpercolated} p where p.ad_id = ${ads.id}) then ${ads.contentHash} end`;

const known = {
  id: ads.id,
  platformId: ads.platformId,
  externalId: ads.externalId,
  price: ads.price,
  contentHash: committedHash,
  goneAt: ads.goneAt,
  lastSeenAt: ads.lastSeenAt,
};
type KnownRow = { id: number; platformId: number; externalId: string; price: number; contentHash: string | null; goneAt: Date | null; lastSeenAt: Date };
const toKnown = (row: KnownRow): KnownAd => ({
  id: row.id,
  key: `${row.platformId}:${row.externalId}`,
  price: row.price,
  contentHash: row.contentHash,
  goneAt: row.goneAt,
  lastSeenAt: row.lastSeenAt,
});

/** The ingest side of the `ads` store (decision 029): what polls read and write. Runs read it through AdCatalog. */
export class AdStoreRepository {
  constructor(private readonly db: Executor) {}

  /** What the store knows of these ads (by platform key). */
  async knownByKey(items: readonly Pick<RawAd, 'platformId' | 'externalId'>[]): Promise<Map<string, KnownAd>> {
    const found = new Map<string, KnownAd>();
    for (const [platformId, externalIds] of externalIdsByPlatform(items)) {
      for (const batch of chunks(externalIds, INGEST_BATCH * 4)) {
        const rows = await this.db
          .select(known)
          .from(ads)
          .where(and(eq(ads.platformId, platformId), inArray(ads.externalId, batch)));
        for (const row of rows) found.set(`${row.platformId}:${row.externalId}`, toKnown(row));
      }
    }
    return found;
  }

  /** Ads live, or gone since `goneSince`, sharing a fingerprint with one of these (engine/ingest/repost.ts). */
  async sharingFingerprints(fingerprints: readonly string[], goneSince: Date): Promise<StoredCar[]> {
    const found = new Map<number, StoredCar>();
    for (const batch of chunks(fingerprints, INGEST_BATCH * 4)) {
      const rows = await this.db
        .select({ ...known, fingerprints: ads.fingerprints })
        .from(ads)
        .where(and(arrayOverlaps(ads.fingerprints, batch), or(isNull(ads.goneAt), gt(ads.goneAt, goneSince))));
      for (const row of rows) found.set(row.id, { ...toKnown(row), platformId: row.platformId, fingerprints: row.fingerprints });
    }
    return [...found.values()];
  }

  /** Every live ad a poll location delivered last (a worker's first poll of it, to tell what went missing). */
  async liveOfLocation(location: string): Promise<KnownAd[]> {
    const rows = await this.db
      .select(known)
      .from(ads)
      .where(and(eq(ads.source, location), isNull(ads.goneAt)));
    return rows.map(toKnown);
  }

  /**
   * Writes new, changed and returning ads (their content hash counts after commitHashes), with a price-history row
   * for a new ad or a new price. Safe to repeat: a retried batch finds the price already written. An ad listed twice
   * is written once (its last copy); a batch the database refuses is written again ad by ad, and an ad it still
   * refuses goes to `unstorable` instead of failing the others (docs/sources.md). An ad of `reposts` (its key → the
   * stored ad it reposts) is written over that ad, which takes its platform id: one ad, its results and history kept.
   */
  async upsert(
    location: string,
    items: readonly { ad: RawAd; hash: string; fingerprints?: readonly string[] }[],
    before: ReadonlyMap<string, KnownAd>,
    now: Date,
    unstorable?: (ad: RawAd, error: unknown) => void,
    reposts: ReadonlyMap<string, KnownAd> = new Map(),
  ): Promise<IngestedAd[]> {
    const unique = [...new Map(items.map((item) => [adKeyOf(item.ad), item])).values()];
    const written: IngestedAd[] = [];
    for (const batch of chunks(unique, INGEST_BATCH)) {
      try {
        written.push(...(await this.writeBatch(location, batch, before, now, reposts)));
      } catch (error) {
        if (!unstorable) throw error;
        for (const item of batch) {
          try {
            written.push(...(await this.writeBatch(location, [item], before, now, reposts)));
          } catch (itemError) {
            unstorable(item.ad, itemError);
          }
        }
      }
    }
    return written;
  }

  private async writeBatch(
    location: string,
    batch: readonly { ad: RawAd; hash: string; fingerprints?: readonly string[] }[],
    before: ReadonlyMap<string, KnownAd>,
    now: Date,
    reposts: ReadonlyMap<string, KnownAd>,
  ) {
    return this.db.transaction(async (tx) => {
      for (const { ad } of batch) {
        const reposted = reposts.get(adKeyOf(ad));
        if (!reposted) continue;
        await tx
          .update(ads)
          .set({ platformId: ad.platformId, externalId: ad.externalId, repostedAt: now, repostPrice: reposted.price })
          .where(eq(ads.id, reposted.id));
      }
      const previousOf = (ad: RawAd) => reposts.get(adKeyOf(ad)) ?? before.get(adKeyOf(ad));
      const marked = batch.map((item) => {
        const previous = previousOf(item.ad);
        return { ...item, previous, fingerprints: item.fingerprints ?? fingerprintsOf(item.ad), history: !previous || previous.price !== item.ad.price };
      });
      const rows = await executeRows<{ id: number; platform_id: number; external_id: string }>(tx, insertBatchSql(location, marked, now));
      const idByKey = new Map(rows.map((row) => [`${row.platform_id}:${row.external_id}`, Number(row.id)]));
      const written: IngestedAd[] = marked.map(({ ad, hash, previous }) => ({
        id: idByKey.get(adKeyOf(ad))!,
        ad,
        hash,
        isNew: !previous,
        priceChanged: previous !== undefined && previous.price !== ad.price,
      }));
      return written;
    });
  }

  /** The last step of a batch: its ads are percolated, so their hashes count; an interrupted poll re-reads the rest. */
  async commitHashes(items: readonly { id: number }[]): Promise<void> {
    for (const batch of chunks(items, INGEST_BATCH * 4)) {
      await this.db.execute(sql`delete from ads_unpercolated where ad_id = any(${`{${batch.map((item) => item.id).join(',')}}`}::int[])`);
    }
  }

  /**
   * Ads missing from a complete poll of their location: gone (listed under "Ya no disponibles"). Only while they
   * still have the key the poll missed: an ad reposted meanwhile lives on under its new key.
   */
  async markGone(missing: readonly { id: number; key: string }[], now: Date): Promise<void> {
    for (const batch of chunks(missing, INGEST_BATCH * 4)) {
      await this.db
        .update(ads)
        .set({ goneAt: now, changedAt: now })
        .where(
          and(
            inArray(
              ads.id,
              batch.map((ad) => ad.id),
            ),
            inArray(
              sql`${ads.platformId}::text || ':' || ${ads.externalId}`,
              batch.map((ad) => ad.key),
            ),
            isNull(ads.goneAt),
          ),
        );
    }
  }

  /**
   * The 30-day rule (GONE_AFTER_DAYS) as a write: ads no poll has seen since `before` are gone, whichever location
   * they came from (one no longer polled too). Results follow their ads' goneness (migration 0040), so the results
   * page never has to read the ads to know it. In batches of `batch`, so that a store restored after weeks away does
   * not write its whole backlog, and every result of it, in one statement. Returns how many went.
   */
  async markUnseenGone(before: Date, now: Date, batch = INGEST_BATCH * 4): Promise<number> {
    let total = 0;
    for (;;) {
      const stale = this.db
        .select({ id: ads.id })
        .from(ads)
        .where(and(isNull(ads.goneAt), lt(ads.lastSeenAt, before)))
        .limit(batch);
      const gone = await this.db.update(ads).set({ goneAt: now, changedAt: now }).where(inArray(ads.id, stale)).returning({ id: ads.id });
      total += gone.length;
      if (gone.length < batch) return total;
    }
  }

  /** A location that read unchanged: its live ads not seen since `before` are seen now. */
  async touchLocation(location: string, now: Date, before: Date): Promise<void> {
    await this.db
      .update(ads)
      .set({ lastSeenAt: now })
      .where(and(eq(ads.source, location), isNull(ads.goneAt), lt(ads.lastSeenAt, before)));
  }

  /** Unchanged ads seen again: last_seen_at moves (done at most daily per ad, so the 30-day rule keeps its meaning). */
  async touchSeen(ids: readonly number[], now: Date): Promise<void> {
    for (const batch of chunks(ids, INGEST_BATCH * 4)) await this.db.update(ads).set({ lastSeenAt: now }).where(inArray(ads.id, batch));
  }
}
