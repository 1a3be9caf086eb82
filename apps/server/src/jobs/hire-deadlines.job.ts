import { QUEUES } from './job-queue.js';
import { sweepJob } from './periodic-job.js';

/**
 * The hire clock's job: one sweep of the hires whose state ends by itself. A singleton per minute keeps
 * several workers' timers from queueing more than one sweep; the sweep itself moves each hire once.
 */
export const hireDeadlinesJob = sweepJob(QUEUES.hireDeadlines, { singletonKey: 'sweep', singletonSeconds: 60, retryLimit: 2, pollingIntervalSeconds: 5 });
