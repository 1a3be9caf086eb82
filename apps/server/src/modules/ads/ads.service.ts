import { RESULT_MESSAGES, type AdDetail } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import type { AdsRepository } from './ads.repository.js';

export class AdsService {
  constructor(
    private readonly repository: AdsRepository,
    private readonly ads: Pick<AdResultReadModel, 'throughBestResults'>,
  ) {}

  /**
   * One ad as the caller sees it: through the best of its results in the searches the caller reaches
   * (own, hired, or any for the admin). 404 when the ad does not exist or the caller reaches it through
   * no search; the admin sees any ad, with score 0 when no search found it.
   */
  async findForViewer(adId: number, user: CurrentUser): Promise<AdDetail> {
    const [ad] = await this.ads.throughBestResults([adId], user, { reachedOnly: true });
    if (!ad) throw notFound(RESULT_MESSAGES.adNotFound);
    const history = await this.repository.priceHistory(adId);
    return { ...ad, priceHistory: history.map((entry) => ({ price: entry.price, seenAt: entry.seenAt.toISOString() })) };
  }
}
