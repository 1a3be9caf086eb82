import { QUEUES, type JobQueue } from './job-queue.js';

/** pg-boss caps a singleton window at its archive interval (12 hours by default). */
const HALF_DAY_SECONDS = 12 * 60 * 60;

/**
 * The reconciliation with the payment provider, twice a day: the singleton window is half a day, so however
 * many workers tick and however often, one run is queued per window (a run is idempotent; twice is harmless).
 */
export const reconcilePaymentsJob = {
  queue: QUEUES.reconcilePayments,

  async send(queue: JobQueue): Promise<void> {
    await queue.send(QUEUES.reconcilePayments, {}, { singletonKey: 'reconcile', singletonSeconds: HALF_DAY_SECONDS, retryLimit: 3 });
  },

  async work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void> {
    await queue.work<unknown>(QUEUES.reconcilePayments, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      await handler();
    });
  },
};
