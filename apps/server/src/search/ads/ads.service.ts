import { RESULT_MESSAGES, type AdDetail } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { EnginePort } from '../engine/engine-port.js';
import type { CurrentUser } from '../../http/auth.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import type { AdsRepository } from './ads.repository.js';

export class AdsService {
  constructor(
    private readonly repository: AdsRepository,
    private readonly ads: Pick<AdResultReadModel, 'throughBestResults' | 'pricingInputFor'>,
    private readonly engine: Pick<EnginePort, 'priceContext'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One ad as the caller sees it: through the best of its results in the searches the caller reaches
   * (own, hired, or any for the admin). 404 when the ad does not exist or the caller reaches it through
   * no search; the admin sees any ad, with score 0 when no search found it. `priceContext` places its price
   * among the ads of the search it is shown through, with the engine's reference (see engine/price-context.ts).
   */
  async findForViewer(adId: number, user: CurrentUser): Promise<AdDetail> {
    const [ad] = await this.ads.throughBestResults([adId], user, { reachedOnly: true });
    if (!ad) throw notFound(RESULT_MESSAGES.adNotFound);
    const [history, repost, pricing] = await Promise.all([
      this.repository.priceHistory(adId),
      this.repository.lastRepost(adId),
      this.ads.pricingInputFor(adId, user),
    ]);
    const priceContext = pricing ? await this.engine.priceContext(pricing.ad, pricing.market) : null;
    return {
      ...ad,
      priceHistory: history.map((entry) => ({ price: entry.price, seenAt: entry.seenAt.toISOString() })),
      ...(repost ? { repost: { at: repost.at.toISOString(), previousPrice: repost.previousPrice } } : {}),
      priceContext,
    };
  }
}
