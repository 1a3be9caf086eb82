import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, expertProfiles, searchServices, serviceTypes } from '../../db/schema/index.js';

export type ServiceRow = typeof searchServices.$inferSelect;
export type NewService = Omit<typeof searchServices.$inferInsert, 'id' | 'createdAt' | 'isActive'>;
export type ServiceChanges = Partial<Pick<ServiceRow, 'priceCents' | 'conditions' | 'durationHours' | 'imageUrls' | 'isActive'>>;

/** The expert's side of `search_services`; customers read them through the catalog. */
export class ServicesRepository {
  constructor(private readonly db: Db) {}

  async findProfile(expertProfileId: number) {
    const [row] = await this.db.select().from(expertProfiles).where(eq(expertProfiles.id, expertProfileId)).limit(1);
    return row ?? null;
  }

  async findProfileOfUser(userId: number) {
    const [row] = await this.db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    return row ?? null;
  }

  async categoryExists(categoryId: number) {
    return (await this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1)).length === 1;
  }

  async serviceTypeExists(serviceTypeId: number) {
    return (await this.db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, serviceTypeId)).limit(1)).length === 1;
  }

  async insert(values: NewService): Promise<ServiceRow> {
    const [row] = await this.db.insert(searchServices).values(values).returning();
    return row;
  }

  /** The service with the user id of the expert who owns it. */
  async findWithOwner(serviceId: number) {
    const [row] = await this.db
      .select({ service: searchServices, ownerId: expertProfiles.userId })
      .from(searchServices)
      .innerJoin(expertProfiles, eq(expertProfiles.id, searchServices.expertProfileId))
      .where(eq(searchServices.id, serviceId))
      .limit(1);
    return row ?? null;
  }

  async update(serviceId: number, expertProfileId: number, changes: ServiceChanges): Promise<ServiceRow | null> {
    const [row] = await this.db
      .update(searchServices)
      .set(changes)
      .where(and(eq(searchServices.id, serviceId), eq(searchServices.expertProfileId, expertProfileId)))
      .returning();
    return row ?? null;
  }
}
