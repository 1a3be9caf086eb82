import { QUEUES } from './job-queue.js';
import { sweepJob } from './periodic-job.js';

/**
 * The plan clock's job: one sweep of the subscriptions whose paid period is over (local renewals and ends).
 * A singleton per minute keeps several workers' timers from queueing more than one sweep.
 */
export const planRenewalsJob = sweepJob(QUEUES.planRenewals, { singletonKey: 'sweep', singletonSeconds: 60, retryLimit: 2, pollingIntervalSeconds: 5 });
