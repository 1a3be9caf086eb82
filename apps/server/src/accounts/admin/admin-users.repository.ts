import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserStatus } from '@ojeador/shared';
import type { HireFactsReadModel } from '../../marketplace/index.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import {
  expertProfiles,
  likes,
  notificationReads,
  notifications,
  payments,
  phoneVerifications,
  pushSubscriptions,
  searchServices,
  searches,
  sessions,
  userSettings,
  users,
  whatsappConsents,
} from '../../db/schema/index.js';

export type UserListFilter = { q?: string; status: AdminUserStatus; limit: number; offset: number };
export type ListedUser = { user: UserRow; searchCount: number };

/** `%`, `_` and `\` typed by the admin are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(filter: Pick<UserListFilter, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.q) conditions.push(or(ilike(users.name, likePattern(filter.q)), ilike(users.email, likePattern(filter.q))));
  if (filter.status === 'blocked') conditions.push(eq(users.isBlocked, true));
  if (filter.status === 'active') conditions.push(eq(users.isBlocked, false));
  return and(...conditions);
}

/** The SQL of the admin's user management: the list, the block toggle and the erasure of a person's data. */
export class AdminUsersRepository {
  constructor(private readonly db: Executor) {}

  /** One page of users (deleted ones left out), newest first, with their active searches counted. */
  async list(filter: UserListFilter): Promise<{ rows: ListedUser[]; total: number }> {
    const where = listWhere(filter);
    const rows = await this.db
      .select({
        user: users,
        // Qualified by hand: drizzle writes bare column names inside a single-table select.
        searchCount: sql<number>`(select count(*) from searches s where s.user_id = "users"."id" and s.is_active)`.mapWith(Number),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [{ value }] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows, total: Number(value) };
  }

  /** The user, locked for the rest of the transaction; null when missing or already deleted. */
  async lockLive(userId: number, tx: Executor): Promise<UserRow | null> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  /** The user, deleted or not (the money history outlives the person). */
  async findAny(userId: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  }

  /** Every payments row of the user (top-ups, hires, plans), newest first. */
  paymentsOf(userId: number, limit: number) {
    return this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.id)).limit(limit);
  }

  async setBlocked(userId: number, isBlocked: boolean, reason: string | null, tx: Executor): Promise<void> {
    await tx
      .update(users)
      .set({ isBlocked, blockedReason: isBlocked ? reason : null })
      .where(eq(users.id, userId));
  }

  /**
   * Removes the person's data and anonymises the row that payments, ledger, hires and reviews point at.
   * Answers the URLs of the uploads to remove once the transaction commits.
   */
  async erase(userId: number, tx: Executor, hires: Pick<HireFactsReadModel, 'hiredServiceIds'>): Promise<string[]> {
    const files: string[] = [];
    await tx.delete(searches).where(eq(searches.userId, userId));
    await tx.delete(likes).where(eq(likes.userId, userId));
    await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(whatsappConsents).where(eq(whatsappConsents.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Their devices stop taking alerts.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

    const [profile] = await tx.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    if (profile) {
      if (profile.profilePictureUrl) files.push(profile.profilePictureUrl);
      const services = await tx.select().from(searchServices).where(eq(searchServices.expertProfileId, profile.id));
      for (const service of services) files.push(...service.imageUrls);
      // Services a hire names stay (without images or conditions); the others go.
      const hired = await hires.hiredServiceIds(
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
    }

    const [user] = await tx.select({ pictureUrl: users.pictureUrl }).from(users).where(eq(users.id, userId));
    if (user?.pictureUrl) files.push(user.pictureUrl);
    await tx
      .update(users)
      .set({
        name: 'Usuario eliminado',
        email: `deleted-user-${userId}@deleted.invalid`,
        googleSub: null,
        pictureUrl: null,
        phoneNumber: null,
        phoneVerified: false,
        stripeCustomerId: null,
        role: 'user',
        isBlocked: true,
        blockedReason: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return files;
  }
}
