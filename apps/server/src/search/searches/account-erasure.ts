import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likes, searches } from '../../db/schema/index.js';

/**
 * What the search area erases of a deleted account (the accounts' `AccountErasurePort`, called inside the deletion's
 * transaction): the person's searches, with their parameters, runs and results, and their likes. Hires outlive their
 * search (decision 036).
 */
export class SearchAccountErasure {
  async eraseAccount(userId: number, tx: Executor): Promise<string[]> {
    await tx.delete(searches).where(eq(searches.userId, userId));
    await tx.delete(likes).where(eq(likes.userId, userId));
    return [];
  }
}
