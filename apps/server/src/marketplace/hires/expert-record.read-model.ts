import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { OPEN_HIRE_STATUSES } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { categories, reviews, searchHires, searchServices, serviceTypes } from '../../db/schema/index.js';
import { accountNameOf } from '../../accounts/index.js';
import type { SearchCard, SearchRowsPort } from './search-rows.port.js';

/** An expert's track record as the public profile shows it: completed hires and reviews tied to the service whose hire earned them. */
export class ExpertRecordReadModel {
  constructor(
    private readonly db: Executor,
    private readonly rows: Pick<SearchRowsPort, 'cardOf'>,
  ) {}

  async completedHires(expertUserId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(searchHires)
      .where(and(eq(searchHires.expertId, expertUserId), eq(searchHires.status, 'completed')));
    return Number(row?.total ?? 0);
  }

  /** Mean score and number of reviews per service, for the given services (those without reviews are absent). */
  async ratingsByService(serviceIds: readonly number[]): Promise<Map<number, { average: number; total: number }>> {
    if (serviceIds.length === 0) return new Map();
    const rows = await this.db
      .select({ serviceId: searchHires.serviceId, average: sql<number>`avg(${reviews.score})::float8`, total: count() })
      .from(reviews)
      .innerJoin(searchHires, eq(searchHires.id, reviews.hireId))
      .where(inArray(searchHires.serviceId, [...serviceIds]))
      .groupBy(searchHires.serviceId);
    return new Map(rows.map((row) => [row.serviceId, { average: Number(row.average), total: Number(row.total) }]));
  }

  /** The expert's reviews, newest first, each with the service whose hire earned it and the reviewer's name. */
  reviewsOf(expertUserId: number, limit: number) {
    return this.db
      .select({
        id: reviews.id,
        text: reviews.description,
        stars: reviews.score,
        createdAt: reviews.createdAt,
        imageUrls: reviews.imageUrls,
        reviewerName: accountNameOf(reviews.reviewerId),
        service: {
          id: searchServices.id,
          categoryId: searchServices.categoryId,
          categoryName: categories.name,
          serviceTypeId: searchServices.serviceTypeId,
          serviceTypeName: serviceTypes.name,
        },
      })
      .from(reviews)
      .innerJoin(searchHires, eq(searchHires.id, reviews.hireId))
      .innerJoin(searchServices, eq(searchServices.id, searchHires.serviceId))
      .innerJoin(categories, eq(categories.id, searchServices.categoryId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .where(eq(reviews.expertId, expertUserId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit);
  }

  /** Hires the expert is working on (accepted or waiting, not yet ended). */
  async openCountForExpert(expertUserId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(searchHires)
      .where(and(eq(searchHires.expertId, expertUserId), inArray(searchHires.status, [...OPEN_HIRE_STATUSES])));
    return Number(row?.total ?? 0);
  }

  /** Searches the expert was hired for (paid hires), newest hire first; a deleted search drops out. */
  async hiredSearchesOf(expertUserId: number) {
    const rows = await this.db
      .select({
        search: this.rows.cardOf(searchHires.searchId),
        hireId: searchHires.id,
        hireStatus: searchHires.status,
        clientName: accountNameOf(searchHires.clientId),
        hiredAt: searchHires.createdAt,
      })
      .from(searchHires)
      .where(and(eq(searchHires.expertId, expertUserId), ne(searchHires.status, 'awaiting_payment'), isNotNull(searchHires.searchId)))
      .orderBy(desc(searchHires.createdAt), desc(searchHires.id));
    return rows.flatMap(({ search, ...hire }) => {
      if (search === null) return [];
      const card = typeof search === 'string' ? (JSON.parse(search) as SearchCard) : search;
      return [{ ...card, ...hire }];
    });
  }
}
