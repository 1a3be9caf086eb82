import type { FastifyBaseLogger } from 'fastify';
import { hireDeadlinesJob } from './jobs/hire-deadlines.job.js';
import type { JobQueue } from './jobs/job-queue.js';
import { PeriodicJob } from './jobs/periodic-job.js';
import { planRenewalsJob } from './jobs/plan-renewals.job.js';
import { reconcilePaymentsJob } from './jobs/reconcile-payments.job.js';
import { sessionPurgeJob } from './jobs/session-purge.job.js';
import { RECONCILE_OFFER_MS } from './money/payments/reconciliation.js';

/** Who each clock runs, from the areas (modules.ts hands them over). */
export type ClockSweeps = {
  hires: { sweepDeadlines(): Promise<unknown> };
  plans: { sweepRenewals(): Promise<unknown> };
  reconciliation: { run(): Promise<unknown> };
  sessions: { purgeEndedSessions(): Promise<unknown> };
};

/** The sweeps that run by themselves; main.ts starts them on worker processes. */
export function createClocks(queue: JobQueue, schedulerIntervalMs: number, sweeps: ClockSweeps, log: Pick<FastifyBaseLogger, 'error'>): PeriodicJob[] {
  const failed = (what: string) => (error: unknown) => log.error({ err: error }, `${what} failed`);
  return [
    // 72 h to accept, 7 days to decide, unpaid checkouts.
    new PeriodicJob({ job: hireDeadlinesJob, queue, run: () => sweeps.hires.sweepDeadlines(), intervalMs: schedulerIntervalMs, onError: failed('hire clock') }),
    // Local plans renew monthly, cancelled ones end.
    new PeriodicJob({ job: planRenewalsJob, queue, run: () => sweeps.plans.sweepRenewals(), intervalMs: schedulerIntervalMs, onError: failed('plan clock') }),
    // Offered hourly; the job's half-day singleton keeps it to two runs a day.
    new PeriodicJob({
      job: reconcilePaymentsJob,
      queue,
      run: () => sweeps.reconciliation.run(),
      intervalMs: RECONCILE_OFFER_MS,
      onError: failed('payment reconciliation'),
    }),
    // Sessions that ended 30+ days ago; offered hourly, run twice a day.
    new PeriodicJob({
      job: sessionPurgeJob,
      queue,
      run: () => sweeps.sessions.purgeEndedSessions(),
      intervalMs: RECONCILE_OFFER_MS,
      onError: failed('session purge'),
    }),
  ];
}
