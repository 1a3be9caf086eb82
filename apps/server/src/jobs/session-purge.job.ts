import { QUEUES } from './job-queue.js';
import { HALF_DAY_SECONDS, sweepJob } from './periodic-job.js';

/** The purge of ended sessions (AuthService.purgeEndedSessions): one run per half-day window, whoever offers it. */
export const sessionPurgeJob = sweepJob(QUEUES.sessionPurge, {
  singletonKey: 'purge',
  singletonSeconds: HALF_DAY_SECONDS,
  retryLimit: 3,
  pollingIntervalSeconds: 60,
});
