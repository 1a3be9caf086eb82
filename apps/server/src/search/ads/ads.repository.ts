import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adPriceHistory, ads } from '../../db/schema/index.js';

export type PriceHistoryRow = { price: number; seenAt: Date };
export type RepostRow = { at: Date; previousPrice: number };

export class AdsRepository {
  constructor(private readonly db: Executor) {}

  /** The ad's prices as they were seen, oldest first. */
  priceHistory(adId: number): Promise<PriceHistoryRow[]> {
    return this.db
      .select({ price: adPriceHistory.price, seenAt: adPriceHistory.seenAt })
      .from(adPriceHistory)
      .where(eq(adPriceHistory.adId, adId))
      .orderBy(asc(adPriceHistory.seenAt), asc(adPriceHistory.id));
  }

  /** When the seller last reposted the ad and its price just before; null when never reposted. */
  async lastRepost(adId: number): Promise<RepostRow | null> {
    const [row] = await this.db.select({ at: ads.repostedAt, previousPrice: ads.repostPrice }).from(ads).where(eq(ads.id, adId));
    return row?.at && row.previousPrice !== null ? { at: row.at, previousPrice: row.previousPrice } : null;
  }
}
