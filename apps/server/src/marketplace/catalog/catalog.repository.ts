import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, expertProfiles, reviews, searchServices, serviceTypes } from '../../db/schema/index.js';
import { accountNameOf, hireableExpertAt } from '../../accounts/index.js';

export type ServiceFilter =
  { kind: 'offer'; categoryId: number; serviceTypeId: number } | { kind: 'expert'; expertProfileId: number; includeInactive: boolean };

/** Reference data and the expert offers customers choose from. Read-only. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  listCategories() {
    return this.db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id));
  }

  listServiceTypes() {
    return this.db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).orderBy(asc(serviceTypes.id));
  }

  async findExpertProfile(expertProfileId: number) {
    const [row] = await this.db
      .select({ id: expertProfiles.id, userId: expertProfiles.userId })
      .from(expertProfiles)
      .where(eq(expertProfiles.id, expertProfileId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Services with the expert's average review score and completed hires. Customers only see active
   * services of experts who still are experts and are not blocked; `includeInactive` (the expert
   * themself or the admin) shows everything of that expert.
   */
  listServices(filter: ServiceFilter) {
    const ratings = this.db
      .select({ expertId: reviews.expertId, average: sql<number>`avg(${reviews.score})::float8`.as('average_rating') })
      .from(reviews)
      .groupBy(reviews.expertId)
      .as('ratings');

    const conditions: SQL[] = [];
    if (filter.kind === 'offer') {
      conditions.push(eq(searchServices.categoryId, filter.categoryId), eq(searchServices.serviceTypeId, filter.serviceTypeId));
    } else {
      conditions.push(eq(searchServices.expertProfileId, filter.expertProfileId));
    }
    if (filter.kind === 'offer' || !filter.includeInactive) {
      // Only experts whose payment account is ready can be hired.
      conditions.push(eq(searchServices.isActive, true), hireableExpertAt(expertProfiles.userId), isNotNull(expertProfiles.paymentsReadyAt));
    }

    return this.db
      .select({
        id: searchServices.id,
        expertId: expertProfiles.userId,
        expertName: accountNameOf(expertProfiles.userId),
        expertPictureUrl: expertProfiles.profilePictureUrl,
        expertProfileId: expertProfiles.id,
        categoryId: searchServices.categoryId,
        categoryName: categories.name,
        serviceTypeId: searchServices.serviceTypeId,
        serviceTypeName: serviceTypes.name,
        averageRating: ratings.average,
        priceCents: searchServices.priceCents,
        conditions: searchServices.conditions,
        durationInHours: searchServices.durationHours,
        imageUrls: searchServices.imageUrls,
        isActive: searchServices.isActive,
        createdAt: searchServices.createdAt,
      })
      .from(searchServices)
      .innerJoin(expertProfiles, eq(expertProfiles.id, searchServices.expertProfileId))
      .innerJoin(categories, eq(categories.id, searchServices.categoryId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .leftJoin(ratings, eq(ratings.expertId, expertProfiles.userId))
      .where(and(...conditions))
      .orderBy(asc(searchServices.priceCents), asc(searchServices.id));
  }
}
