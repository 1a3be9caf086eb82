import { desc, eq, sql } from 'drizzle-orm';
import { REVIEW_CHECKLISTS, type SearchHireSummary } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { reviews, searchHires, searchServices, serviceTypes, users } from '../../db/schema/index.js';

/** The newest hire of a search as the search screen shows it (banners, report, actions); the searches module reads it. */
export class HireSummaryReadModel {
  constructor(private readonly db: Executor) {}

  async forSearch(searchId: number, viewerId: number): Promise<SearchHireSummary | null> {
    const [row] = await this.db
      .select({
        hire: searchHires,
        serviceName: serviceTypes.name,
        categoryId: searchServices.categoryId,
        serviceTypeId: searchServices.serviceTypeId,
        expertName: users.name,
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
      clientId: hire.clientId,
      status: hire.status,
      amount: hire.amountCents / 100,
      serviceTypeId: row.serviceTypeId,
      serviceName: row.serviceName,
      expertName: row.expertName,
      report: hire.report,
      checklist: hire.checklist?.map((entry) => ({ ...entry, label: labels.find((l) => l.key === entry.key)?.label ?? entry.label })) ?? null,
      finalizedAt: hire.finalizedAt?.toISOString() ?? null,
      deadline: hire.deadlineAt?.toISOString() ?? null,
      reviewed: Boolean(row.reviewed),
    };
  }
}
