import type { JobQueue } from '../../jobs/job-queue.js';
import { hireDeadlinesJob } from '../../jobs/hire-deadlines.job.js';
import type { HiresService } from './hires.service.js';

/** Queues a deadline sweep every interval and works the queue (72 h to accept, 7 days to decide, unpaid checkouts). */
export class HireClock {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly hires: Pick<HiresService, 'sweepDeadlines'>,
    private readonly queue: JobQueue,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(intervalMs: number) {
    await hireDeadlinesJob.work(this.queue, () => this.hires.sweepDeadlines());
    const tick = () => void hireDeadlinesJob.send(this.queue).catch(this.onError);
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
