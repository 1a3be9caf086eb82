import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUserStatus } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { phoneVerifications, sessions, userSettings, users, whatsappConsents } from '../../db/schema/index.js';

export type UserListFilter = { q?: string; status: AdminUserStatus; limit: number; offset: number };

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

  /** One page of users (deleted ones left out), newest first. */
  async list(filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
    const where = listWhere(filter);
    const rows = await this.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(filter.limit).offset(filter.offset);
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

  async setBlocked(userId: number, isBlocked: boolean, reason: string | null, tx: Executor): Promise<void> {
    await tx
      .update(users)
      .set({ isBlocked, blockedReason: isBlocked ? reason : null })
      .where(eq(users.id, userId));
  }

  /**
   * Removes what the accounts hold of the person and anonymises the row that payments, ledger, hires and reviews
   * point at (the other areas erased theirs first: `AccountErasurePort`). Answers the uploads to remove after the commit.
   */
  async erase(userId: number, tx: Executor): Promise<string[]> {
    const files: string[] = [];
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(whatsappConsents).where(eq(whatsappConsents.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));

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
