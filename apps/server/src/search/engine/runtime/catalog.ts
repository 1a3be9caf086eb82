import { and, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../../../db/client.js';
import { ads } from '../../../db/schema/index.js';
import { PreparedAd } from '../core/prepared-ad.js';
import type { CategoryId, RawAd } from '../core/types.js';

/** An ad of the store, with its id (a run stores results against it without writing the ad again). */
export type StoredAd = RawAd & { storeId: number; lastSeenAt: Date };

/** Ads not seen at their source for this long are gone even without a complete poll saying so ("Ya no disponibles"). */
export const GONE_AFTER_DAYS = 30;

const columns = {
  storeId: ads.id,
  platformId: ads.platformId,
  externalId: ads.externalId,
  title: ads.title,
  description: ads.description,
  price: ads.price,
  url: ads.url,
  images: ads.images,
  category: ads.categoryId,
  province: ads.province,
  city: ads.city,
  latitude: ads.latitude,
  longitude: ads.longitude,
  sellerType: ads.sellerType,
  publishDate: ads.publishDate,
  attributes: ads.attributes,
  lastSeenAt: ads.lastSeenAt,
  goneAt: ads.goneAt,
};

type Entry = { ad: StoredAd; prepared: PreparedAd };

/**
 * The live ads of the store, per category, kept in this process's memory (decision 029): loaded once, then brought
 * up to date from `ads.change_xid` before each use, so a new search and a poll's percolation read the same ads a
 * run would, without reading 100,000 rows each time. Folded texts (PreparedAd) are kept with them.
 */
export class AdCatalog {
  private readonly byCategory = new Map<number, Map<number, Entry>>();
  /**
   * The oldest transaction still running when the last read began (pg_snapshot_xmin): every change of an older one
   * was visible to that read, so the next read asks only for `change_xid >= watermark` (migration 0019).
   */
  private watermark: number | null = null;
  private refreshing: Promise<void> | null = null;
  /** Grows with every read that changed something: what was built from the catalog is current while it holds. */
  private changes = 0;

  constructor(
    private readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Reads what changed since the last refresh (everything, the first time). Concurrent callers share one read. */
  async refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private async read(): Promise<void> {
    const since = this.watermark;
    // Taken before the rows are read: a transaction older than this is over, so the read below sees what it wrote.
    const [{ horizon }] = await executeRows<{ horizon: string }>(this.db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
    const rows = await this.db
      .select(columns)
      .from(ads)
      .where(since === null ? and(isNotNull(ads.source), isNull(ads.goneAt)) : and(isNotNull(ads.source), gte(ads.changeXid, since)));
    for (const row of rows) {
      const { goneAt, ...stored } = row;
      let category = this.byCategory.get(stored.category);
      if (!category) this.byCategory.set(stored.category, (category = new Map<number, Entry>()));
      // Hand-added ads can share a platform key with another category's row: drop it from every category first.
      for (const [id, other] of this.byCategory) if (id !== stored.category) other.delete(stored.storeId);
      if (goneAt !== null) {
        category.delete(stored.storeId);
        continue;
      }
      const ad = stored as StoredAd;
      category.set(ad.storeId, { ad, prepared: new PreparedAd(ad) });
    }
    if (rows.length > 0) this.changes++;
    this.watermark = Number(horizon);
  }

  get version(): number {
    return this.changes;
  }

  /** The category's live ads, folded texts ready (an ad unseen for GONE_AFTER_DAYS is left out). */
  prepared(category: CategoryId): PreparedAd[] {
    const cutoff = this.now().getTime() - GONE_AFTER_DAYS * 86_400_000;
    const out: PreparedAd[] = [];
    for (const entry of this.byCategory.get(category)?.values() ?? []) if (entry.ad.lastSeenAt.getTime() >= cutoff) out.push(entry.prepared);
    return out;
  }

  /** One ad's prepared form, when it is live in the catalog. */
  preparedById(category: CategoryId, storeId: number): PreparedAd | undefined {
    return this.byCategory.get(category)?.get(storeId)?.prepared;
  }

  get size(): number {
    let total = 0;
    for (const category of this.byCategory.values()) total += category.size;
    return total;
  }
}
