import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export const QUEUES = {
  deliverMessage: 'deliver-message',
  runSearch: 'run-search',
  hireDeadlines: 'hire-deadlines',
  reconcilePayments: 'reconcile-payments',
  planRenewals: 'plan-renewals',
  sessionPurge: 'session-purge',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobQueue = PgBoss;

/** A job active longer than this is expired by pg-boss (failed, then retried): the longest one attempt may take. */
export const JOB_EXPIRE_IN_SECONDS = 120;

const running = new WeakSet<JobQueue>();

/** Whether the queue started and has not stopped since (pg-boss keeps that state private; its events tell it). */
export const queueRunning = (queue: JobQueue): boolean => running.has(queue);

/** pg-boss on the same database: through our connection on PGlite, its own pool on PostgreSQL. */
export async function startJobQueue(database: Database, options: { supervise?: boolean } = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(database.connectionString ? { connectionString: database.connectionString, max: 4 } : { db: { executeSql: database.executeSql } }),
    schema: 'pgboss',
    supervise: options.supervise ?? true,
    schedule: false,
  });
  boss.on('error', (error) => console.error('[pg-boss]', error));
  // pg-boss installs its schema and queues with DDL: two processes starting together would deadlock.
  const underLock = database.withStartupLock ?? (<T>(work: () => Promise<T>) => work());
  await underLock(async () => {
    await boss.start();
    for (const name of Object.values(QUEUES)) {
      if (await boss.getQueue(name)) continue;
      await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: JOB_EXPIRE_IN_SECONDS });
    }
  });
  running.add(boss);
  boss.once('stopped', () => running.delete(boss));
  return boss;
}

/** Jobs waiting (created or retrying) and running in each of our queues, read when /metrics is scraped. */
export async function queueDepths(queue: JobQueue): Promise<{ queue: string; queued: number; active: number }[]> {
  return Promise.all(
    Object.values(QUEUES).map(async (name) => {
      const queued = (await queue.getQueueSize(name)) ?? 0;
      const unfinished = (await queue.getQueueSize(name, { before: 'completed' })) ?? 0;
      return { queue: name, queued, active: unfinished - queued };
    }),
  );
}
