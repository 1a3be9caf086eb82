import { and, count, desc, eq, gt, isNull, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hireMessages } from '../../db/schema/index.js';

export type HireMessageRow = typeof hireMessages.$inferSelect;

/** The first key of a thread's transaction lock (pg_advisory_xact_lock(key, hire id)): "MSG". */
const THREAD_LOCK = 0x4d5347;

/** Newest messages a thread answers (older ones stay stored for the admin and disputes). */
const THREAD_LIMIT = 500;

export class HireMessagesRepository {
  constructor(private readonly db: Executor) {}

  /** The thread, oldest first (its newest THREAD_LIMIT messages). */
  async thread(hireId: number): Promise<HireMessageRow[]> {
    const rows = await this.db.select().from(hireMessages).where(eq(hireMessages.hireId, hireId)).orderBy(desc(hireMessages.id)).limit(THREAD_LIMIT);
    return rows.reverse();
  }

  /**
   * Posts to one thread take turns until the transaction ends, so the burst limit counts every message before it
   * and exactly one of a burst finds no unread message before it (60 at once stored all 60, none notified).
   */
  async lockThread(hireId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${THREAD_LOCK}, ${hireId})`);
  }

  async insert(values: { hireId: number; authorId: number; text: string }, tx: Executor = this.db): Promise<HireMessageRow> {
    const [row] = await tx.insert(hireMessages).values(values).returning();
    return row;
  }

  /** Marks read what the other party wrote to `readerId` and was still unread; answers how many. */
  async markRead(hireId: number, readerId: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(hireMessages)
      .set({ readAt: at })
      .where(and(eq(hireMessages.hireId, hireId), ne(hireMessages.authorId, readerId), isNull(hireMessages.readAt)))
      .returning({ id: hireMessages.id });
    return rows.length;
  }

  /** How many messages `authorId` wrote on the hire since `since`, and the oldest of them. */
  async recentBy(hireId: number, authorId: number, since: Date, tx: Executor = this.db): Promise<{ total: number; oldest: Date | null }> {
    const [row] = await tx
      .select({ total: count(), oldest: min(hireMessages.createdAt) })
      .from(hireMessages)
      .where(and(eq(hireMessages.hireId, hireId), eq(hireMessages.authorId, authorId), gt(hireMessages.createdAt, since)));
    return { total: Number(row?.total ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** Unread messages of `authorId` on the hire other than `exceptId`: the recipient was told already. */
  async unreadBefore(hireId: number, authorId: number, exceptId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(hireMessages)
      .where(and(eq(hireMessages.hireId, hireId), eq(hireMessages.authorId, authorId), isNull(hireMessages.readAt), ne(hireMessages.id, exceptId)));
    return Number(row?.total ?? 0);
  }
}
