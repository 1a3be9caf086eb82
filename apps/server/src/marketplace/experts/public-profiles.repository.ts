import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, expertProfiles, reviews, searchServices, serviceTypes } from '../../db/schema/index.js';
import { accountNameOf, hireableExpertColumn } from '../../accounts/index.js';

/** What customers read of an expert before hiring: the profile, the published services and the overall rating. */
export class PublicProfilesRepository {
  constructor(private readonly db: Executor) {}

  async findProfile(expertProfileId: number) {
    const [row] = await this.db
      .select({
        id: expertProfiles.id,
        userId: expertProfiles.userId,
        name: accountNameOf(expertProfiles.userId),
        hireable: hireableExpertColumn(expertProfiles.userId),
        photoUrl: expertProfiles.profilePictureUrl,
        description: expertProfiles.description,
        createdAt: expertProfiles.createdAt,
        paymentsReadyAt: expertProfiles.paymentsReadyAt,
      })
      .from(expertProfiles)
      .where(eq(expertProfiles.id, expertProfileId))
      .limit(1);
    return row ?? null;
  }

  /** The profile's active services, cheapest first. */
  publishedServices(expertProfileId: number) {
    return this.db
      .select({
        id: searchServices.id,
        categoryId: searchServices.categoryId,
        categoryName: categories.name,
        serviceTypeId: searchServices.serviceTypeId,
        serviceTypeName: serviceTypes.name,
        priceCents: searchServices.priceCents,
        conditions: searchServices.conditions,
        durationInHours: searchServices.durationHours,
        imageUrls: searchServices.imageUrls,
      })
      .from(searchServices)
      .innerJoin(categories, eq(categories.id, searchServices.categoryId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, searchServices.serviceTypeId))
      .where(and(eq(searchServices.expertProfileId, expertProfileId), eq(searchServices.isActive, true)))
      .orderBy(searchServices.priceCents, searchServices.id);
  }

  async ratingOf(expertUserId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ average: sql<number | null>`avg(${reviews.score})::float8` })
      .from(reviews)
      .where(eq(reviews.expertId, expertUserId));
    return row?.average == null ? null : Number(row.average);
  }
}
