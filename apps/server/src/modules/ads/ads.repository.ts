import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adPriceHistory } from '../../db/schema/index.js';

export type PriceHistoryRow = { price: number; seenAt: Date };

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
}
