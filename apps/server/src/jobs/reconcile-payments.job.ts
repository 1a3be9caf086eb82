import { QUEUES } from './job-queue.js';
import { HALF_DAY_SECONDS, sweepJob } from './periodic-job.js';

/**
 * The reconciliation with the payment provider, twice a day: the singleton window is half a day, so however
 * many workers tick and however often, one run is queued per window (a run is idempotent; twice is harmless).
 */
export const reconcilePaymentsJob = sweepJob(QUEUES.reconcilePayments, {
  singletonKey: 'reconcile',
  singletonSeconds: HALF_DAY_SECONDS,
  retryLimit: 3,
  pollingIntervalSeconds: 30,
});
