import type { JobQueue, QueueName } from './job-queue.js';

/** A job definition (`*.job.ts`) whose `send` is a singleton, so offers from several processes make one run. */
export interface SweepJob {
  send(queue: JobQueue): Promise<void>;
  work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void>;
}

/** pg-boss caps a singleton window at its archive interval (12 hours by default). */
export const HALF_DAY_SECONDS = 12 * 60 * 60;

/**
 * A sweep's job on its queue: `send` offers it as a singleton, so however many workers tick and however often, one
 * run is queued per `singletonSeconds` window; `work` runs it one at a time.
 */
export function sweepJob(
  queue: QueueName,
  options: { singletonKey: string; singletonSeconds: number; retryLimit: number; pollingIntervalSeconds: number },
): SweepJob & { queue: QueueName } {
  const { singletonKey, singletonSeconds, retryLimit, pollingIntervalSeconds } = options;
  return {
    queue,
    async send(jobs) {
      await jobs.send(queue, {}, { singletonKey, singletonSeconds, retryLimit });
    },
    async work(jobs, handler) {
      await jobs.work<unknown>(queue, { batchSize: 1, pollingIntervalSeconds }, async () => {
        await handler();
      });
    },
  };
}

export interface PeriodicJobOptions {
  job: SweepJob;
  queue: JobQueue;
  /** One run of the sweep. */
  run: () => Promise<unknown>;
  intervalMs: number;
  onError: (error: unknown) => void;
}

/**
 * A sweep that runs by itself (hire deadlines, plan renewals, payment reconciliation): `start` works the job's queue
 * and offers the job now and every interval; `stop` ends the offers (the queue stops its workers on shutdown).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PeriodicJobOptions) {}

  async start(): Promise<void> {
    const { job, queue, run, intervalMs, onError } = this.options;
    await job.work(queue, run);
    const offer = () => void job.send(queue).catch(onError);
    offer();
    this.timer = setInterval(offer, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
