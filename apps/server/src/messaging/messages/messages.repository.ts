import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<typeof outboxMessages.$inferInsert, 'channel' | 'to' | 'subject' | 'body' | 'sealedSecret'>;

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async insert(message: NewOutboxMessage): Promise<OutboxRow> {
    const [row] = await this.db.insert(outboxMessages).values(message).returning();
    return row;
  }

  async findById(id: number): Promise<OutboxRow | null> {
    const [row] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
    return row ?? null;
  }

  async markSent(id: number, providerRef: string) {
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', providerRef, error: null, sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, id));
  }

  async markAttemptFailed(id: number, error: string, final: boolean) {
    await this.db
      .update(outboxMessages)
      .set({ error, status: final ? 'failed' : 'pending', attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, id));
  }

  listRecent(limit: number): Promise<OutboxRow[]> {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
  }
}
