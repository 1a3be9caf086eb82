import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';
import { accountNameOf } from '../../accounts/index.js';

export class ReviewsRepository {
  constructor(private readonly db: Executor) {}

  /** Null when this reviewer already reviewed this hire (the unique index decides under concurrency). */
  async insert(values: typeof reviews.$inferInsert) {
    const [row] = await this.db.insert(reviews).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  listForExpert(expertId: number) {
    return this.db
      .select({ review: reviews, reviewerName: accountNameOf(reviews.reviewerId) })
      .from(reviews)
      .where(eq(reviews.expertId, expertId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100);
  }
}
