import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_READING_HIRE_STATUSES, SEARCH_WORKING_HIRE_STATUSES } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { SearchRow } from '../../db/rows.js';
import { searches } from '../../db/schema/index.js';
import { asBoolean } from '../../db/sql-boolean.js';
import type { HireFactsReadModel } from '../../marketplace/index.js';

/** Who asks: the session's user. */
export type SearchReader = { id: number; appRole: string };

/** 'expert': hired and still working on it; 'former-expert': the hire ended after acceptance, reading only. */
export type SearchRelation = 'owner' | 'admin' | 'expert' | 'former-expert';

/**
 * The one rule of who reads a search (the searches and results modules ask here): the admin
 * every search, a user their own, an expert also the searches of their hires from acceptance on
 * (SEARCH_READING_HIRE_STATUSES). The hire half of the rule is the hires' own fragment (HireFactsReadModel.hiredThrough).
 */
export class SearchAccessReadModel {
  constructor(
    private readonly db: Executor,
    private readonly hires: Pick<HireFactsReadModel, 'hiredThrough'>,
  ) {}

  /** The rule as a condition over `searches`, for list queries of other modules. */
  readableBy(user: SearchReader): SQL {
    if (user.appRole === 'Admin') return sql`true`;
    const own = eq(searches.userId, user.id);
    if (user.appRole !== 'Expert') return own;
    return sql`(${own} or ${this.hires.hiredThrough(user.id, SEARCH_READING_HIRE_STATUSES, searches.id)})`;
  }

  /** The search and how the user reaches it, in one query; null when they do not (callers answer 404). */
  async find(searchId: number, user: SearchReader, tx: Executor = this.db): Promise<{ search: SearchRow; relation: SearchRelation } | null> {
    const expert = user.appRole === 'Expert';
    const [row] = await tx
      .select({
        search: searches,
        working: expert ? this.hires.hiredThrough(user.id, SEARCH_WORKING_HIRE_STATUSES, searchId).mapWith(Boolean) : sql<boolean>`false`.mapWith(Boolean),
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
