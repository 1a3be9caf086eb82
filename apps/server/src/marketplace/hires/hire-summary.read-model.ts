import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { Cents, REVIEW_CHECKLISTS, serviceTypeCode, type HireDetail, type HireStatus, type SearchHireSummary } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { reviews, searchHires, searchServices, serviceTypes } from '../../db/schema/index.js';
import { accountNameOf } from '../../accounts/index.js';
import type { SearchRowsPort } from './search-rows.port.js';

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The newest hire of a search as the search screen shows it (banners, report, actions; the searches module reads it), and a hire's parties. */
export class HireSummaryReadModel {
  constructor(
    private readonly db: Executor,
    private readonly rows: SearchRowsPort,
  ) {}

  async forSearch(searchId: number, viewerId: number): Promise<SearchHireSummary | null> {
    const row = await this.summaryWhere(eq(searchHires.searchId, searchId), viewerId);
    return row?.summary ?? null;
  }

  /** One hire as its own page shows it, also once its search is deleted (decision 036): the summary and its search's name. */
  async forHire(hireId: number, viewerId: number): Promise<HireDetail | null> {
    const row = await this.summaryWhere(eq(searchHires.id, hireId), viewerId);
    if (!row) return null;
    return { ...row.summary, searchId: row.searchId, searchTitle: row.searchTitle, categoryId: row.categoryId };
  }

  private async summaryWhere(where: SQL, viewerId: number) {
    const [row] = await this.db
      .select({
        hire: searchHires,
        searchTitle: sql<string | null>`coalesce(${this.rows.titleOf(searchHires.searchId)}, ${searchHires.searchTitle})`,
        serviceName: serviceTypes.name,
        categoryId: searchServices.categoryId,
        serviceTypeId: searchServices.serviceTypeId,
        expertProfileId: searchServices.expertProfileId,
        expertName: accountNameOf(searchHires.expertId),
        recommendedAds: this.rows.adCardsOf(searchHires.recommendedAdIds),
        attachedAd: this.rows.adCardOf(searchHires.adId),
        reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.hireId} = ${searchHires.id} and ${reviews.reviewerId} = ${viewerId})`,
      })
      .from(searchHires)
      .innerJoin(searchServices, eq(searchServices.id, searchHires.serviceId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .where(where)
      .orderBy(desc(searchHires.createdAt), desc(searchHires.id))
      .limit(1);
    if (!row) return null;
    const { hire } = row;
    const labels = REVIEW_CHECKLISTS[row.categoryId] ?? [];
    const summary: SearchHireSummary = {
      id: hire.id,
      expertId: hire.expertId,
      expertProfileId: row.expertProfileId,
      clientId: hire.clientId,
      status: hire.status,
      amount: Cents.toEuros(hire.amountCents),
      serviceTypeId: row.serviceTypeId,
      serviceTypeCode: serviceTypeCode(row.serviceTypeId),
      serviceName: row.serviceName,
      expertName: row.expertName,
      report: hire.report,
      checklist: hire.checklist?.map((entry) => ({ ...entry, label: labels.find((l) => l.key === entry.key)?.label ?? entry.label })) ?? null,
      finalizedAt: hire.finalizedAt?.toISOString() ?? null,
      rejectionReason: hire.rejectionReason,
      recommendedAds: parsed(row.recommendedAds),
      ad: row.attachedAd === null ? null : parsed(row.attachedAd),
      deadline: hire.deadlineAt?.toISOString() ?? null,
      reviewed: Boolean(row.reviewed),
    };
    return { summary, searchId: hire.searchId, searchTitle: row.searchTitle, categoryId: row.categoryId };
  }

  /** Who the customer and the expert of a hire are (names only), for the hire's message thread; null for an unknown hire. */
  async partiesOf(hireId: number): Promise<HireParties | null> {
    const [row] = await this.db
      .select({
        id: searchHires.id,
        status: searchHires.status,
        searchId: searchHires.searchId,
        searchTitle: sql<string | null>`coalesce(${this.rows.titleOf(searchHires.searchId)}, ${searchHires.searchTitle})`,
        clientId: searchHires.clientId,
        clientName: accountNameOf(searchHires.clientId),
        expertId: searchHires.expertId,
        expertName: accountNameOf(searchHires.expertId),
      })
      .from(searchHires)
      .where(eq(searchHires.id, hireId))
      .limit(1);
    return row ?? null;
  }
}

export type HireParties = {
  id: number;
  status: HireStatus;
  searchId: number | null;
  searchTitle: string | null;
  clientId: number;
  clientName: string;
  expertId: number;
  expertName: string;
};
