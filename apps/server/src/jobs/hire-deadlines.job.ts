import { QUEUES, type JobQueue } from './job-queue.js';

/**
 * The hire clock's job: one sweep of the hires whose state ends by itself. A singleton per minute keeps
 * several workers' timers from queueing more than one sweep; the sweep itself moves each hire once.
 */
const SWEEP_SINGLETON_SECONDS = 60;

export const hireDeadlinesJob = {
  queue: QUEUES.hireDeadlines,

  async send(queue: JobQueue): Promise<void> {
    await queue.send(QUEUES.hireDeadlines, {}, { singletonKey: 'sweep', singletonSeconds: SWEEP_SINGLETON_SECONDS, retryLimit: 2 });
  },

  async work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void> {
    await queue.work<unknown>(QUEUES.hireDeadlines, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
      await handler();
    });
  },
};
