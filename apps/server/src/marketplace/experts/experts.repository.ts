import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { claimProviderEvent, isProviderEventClaimed } from '../../money/index.js';
import { expertProfiles, searchServices } from '../../db/schema/index.js';

export type ExpertProfileRow = typeof expertProfiles.$inferSelect;

export class ExpertsRepository {
  constructor(private readonly db: Executor) {}

  async findByUser(userId: number): Promise<ExpertProfileRow | null> {
    const [row] = await this.db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    return row ?? null;
  }

  async findByAccount(accountId: string): Promise<ExpertProfileRow | null> {
    const [row] = await this.db.select().from(expertProfiles).where(eq(expertProfiles.stripeAccountId, accountId)).limit(1);
    return row ?? null;
  }

  /** Inserts the profile unless the user has one; null when they did (a second registration). */
  async insertProfile(values: { userId: number; description: string; profilePictureUrl: string }, tx: Executor = this.db): Promise<ExpertProfileRow | null> {
    const [row] = await tx.insert(expertProfiles).values(values).onConflictDoNothing({ target: expertProfiles.userId }).returning();
    return row ?? null;
  }

  async setAccount(profileId: number, accountId: string) {
    await this.db.update(expertProfiles).set({ stripeAccountId: accountId }).where(eq(expertProfiles.id, profileId));
  }

  /** Records the provider's verdict; the first ready moment is kept. */
  async setPaymentsReady(accountId: string, ready: boolean, tx: Executor = this.db): Promise<ExpertProfileRow | null> {
    const [row] = await tx
      .update(expertProfiles)
      .set({ paymentsReadyAt: ready ? sql`coalesce(${expertProfiles.paymentsReadyAt}, now())` : null })
      .where(eq(expertProfiles.stripeAccountId, accountId))
      .returning();
    return row ?? null;
  }

  async activeServiceCount(profile: ExpertProfileRow): Promise<number> {
    const [services] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(searchServices)
      .where(and(eq(searchServices.expertProfileId, profile.id), eq(searchServices.isActive, true)));
    return Number(services?.total ?? 0);
  }

  isEventClaimed(eventId: string): Promise<boolean> {
    return isProviderEventClaimed(this.db, eventId);
  }

  /** Claims a provider event id; false when it was already applied. Call inside the transaction that applies it. */
  claimEvent(eventId: string, tx: Executor = this.db): Promise<boolean> {
    return claimProviderEvent(tx, eventId);
  }
}
