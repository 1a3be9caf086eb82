import type { JobQueue } from '../../jobs/job-queue.js';
import { planRenewalsJob } from '../../jobs/plan-renewals.job.js';
import type { BillingService } from './billing.service.js';

/** Queues a renewal sweep every interval and works the queue: local plans renew monthly, cancelled ones end. */
export class PlanClock {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly billing: Pick<BillingService, 'sweepRenewals'>,
    private readonly queue: JobQueue,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(intervalMs: number) {
    await planRenewalsJob.work(this.queue, () => this.billing.sweepRenewals());
    const tick = () => void planRenewalsJob.send(this.queue).catch(this.onError);
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
