import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews, searchHires, users } from '../../db/schema/index.js';

export class ReviewsRepository {
  constructor(private readonly db: Executor) {}

  async findHire(hireId: number) {
    const [row] = await this.db
      .select({ id: searchHires.id, clientId: searchHires.clientId, expertId: searchHires.expertId, status: searchHires.status })
      .from(searchHires)
      .where(eq(searchHires.id, hireId))
      .limit(1);
    return row ?? null;
  }

  /** Null when this reviewer already reviewed this hire (the unique index decides under concurrency). */
  async insert(values: typeof reviews.$inferInsert) {
    const [row] = await this.db.insert(reviews).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  listForExpert(expertId: number) {
    return this.db
      .select({ review: reviews, reviewerName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.expertId, expertId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100);
  }
}
