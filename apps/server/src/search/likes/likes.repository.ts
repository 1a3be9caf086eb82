import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likes } from '../../db/schema/index.js';

export class LikesRepository {
  constructor(private readonly db: Executor) {}

  /** The ids of the user's liked ads, newest like first. */
  async likedAdIds(userId: number): Promise<number[]> {
    const rows = await this.db.select({ adId: likes.adId }).from(likes).where(eq(likes.userId, userId)).orderBy(desc(likes.createdAt), desc(likes.id));
    return rows.map((row) => row.adId);
  }

  async isLiked(userId: number, adId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.userId, userId), eq(likes.adId, adId)))
      .limit(1);
    return Boolean(row);
  }

  /** Likes the ad, or unlikes it when it was liked; answers the new state and the ad's like count. */
  async toggle(userId: number, adId: number): Promise<{ liked: boolean; likeCount: number }> {
    const removed = await this.db
      .delete(likes)
      .where(and(eq(likes.userId, userId), eq(likes.adId, adId)))
      .returning({ id: likes.id });
    if (!removed.length) await this.db.insert(likes).values({ userId, adId }).onConflictDoNothing();
    const [{ value }] = await this.db.select({ value: count() }).from(likes).where(eq(likes.adId, adId));
    return { liked: removed.length === 0, likeCount: Number(value) };
  }
}
