import { desc, eq, sql } from 'drizzle-orm';
import { Cents, REVIEW_CHECKLISTS, serviceTypeCode, type HireStatus, type SearchHireSummary } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { ads, reviews, searches, searchHires, searchServices, serviceTypes, users } from '../../db/schema/index.js';

type RecommendedAd = SearchHireSummary['recommendedAds'][number];

/** The ads the report points at, in the order picked, as one json array. */
const recommendedAds = sql<
  RecommendedAd[] | string
>`coalesce((select json_agg(json_build_object('id', ${ads.id}, 'title', ${ads.title}, 'price', ${ads.price}, 'url', ${ads.url}) order by array_position(${searchHires.recommendedAdIds}, ${ads.id})) from ${ads} where ${ads.id} = any(${searchHires.recommendedAdIds})), '[]'::json)`;

/** The newest hire of a search as the search screen shows it (banners, report, actions; the searches module reads it), and a hire's parties. */
export class HireSummaryReadModel {
  constructor(private readonly db: Executor) {}

  async forSearch(searchId: number, viewerId: number): Promise<SearchHireSummary | null> {
    const [row] = await this.db
      .select({
        hire: searchHires,
        serviceName: serviceTypes.name,
        categoryId: searchServices.categoryId,
        serviceTypeId: searchServices.serviceTypeId,
        expertProfileId: searchServices.expertProfileId,
        expertName: users.name,
        recommendedAds,
        reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.hireId} = ${searchHires.id} and ${reviews.reviewerId} = ${viewerId})`,
      })
      .from(searchHires)
      .innerJoin(searchServices, eq(searchServices.id, searchHires.serviceId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .innerJoin(users, eq(users.id, searchHires.expertId))
      .where(eq(searchHires.searchId, searchId))
      .orderBy(desc(searchHires.createdAt), desc(searchHires.id))
      .limit(1);
    if (!row) return null;
    const { hire } = row;
    const labels = REVIEW_CHECKLISTS[row.categoryId] ?? [];
    return {
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
      recommendedAds: typeof row.recommendedAds === 'string' ? (JSON.parse(row.recommendedAds) as RecommendedAd[]) : row.recommendedAds,
      deadline: hire.deadlineAt?.toISOString() ?? null,
      reviewed: Boolean(row.reviewed),
    };
  }

  /** Who the customer and the expert of a hire are (names only), for the hire's message thread; null for an unknown hire. */
  async partiesOf(hireId: number): Promise<HireParties | null> {
    const [row] = await this.db
      .select({
        id: searchHires.id,
        status: searchHires.status,
        searchId: searchHires.searchId,
        searchTitle: searches.title,
        clientId: searchHires.clientId,
        clientName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${searchHires.clientId})`,
        expertId: searchHires.expertId,
        expertName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${searchHires.expertId})`,
      })
      .from(searchHires)
      .leftJoin(searches, eq(searches.id, searchHires.searchId))
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
