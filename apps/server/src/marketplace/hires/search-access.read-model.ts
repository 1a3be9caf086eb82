import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_READING_HIRE_STATUSES, SEARCH_WORKING_HIRE_STATUSES, type HireStatus } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { SearchRow } from '../../db/rows.js';
import { searches, searchHires } from '../../db/schema/index.js';
import { asBoolean } from '../../db/sql-boolean.js';

/** Who asks: the session's user. */
export type SearchReader = { id: number; appRole: string };

/** 'expert': hired and still working on it; 'former-expert': the hire ended after acceptance, reading only. */
export type SearchRelation = 'owner' | 'admin' | 'expert' | 'former-expert';

/**
 * A hire of `expertId` on the search in one of `statuses` (the shared lists say which, from acceptance on).
 * `searchId`: a known id, or null for the `searches` row of the surrounding query (a where clause, where
 * Drizzle qualifies the column; in a select list it would not, and "id" would mean the hire's own id).
 */
const hiredThrough = (expertId: number, statuses: readonly HireStatus[], searchId: number | null = null) =>
  sql`exists (select 1 from ${searchHires} where ${searchHires.searchId} = ${searchId ?? searches.id} and ${searchHires.expertId} = ${expertId} and ${inArray(searchHires.status, [...statuses])})`;

/**
 * The one rule of who reads a search (the searches, results, reviews and hires modules all ask here): the admin
 * every search, a user their own, an expert also the searches of their hires from acceptance on
 * (SEARCH_READING_HIRE_STATUSES). It lives with the hires because it is a fact about hires.
 */
export class SearchAccessReadModel {
  constructor(private readonly db: Executor) {}

  /** The rule as a condition over `searches`, for list queries of other modules. */
  readableBy(user: SearchReader): SQL {
    if (user.appRole === 'Admin') return sql`true`;
    const own = eq(searches.userId, user.id);
    if (user.appRole !== 'Expert') return own;
    return sql`(${own} or ${hiredThrough(user.id, SEARCH_READING_HIRE_STATUSES)})`;
  }

  /** The search and how the user reaches it, in one query; null when they do not (callers answer 404). */
  async find(searchId: number, user: SearchReader, tx: Executor = this.db): Promise<{ search: SearchRow; relation: SearchRelation } | null> {
    const expert = user.appRole === 'Expert';
    const [row] = await tx
      .select({
        search: searches,
        working: expert ? hiredThrough(user.id, SEARCH_WORKING_HIRE_STATUSES, searchId).mapWith(Boolean) : sql<boolean>`false`.mapWith(Boolean),
      })
      .from(searches)
      .where(and(eq(searches.id, searchId), this.readableBy(user)))
      .limit(1);
    if (!row) return null;
    const { search } = row;
    if (search.userId === user.id) return { search, relation: 'owner' };
    if (user.appRole === 'Admin') return { search, relation: 'admin' };
    return { search, relation: asBoolean(row.working) ? 'expert' : 'former-expert' };
  }
}

/** Who sees a hire (and its dispute, messages and review): its customer, its expert and the admin; anyone else gets 404. */
export const seesHire = (user: SearchReader, hire: { clientId: number; expertId: number }) =>
  user.appRole === 'Admin' || user.id === hire.clientId || user.id === hire.expertId;
