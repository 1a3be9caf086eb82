import { and, count, desc, eq } from 'drizzle-orm';
import type { AdResult } from '@ojeador/shared';
import type { Db } from '../../db/client.js';
import { ads, categories, likes, platforms } from '../../db/schema/index.js';
import type { CurrentUser } from '../../http/auth.js';
import { adFields, toAdResult, type ResultsRepository } from '../results/results.repository.js';

export class LikesRepository {
  constructor(
    private readonly db: Db,
    private readonly results: ResultsRepository,
  ) {}

  /**
   * The user's liked ads, newest like first, each through its best result among the searches the user
   * reaches (score 0 and no points when none does any more: a favourite outlives its search).
   */
  async listForUser(user: CurrentUser): Promise<AdResult[]> {
    const rows = await this.db
      .select(adFields(user.id))
      .from(likes)
      .innerJoin(ads, eq(ads.id, likes.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .where(eq(likes.userId, user.id))
      .orderBy(desc(likes.createdAt), desc(likes.id));
    const best = await this.results.bestResults(rows.map((row) => row.ad.id), user);
    return rows.map((row) => toAdResult(row, best.get(row.ad.id) ?? null));
  }

  async isLiked(userId: number, adId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: likes.id }).from(likes).where(and(eq(likes.userId, userId), eq(likes.adId, adId))).limit(1);
    return Boolean(row);
  }

  /** An ad the user may like or unlike: one they can see, or one they already liked. */
  async canUse(adId: number, user: CurrentUser): Promise<boolean> {
    return (await this.isLiked(user.id, adId)) || this.results.isAdVisible(adId, user);
  }

  /** Likes the ad, or unlikes it when it was liked; answers the new state and the ad's like count. */
  async toggle(userId: number, adId: number): Promise<{ liked: boolean; likeCount: number }> {
    const removed = await this.db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.adId, adId))).returning({ id: likes.id });
    if (!removed.length) await this.db.insert(likes).values({ userId, adId }).onConflictDoNothing();
    const [{ value }] = await this.db.select({ value: count() }).from(likes).where(eq(likes.adId, adId));
    return { liked: removed.length === 0, likeCount: Number(value) };
  }
}
