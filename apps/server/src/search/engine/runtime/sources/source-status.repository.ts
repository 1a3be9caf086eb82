import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { sourceStatus } from '../../../../db/schema/index.js';

export type SourceStatusRow = typeof sourceStatus.$inferSelect;
export type SourceStatusChange = Partial<Omit<SourceStatusRow, 'source'>>;

/**
 * The `source_status` table: one row per source, shared by every process on the database, so a
 * circuit breaker opened by one worker keeps the others from calling the platform too.
 */
export class SourceStatusRepository {
  constructor(private readonly db: Executor) {}

  async find(source: string): Promise<SourceStatusRow | null> {
    const [row] = await this.db.select().from(sourceStatus).where(eq(sourceStatus.source, source)).limit(1);
    return row ?? null;
  }

  list(): Promise<SourceStatusRow[]> {
    return this.db.select().from(sourceStatus).orderBy(asc(sourceStatus.source));
  }

  /** A call worked: the source is ok again and its failure streak and pause are over. */
  async recordSuccess(source: string, at: Date): Promise<void> {
    const values = { state: 'ok' as const, lastOkAt: at, consecutiveFailures: 0, pausedUntil: null };
    await this.db
      .insert(sourceStatus)
      .values({ source, ...values })
      .onConflictDoUpdate({ target: sourceStatus.source, set: values });
  }

  /**
   * Writes what `change` computes from the current row (a default row when there is none), holding the
   * row lock meanwhile, so two processes recording failures at once both count.
   */
  update(source: string, change: (current: SourceStatusRow) => SourceStatusChange): Promise<SourceStatusRow> {
    return this.db.transaction(async (tx) => {
      await tx.insert(sourceStatus).values({ source }).onConflictDoNothing();
      const [current] = await tx.select().from(sourceStatus).where(eq(sourceStatus.source, source)).for('update');
      const [updated] = await tx.update(sourceStatus).set(change(current)).where(eq(sourceStatus.source, source)).returning();
      return updated;
    });
  }
}
