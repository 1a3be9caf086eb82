import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { inIds } from '../../db/json-rows.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from './user-role.js';

export type Identity = { email: string; name: string; googleSub?: string; pictureUrl?: string | null };

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** The ids among `ids` whose e-mail is this one (folded as isAdminEmail folds it). */
  async idsWithEmail(ids: readonly number[], email: string): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inIds(sql`${users.id}`, ids), sql`lower(trim(${users.email})) = ${email}`));
    return rows.map((row) => row.id);
  }

  /** The user behind a live session (not revoked, not expired), in one query: null when either is gone. */
  async findBySession(userId: number, sessionId: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)),
      )
      .limit(1);
    return row?.user ?? null;
  }

  async createSession(userId: number, expiresAt: Date): Promise<string> {
    const [row] = await this.db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
    return row.id;
  }

  async revokeSession(userId: number, sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async revokeAllSessions(userId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** Deletes the sessions that ended (expired or revoked) before `endedBefore`; answers how many. */
  async deleteEndedSessions(endedBefore: Date): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
      .returning({ id: sessions.id });
    return deleted.length;
  }

  /** Creates the user on first sign-in, or refreshes name, picture and Google subject. Matched by e-mail. */
  async upsertByEmail(identity: Identity): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ email: identity.email, name: identity.name, googleSub: identity.googleSub ?? null, pictureUrl: identity.pictureUrl ?? null })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          name: identity.name,
          googleSub: identity.googleSub ? identity.googleSub : sql`${users.googleSub}`,
          pictureUrl: identity.pictureUrl ? identity.pictureUrl : sql`${users.pictureUrl}`,
        },
      })
      .returning();
    return row;
  }

  /** The user becomes an expert (inside the registration's transaction, with their profile). */
  async makeExpert(userId: number, tx: Executor = this.db): Promise<UserRow> {
    const [row] = await tx.update(users).set({ role: 'expert' }).where(eq(users.id, userId)).returning();
    return row;
  }

  async markPhoneVerified(userId: number, phoneNumber: string): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ phoneNumber, phoneVerified: true }).where(eq(users.id, userId)).returning();
    return row;
  }
}
