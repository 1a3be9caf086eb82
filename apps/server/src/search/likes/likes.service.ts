import { RESULT_MESSAGES, type AdResultSummary } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import type { LikesRepository } from './likes.repository.js';

export class LikesService {
  constructor(
    private readonly repository: LikesRepository,
    private readonly ads: Pick<AdResultReadModel, 'summariesThroughBestResults' | 'isVisible'>,
  ) {}

  /**
   * The user's liked ads, newest like first, each through its best result among the searches the user
   * reaches (score 0 and no points when none does any more: a favourite outlives its search). Card summaries:
   * the favourites modal never shows the description; the ad page reads the whole ad.
   */
  async listForUser(user: CurrentUser): Promise<AdResultSummary[]> {
    return this.ads.summariesThroughBestResults(await this.repository.likedAdIds(user.id), user);
  }

  async check(user: CurrentUser, adId: number): Promise<{ liked: boolean }> {
    await this.requireUsable(user, adId);
    return { liked: await this.repository.isLiked(user.id, adId) };
  }

  /** Likes the ad, or unlikes it when it was liked. */
  async toggle(user: CurrentUser, adId: number): Promise<{ liked: boolean; likeCount: number }> {
    await this.requireUsable(user, adId);
    return this.repository.toggle(user.id, adId);
  }

  /** An ad the user may like or unlike: one they can see, or one they already liked; 404 otherwise. */
  private async requireUsable(user: CurrentUser, adId: number): Promise<void> {
    if ((await this.repository.isLiked(user.id, adId)) || (await this.ads.isVisible(adId, user))) return;
    throw notFound(RESULT_MESSAGES.adNotFound);
  }
}
