import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LIVE_HIRE_STATUSES, type HireStatus } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { searchHires } from '../../db/schema/index.js';
import { seesHire, type HireReader } from './hire-access.js';
import { accountNameOf } from '../../accounts/index.js';

/**
 * What other modules need to know about hires, asked here so that every query of `search_hires` stays in the
 * hires module: the searches, admin, reviews, wallet and catalog modules get this object (the experts module
 * gets ExpertRecordReadModel).
 */
export class HireFactsReadModel {
  constructor(private readonly db: Executor) {}

  /**
   * A hire of `expertId` on the search in one of `statuses`, as a condition (who reads a search asks it:
   * search/searches/search-access.read-model.ts). `searchId`: a known id, or the searches column of the surrounding
   * query's where clause (Drizzle qualifies it there; in a select list it would not).
   */
  hiredThrough(expertId: number, statuses: readonly HireStatus[], searchId: SQLWrapper | number): SQL {
    return sql`exists (select 1 from ${searchHires} where ${searchHires.searchId} = ${searchId} and ${searchHires.expertId} = ${expertId} and ${inArray(searchHires.status, [...statuses])})`;
  }

  /** A hire that still holds money or work (or waits for its checkout) on the search. */
  async searchHasLiveHire(searchId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: searchHires.id })
      .from(searchHires)
      .where(and(eq(searchHires.searchId, searchId), inArray(searchHires.status, [...LIVE_HIRE_STATUSES])))
      .limit(1);
    return Boolean(row);
  }

  /** Live hires of the user, as customer or as expert. */
  async liveHireCount(userId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(searchHires)
      .where(and(or(eq(searchHires.clientId, userId), eq(searchHires.expertId, userId)), inArray(searchHires.status, [...LIVE_HIRE_STATUSES])));
    return Number(row?.total ?? 0);
  }

  /** Which of these services some hire names (they must stay, anonymised, when their expert is erased). */
  async hiredServiceIds(serviceIds: readonly number[], tx: Executor = this.db): Promise<Set<number>> {
    if (serviceIds.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ serviceId: searchHires.serviceId })
      .from(searchHires)
      .where(inArray(searchHires.serviceId, [...serviceIds]));
    return new Set(rows.map((row) => row.serviceId));
  }

  /** The hire's parties and state when the user sees it (customer, expert or admin), else null. */
  async visibleHire(hireId: number, user: HireReader) {
    const [row] = await this.db
      .select({ id: searchHires.id, clientId: searchHires.clientId, expertId: searchHires.expertId, status: searchHires.status })
      .from(searchHires)
      .where(eq(searchHires.id, hireId))
      .limit(1);
    return row && seesHire(user, row) ? row : null;
  }

  /** The search each hire is for (a payment's summary names it). */
  async searchIdOf(hireId: number): Promise<number | null> {
    const [row] = await this.db.select({ searchId: searchHires.searchId }).from(searchHires).where(eq(searchHires.id, hireId)).limit(1);
    return row?.searchId ?? null;
  }

  /** The expert's name of each hire (the customer's wallet names whom they hired). */
  async expertNamesOf(hireIds: readonly number[]): Promise<Map<number, string>> {
    if (hireIds.length === 0) return new Map();
    const rows = await this.db
      .select({ hireId: searchHires.id, name: accountNameOf(searchHires.expertId) })
      .from(searchHires)
      .where(inArray(searchHires.id, [...new Set(hireIds)]));
    return new Map(rows.map((row) => [row.hireId, row.name]));
  }

  /** Completed hires per expert user, for the given experts. */
  async completedByExpert(expertIds: readonly number[]): Promise<Map<number, number>> {
    if (expertIds.length === 0) return new Map();
    const rows = await this.db
      .select({ expertId: searchHires.expertId, total: sql<number>`count(*)::int` })
      .from(searchHires)
      .where(and(inArray(searchHires.expertId, [...new Set(expertIds)]), eq(searchHires.status, 'completed')))
      .groupBy(searchHires.expertId);
    return new Map(rows.map((row) => [row.expertId, Number(row.total)]));
  }
}
