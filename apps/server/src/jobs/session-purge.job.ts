import { QUEUES, type JobQueue } from './job-queue.js';

/** pg-boss caps a singleton window at its archive interval (12 hours by default). */
const HALF_DAY_SECONDS = 12 * 60 * 60;

/** The purge of ended sessions (AuthService.purgeEndedSessions): one run per half-day window, whoever offers it. */
export const sessionPurgeJob = {
  queue: QUEUES.sessionPurge,

  async send(queue: JobQueue): Promise<void> {
    await queue.send(QUEUES.sessionPurge, {}, { singletonKey: 'purge', singletonSeconds: HALF_DAY_SECONDS, retryLimit: 3 });
  },

  async work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void> {
    await queue.work<unknown>(QUEUES.sessionPurge, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
      await handler();
    });
  },
};
