import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { expertProfiles, searchServices } from '../../db/schema/index.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';

/**
 * What the marketplace erases of a deleted expert (the accounts' `AccountErasurePort`, inside the deletion's
 * transaction): services no hire names go; the others stay, inactive, without images or conditions, and so does the
 * profile they belong to, emptied. Answers the uploads to remove once the transaction commits.
 */
export class ExpertAccountErasure {
  constructor(private readonly hires: Pick<HireFactsReadModel, 'hiredServiceIds'>) {}

  async eraseAccount(userId: number, tx: Executor): Promise<string[]> {
    const [profile] = await tx.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    if (!profile) return [];
    const files: string[] = [];
    if (profile.profilePictureUrl) files.push(profile.profilePictureUrl);
    const services = await tx.select().from(searchServices).where(eq(searchServices.expertProfileId, profile.id));
    for (const service of services) files.push(...service.imageUrls);
    const hired = await this.hires.hiredServiceIds(
      services.map((service) => service.id),
      tx,
    );
    const unhired = services.filter((service) => !hired.has(service.id)).map((service) => service.id);
    if (unhired.length > 0) await tx.delete(searchServices).where(inArray(searchServices.id, unhired));
    const kept = await tx
      .update(searchServices)
      .set({ isActive: false, imageUrls: [], conditions: '' })
      .where(eq(searchServices.expertProfileId, profile.id))
      .returning({ id: searchServices.id });
    if (kept.length === 0) await tx.delete(expertProfiles).where(eq(expertProfiles.id, profile.id));
    else await tx.update(expertProfiles).set({ description: '', profilePictureUrl: null }).where(eq(expertProfiles.id, profile.id));
    return files;
  }
}
