import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import { reconcilePaymentsJob } from '../../jobs/reconcile-payments.job.js';

export type ReconciliationPorts = {
  checkouts: { reconcilePending(now: Date): Promise<{ paid: number; expired: number }> };
  payouts: { retryPayouts(): Promise<number> };
};

/**
 * What the provider knows and we may have missed (payments-notes.md, "How others got it wrong"): checkouts
 * whose webhook never came, and released hires whose transfer to the expert failed.
 */
export class PaymentsReconciliation {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ports: ReconciliationPorts,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run() {
    const checkouts = await this.ports.checkouts.reconcilePending(this.now());
    const payouts = await this.ports.payouts.retryPayouts();
    if (checkouts.paid || checkouts.expired || payouts) this.log.info({ checkouts, payouts }, 'payments reconciled with the provider');
    return { checkouts, payouts };
  }

  /** Works the job and offers it every hour; the job's half-day singleton keeps it to two runs a day. */
  async start(queue: JobQueue, tickMs = 60 * 60 * 1000) {
    await reconcilePaymentsJob.work(queue, () => this.run());
    const tick = () => void reconcilePaymentsJob.send(queue).catch((error) => this.log.error({ err: error }, 'reconciliation not queued'));
    tick();
    this.timer = setInterval(tick, tickMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
