import { and, desc, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { SearchParametersRow, SearchRow } from '../../db/rows.js';
import type { CurrentUser } from '../../http/auth.js';
import type { SearchAccessReadModel } from './search-access.read-model.js';
import { requireAccessibleSearch, type SearchRelation } from './search-access.js';
import { categories, searches, searchParameters, searchResults, searchRuns } from '../../db/schema/index.js';
import { accountEmailOf, accountNameOf, lockAccountState } from '../../accounts/index.js';

export type NewSearch = Pick<
  typeof searches.$inferInsert,
  'userId' | 'title' | 'description' | 'categoryId' | 'frequencyHours' | 'isActive' | 'startDate' | 'nextRunAt'
>;
export type SearchChanges = Partial<
  Pick<SearchRow, 'title' | 'description' | 'categoryId' | 'frequencyHours' | 'isActive' | 'isRevised' | 'startDate' | 'nextRunAt'>
>;
export type ParametersRow = SearchParametersRow;
export type SearchRunRow = typeof searchRuns.$inferSelect;
export type ParametersValues = Omit<ParametersRow, 'searchId'>;

/** A search with its category name, result counts and, for the admin's views, its creator. */
export type SearchSummaryRow = SearchRow & {
  categoryName: string;
  resultCount: number;
  newResultCount: number;
  creator: { id: number; name: string; email: string } | null;
};

export class SearchesRepository {
  constructor(
    private readonly db: Executor,
    private readonly access: Pick<SearchAccessReadModel, 'find'>,
  ) {}

  /** Serialises a user's limit checks: concurrent creations or activations wait for each other. */
  async lockUser(userId: number, tx: Executor = this.db): Promise<void> {
    await lockAccountState(tx, userId, 'update');
  }

  /** The search if the user may reach it with one of `allowed` relations, else 404 (see search-access). */
  accessible(searchId: number, user: CurrentUser, allowed: SearchRelation[], tx: Executor = this.db) {
    return requireAccessibleSearch(this.access, searchId, user, allowed, tx);
  }

  async categoryExists(categoryId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
    return Boolean(row);
  }

  /** Summaries, newest first: one user's (`userId`) or everyone's with the creator (admin). */
  async listSummaries(scope: { userId: number } | { all: true }): Promise<SearchSummaryRow[]> {
    return this.summaries('userId' in scope ? eq(searches.userId, scope.userId) : undefined, !('userId' in scope));
  }

  async findSummary(searchId: number, withCreator: boolean): Promise<SearchSummaryRow | null> {
    const [row] = await this.summaries(eq(searches.id, searchId), withCreator);
    return row ?? null;
  }

  /**
   * One user's searches or one search count their results by index, search by search; everyone's (the admin's list)
   * counts all results once, grouped. Grouping all of them for one user's list read every result in the store.
   */
  private async summaries(where: SQL | undefined, withCreator: boolean): Promise<SearchSummaryRow[]> {
    const counted = (filter: SQL) =>
      sql<number>`(select count(*)::int from ${searchResults} where ${searchResults.searchId} = "searches"."id" and ${searchResults.excludedAt} is null${filter})`;
    const grouped = this.db
      .select({
        searchId: searchResults.searchId,
        total: sql<number>`count(*)::int`.as('result_total'),
        fresh: sql<number>`(count(*) filter (where ${searchResults.isNew}))::int`.as('result_new'),
      })
      .from(searchResults)
      .where(isNull(searchResults.excludedAt))
      .groupBy(searchResults.searchId)
      .as('counts');
    const fields = {
      search: searches,
      categoryName: categories.name,
      creatorId: searches.userId,
      creatorName: accountNameOf(searches.userId),
      creatorEmail: accountEmailOf(searches.userId),
    };
    const base = (counts: { resultCount: SQL.Aliased<number> | SQL<number>; newResultCount: SQL.Aliased<number> | SQL<number> }) =>
      this.db
        .select({ ...fields, ...counts })
        .from(searches)
        .innerJoin(categories, eq(categories.id, searches.categoryId));
    const rows = await (
      where
        ? base({ resultCount: counted(sql``), newResultCount: counted(sql` and ${searchResults.isNew}`) }).where(where)
        : base({ resultCount: grouped.total, newResultCount: grouped.fresh }).leftJoin(grouped, eq(grouped.searchId, searches.id))
    ).orderBy(desc(searches.createdAt), desc(searches.id));
    return rows.map((r) => ({
      ...r.search,
      categoryName: r.categoryName,
      resultCount: Number(r.resultCount ?? 0),
      newResultCount: Number(r.newResultCount ?? 0),
      creator: withCreator ? { id: r.creatorId, name: r.creatorName, email: r.creatorEmail } : null,
    }));
  }

  async insert(values: NewSearch, tx: Executor = this.db): Promise<SearchRow> {
    const [row] = await tx.insert(searches).values(values).returning();
    return row;
  }

  async update(searchId: number, changes: SearchChanges, tx: Executor = this.db): Promise<SearchRow | null> {
    const [row] = await tx.update(searches).set(changes).where(eq(searches.id, searchId)).returning();
    return row ?? null;
  }

  /** Turns "Alertas al momento" on or off; answers the stored value, null when the search is gone. */
  async setInstantAlerts(searchId: number, enabled: boolean): Promise<boolean | null> {
    const [row] = await this.db
      .update(searches)
      .set({ instantAlerts: enabled })
      .where(eq(searches.id, searchId))
      .returning({ instantAlerts: searches.instantAlerts });
    return row ? row.instantAlerts : null;
  }

  async delete(searchId: number): Promise<boolean> {
    const rows = await this.db.delete(searches).where(eq(searches.id, searchId)).returning({ id: searches.id });
    return rows.length === 1;
  }

  async findParameters(searchId: number): Promise<ParametersRow | null> {
    const [row] = await this.db.select().from(searchParameters).where(eq(searchParameters.searchId, searchId)).limit(1);
    return row ?? null;
  }

  /** Null when the search already has parameters. */
  async insertParameters(searchId: number, values: ParametersValues, tx: Executor = this.db): Promise<ParametersRow | null> {
    const [row] = await tx
      .insert(searchParameters)
      .values({ searchId, ...values })
      .onConflictDoNothing({ target: searchParameters.searchId })
      .returning();
    return row ?? null;
  }

  async updateParameters(searchId: number, values: ParametersValues, tx: Executor = this.db): Promise<ParametersRow | null> {
    const [row] = await tx.update(searchParameters).set(values).where(eq(searchParameters.searchId, searchId)).returning();
    return row ?? null;
  }

  /**
   * Claims the search's "run now" slot: stamps the request unless the last one is less than `seconds`
   * old. Null when claimed, else the seconds left. One conditional UPDATE, so two racing requests
   * cannot both claim it, across processes (database clock throughout).
   */
  async claimManualRun(searchId: number, seconds: number): Promise<number | null> {
    const cooldownStart = sql`now() - make_interval(secs => ${seconds})`;
    const claimed = await this.db
      .update(searches)
      .set({ manualRunRequestedAt: sql`now()`, runQueuedAt: sql`now()` })
      .where(and(eq(searches.id, searchId), or(isNull(searches.manualRunRequestedAt), lte(searches.manualRunRequestedAt, cooldownStart))))
      .returning({ id: searches.id });
    if (claimed.length) return null;
    const [row] = await this.db
      .select({ wait: sql<number>`ceil(extract(epoch from (${searches.manualRunRequestedAt} + make_interval(secs => ${seconds}) - now())))::int` })
      .from(searches)
      .where(eq(searches.id, searchId));
    return Math.max(1, Number(row?.wait ?? 1));
  }

  /** Gives the slot back when the run could not be queued. */
  async releaseManualRun(searchId: number): Promise<void> {
    await this.db.update(searches).set({ manualRunRequestedAt: null, runQueuedAt: null }).where(eq(searches.id, searchId));
  }

  /** The user's active searches with parameters, started by `now`, that never ran (their first run was skipped). */
  async neverRunOf(userId: number, now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: searches.id })
      .from(searches)
      .innerJoin(searchParameters, eq(searchParameters.searchId, searches.id))
      .where(and(eq(searches.userId, userId), eq(searches.isActive, true), isNull(searches.lastExecution), lte(searches.startDate, now)));
    return rows.map((row) => row.id);
  }

  /** A run was queued for the search (database time, so it compares with the run log's started_at). */
  async markRunQueued(searchId: number, db: Executor = this.db): Promise<void> {
    await db
      .update(searches)
      .set({ runQueuedAt: sql`now()` })
      .where(eq(searches.id, searchId));
  }

  /**
   * The search's newest run log row (a source poll's row is not a run anyone follows: left out), and when a run was
   * last queued by hand or by an edit.
   */
  async latestRun(searchId: number): Promise<{ run: SearchRunRow | null; queuedAt: Date | null }> {
    const [search] = await this.db.select({ queuedAt: searches.runQueuedAt }).from(searches).where(eq(searches.id, searchId));
    const [run] = await this.db
      .select()
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, searchId), ne(searchRuns.trigger, 'poll')))
      .orderBy(desc(searchRuns.startedAt), desc(searchRuns.id))
      .limit(1);
    return { run: run ?? null, queuedAt: search?.queuedAt ?? null };
  }
}
