import type { JobQueue } from './job-queue.js';

/** A job definition (`*.job.ts`) whose `send` is a singleton, so offers from several processes make one run. */
export interface SweepJob {
  send(queue: JobQueue): Promise<void>;
  work(queue: JobQueue, handler: () => Promise<unknown>): Promise<void>;
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
