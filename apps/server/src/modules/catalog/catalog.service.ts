import type { SearchService } from '@ojeador/shared';
import type { CurrentUser } from '../../http/auth.js';
import type { CatalogRepository } from './catalog.repository.js';

type ServiceListingRow = Awaited<ReturnType<CatalogRepository['listServices']>>[number];

/** The API shape of a service row: euros, an ISO date, the average rating to one decimal. */
function toSearchService({ priceCents, averageRating, completedSearches, createdAt, ...row }: ServiceListingRow): SearchService {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    averageRating: averageRating === null || averageRating === undefined ? null : Math.round(Number(averageRating) * 10) / 10,
    completedSearches: Number(completedSearches ?? 0),
    price: priceCents / 100,
  };
}

/**
 * Reference data and expert offers. `expertId` in the service calls is the expert's profile id
 * (the spec fetches an expert's services "for the expert profile id"); each service also carries
 * the expert's user id.
 */
export class CatalogService {
  constructor(private readonly repository: CatalogRepository) {}

  listCategories() {
    return this.repository.listCategories();
  }

  listServiceTypes() {
    return this.repository.listServiceTypes();
  }

  /** Customers see active services of experts who are not blocked. */
  async listOffers(categoryId: number, serviceTypeId: number): Promise<SearchService[]> {
    return (await this.repository.listServices({ kind: 'offer', categoryId, serviceTypeId })).map(toSearchService);
  }

  /** The expert themself and the admin also see inactive services and a blocked expert's services. */
  async listExpertServices(user: CurrentUser, expertProfileId: number): Promise<SearchService[]> {
    const profile = await this.repository.findExpertProfile(expertProfileId);
    if (!profile) return [];
    const includeInactive = user.appRole === 'Admin' || profile.userId === user.id;
    return (await this.repository.listServices({ kind: 'expert', expertProfileId, includeInactive })).map(toSearchService);
  }
}
