import { asc, eq } from 'drizzle-orm';
import type { AdDetail } from '@ojeador/shared';
import type { Db } from '../../db/client.js';
import { adPriceHistory } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth.js';
import { toAdResult, type ResultsRepository } from '../results/results.repository.js';

export class AdsRepository {
  constructor(
    private readonly db: Db,
    private readonly results: ResultsRepository,
  ) {}

  /**
   * One ad as the caller sees it: through the best of its results in the searches the caller reaches
   * (own, hired, or any for the admin). null when the ad does not exist or the caller reaches it through
   * no search; the admin sees any ad, with score 0 when no search found it.
   */
  async findForViewer(adId: number, user: CurrentUser): Promise<AdDetail | null> {
    const facts = (await this.results.adFacts([adId], user.id)).get(adId);
    if (!facts) return null;
    const best = (await this.results.bestResults([adId], user)).get(adId) ?? null;
    if (!best && user.appRole !== 'Admin') return null;
    const history = await this.db
      .select({ price: adPriceHistory.price, seenAt: adPriceHistory.seenAt })
      .from(adPriceHistory)
      .where(eq(adPriceHistory.adId, adId))
      .orderBy(asc(adPriceHistory.seenAt), asc(adPriceHistory.id));
    return {
      ...toAdResult(facts, best),
      priceHistory: history.map((entry) => ({ price: entry.price, seenAt: entry.seenAt.toISOString() })),
    };
  }
}
