import { Cents, categoryCode, serviceTypeCode, type Category, type SearchService, type ServiceType } from '@ojeador/shared';
import type { CurrentUser } from '../../http/auth.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';
import type { CatalogRepository } from './catalog.repository.js';

type ServiceListingRow = Awaited<ReturnType<CatalogRepository['listServices']>>[number];

/** The API shape of a service row: euros, an ISO date, the average rating to one decimal. */
function toSearchService({ priceCents, averageRating, createdAt, ...row }: ServiceListingRow, completed: Map<number, number>): SearchService {
  return {
    ...row,
    categoryCode: categoryCode(row.categoryId),
    serviceTypeCode: serviceTypeCode(row.serviceTypeId),
    createdAt: createdAt.toISOString(),
    averageRating: averageRating === null || averageRating === undefined ? null : Math.round(Number(averageRating) * 10) / 10,
    completedSearches: completed.get(row.expertId) ?? 0,
    price: Cents.toEuros(priceCents),
  };
}

/**
 * Reference data and expert offers. `expertId` in the service calls is the expert's profile id
 * (the spec fetches an expert's services "for the expert profile id"); each service also carries
 * the expert's user id.
 */
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly hires: Pick<HireFactsReadModel, 'completedByExpert'>,
  ) {}

  async listCategories(): Promise<Category[]> {
    const rows = await this.repository.listCategories();
    return rows.map((row) => ({ ...row, code: categoryCode(row.id) }));
  }

  async listServiceTypes(): Promise<ServiceType[]> {
    const rows = await this.repository.listServiceTypes();
    return rows.map((row) => ({ ...row, code: serviceTypeCode(row.id) }));
  }

  /** Customers see active services of experts who are not blocked. */
  async listOffers(categoryId: number, serviceTypeId: number): Promise<SearchService[]> {
    return this.withCompletedHires(await this.repository.listServices({ kind: 'offer', categoryId, serviceTypeId }));
  }

  /** The expert themself and the admin also see inactive services and a blocked expert's services. */
  async listExpertServices(user: CurrentUser, expertProfileId: number): Promise<SearchService[]> {
    const profile = await this.repository.findExpertProfile(expertProfileId);
    if (!profile) return [];
    const includeInactive = user.appRole === 'Admin' || profile.userId === user.id;
    return this.withCompletedHires(await this.repository.listServices({ kind: 'expert', expertProfileId, includeInactive }));
  }

  private async withCompletedHires(rows: ServiceListingRow[]): Promise<SearchService[]> {
    const completed = await this.hires.completedByExpert(rows.map((row) => row.expertId));
    return rows.map((row) => toSearchService(row, completed));
  }
}
