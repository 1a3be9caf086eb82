import { QUEUES, type JobQueue } from './job-queue.js';

/**
 * The plan clock's job: one sweep of the subscriptions whose paid period is over (local renewals and ends).
 * A singleton per minute keeps several workers' timers from queueing more than one sweep.
 */
const SWEEP_SINGLETON_SECONDS = 60;

export const planRenewalsJob = {
  queue: QUEUES.planRenewals,

  async send(queue: JobQueue): Promise<void> {
    await queue.send(QUEUES.planRenewals, {}, { singletonKey: 'sweep', singletonSeconds: SWEEP_SINGLETON_SECONDS, retryLimit: 2 });
  },

  async work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void> {
    await queue.work<unknown>(QUEUES.planRenewals, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
      await handler();
    });
  },
};
