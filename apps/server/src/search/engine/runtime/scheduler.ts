import { and, eq, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../../db/client.js';
import { searchRuns } from '../../../db/schema/index.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { RUN_TIME_LIMIT_SECONDS, runSearchJob } from '../../../jobs/run-search.job.js';
import { PollLoop } from './poll-loop.js';
import { openAccountAt } from '../../../accounts/index.js';

export const CLAIM_BATCH = 200;

/**
 * Claims the searches that are due (active, started, next run passed, owner neither blocked nor deleted:
 * a blocked user's searches wait, and run again on their schedule once unblocked) and pushes their next run one
 * period ahead in the same statement. FOR UPDATE SKIP LOCKED lets any number of workers tick at once:
 * each due search is claimed by exactly one of them per period.
 */
const isDue = sql`is_active AND start_date <= now() AND next_run_at <= now()
  AND ${openAccountAt(sql`searches.user_id`)}`;

/** How many searches are due and not claimed by any worker yet (a scheduler behind shows here). */
export async function countDueSearches(db: Db): Promise<number> {
  const [row] = await executeRows<{ due: number | string }>(db, sql`SELECT count(*) AS due FROM searches WHERE ${isDue}`);
  return Number(row?.due ?? 0);
}

export async function claimDueSearches(db: Db, limit = CLAIM_BATCH): Promise<number[]> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM searches
      WHERE ${isDue}
      ORDER BY next_run_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE searches AS s
    SET next_run_at = now() + make_interval(hours => s.frequency_hours)
    FROM due
    WHERE s.id = due.id
    RETURNING s.id`,
  );
  return rows.map((row) => Number(row.id));
}

export const LOST_RUN_ERROR = `El proceso que ejecutaba la búsqueda se detuvo y no la terminó en su tiempo límite (${RUN_TIME_LIMIT_SECONDS} s)`;

/**
 * Ends the runs whose worker died (kill -9, a crash): still `running` after the run time limit, when pg-boss has
 * expired their job, they are marked failed so the run log and "Buscar ahora" stop waiting for them. Answers their ids.
 */
export async function failLostRuns(db: Db): Promise<number[]> {
  const rows = await db
    .update(searchRuns)
    .set({ status: 'failed', error: LOST_RUN_ERROR, finishedAt: sql`now()` })
    .where(and(eq(searchRuns.status, 'running'), sql`${searchRuns.startedAt} < now() - make_interval(secs => ${RUN_TIME_LIMIT_SECONDS})`))
    .returning({ id: searchRuns.id });
  return rows.map((row) => row.id);
}

/** Queues one scheduled run per claimed search (the job's singleton key folds a run asked for twice into one). */
export async function queueRuns(queue: JobQueue, searchIds: number[]) {
  for (const searchId of searchIds) await runSearchJob.send(queue, { searchId, trigger: 'schedule' });
}

export class Scheduler {
  private readonly loop: PollLoop;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    onError: (error: unknown) => void,
  ) {
    this.loop = new PollLoop(async () => void (await this.tick()), onError);
  }

  /** Ends lost runs, then claims and queues the due searches (answers their ids). */
  async tick(): Promise<number[]> {
    await failLostRuns(this.db);
    const claimed = await claimDueSearches(this.db);
    await queueRuns(this.queue, claimed);
    return claimed;
  }

  start(intervalMs: number) {
    this.loop.start(intervalMs);
  }

  stop() {
    return this.loop.stop();
  }
}
