import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { StoredNearMisses } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { searchParameters, searchRuns } from '../../db/schema/index.js';
import type { ParametersRow, ParametersValues } from './searches.repository.js';

export type LatestNearMisses = { finishedAt: Date | null; nearMisses: StoredNearMisses };

/** The SQL of near misses: the latest counted run's, and the parameters widening changes. */
export class NearMissesRepository {
  constructor(private readonly db: Executor) {}

  /** The near misses of the search's latest succeeded run that counted them. */
  async latest(searchId: number, tx: Executor = this.db): Promise<LatestNearMisses | null> {
    const [row] = await tx
      .select({ finishedAt: searchRuns.finishedAt, nearMisses: searchRuns.nearMisses })
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, searchId), eq(searchRuns.status, 'succeeded'), isNotNull(searchRuns.nearMisses)))
      .orderBy(desc(searchRuns.startedAt), desc(searchRuns.id))
      .limit(1);
    return row?.nearMisses ? { finishedAt: row.finishedAt, nearMisses: row.nearMisses } : null;
  }

  async findParameters(searchId: number, tx: Executor = this.db): Promise<ParametersRow | null> {
    const [row] = await tx.select().from(searchParameters).where(eq(searchParameters.searchId, searchId)).limit(1);
    return row ?? null;
  }

  /** Locks the parameters until the transaction ends: two widenings of one search apply one after the other. */
  async lockParameters(searchId: number, tx: Executor): Promise<ParametersRow | null> {
    const [row] = await tx.select().from(searchParameters).where(eq(searchParameters.searchId, searchId)).for('update');
    return row ?? null;
  }

  async updateParameters(searchId: number, changes: Partial<ParametersValues>, tx: Executor): Promise<void> {
    await tx.update(searchParameters).set(changes).where(eq(searchParameters.searchId, searchId));
  }
}
