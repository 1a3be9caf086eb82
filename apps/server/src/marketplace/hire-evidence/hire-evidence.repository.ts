import { asc, count, eq, and } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hireEvidence } from '../../db/schema/index.js';

export type HireEvidenceRow = typeof hireEvidence.$inferSelect;

/** The rows of a hire's evidence (the files are in the private store). */
export class HireEvidenceRepository {
  constructor(private readonly db: Executor) {}

  list(hireId: number): Promise<HireEvidenceRow[]> {
    return this.db.select().from(hireEvidence).where(eq(hireEvidence.hireId, hireId)).orderBy(asc(hireEvidence.id));
  }

  async find(hireId: number, id: number): Promise<HireEvidenceRow | null> {
    const [row] = await this.db
      .select()
      .from(hireEvidence)
      .where(and(eq(hireEvidence.hireId, hireId), eq(hireEvidence.id, id)));
    return row ?? null;
  }

  async countOf(hireId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(hireEvidence).where(eq(hireEvidence.hireId, hireId));
    return Number(row?.n ?? 0);
  }

  insert(rows: (typeof hireEvidence.$inferInsert)[]): Promise<HireEvidenceRow[]> {
    return this.db.insert(hireEvidence).values(rows).returning();
  }
}
