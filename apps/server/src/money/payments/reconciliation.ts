import type { FastifyBaseLogger } from 'fastify';

/** How often the reconciliation job is offered to the queue (its singleton window makes it twice a day). */
export const RECONCILE_OFFER_MS = 60 * 60 * 1000;

export type ReconciliationPorts = {
  checkouts: { reconcilePending(now: Date): Promise<{ paid: number; expired: number }> };
  payouts: { retryPayouts(): Promise<number> };
  /** Payments marked `refund_due` whose refund at the provider failed (decision 027). */
  refunds: { retryRefunds(): Promise<number> };
};

/**
 * What the provider knows and we may have missed (docs/payments.md, "How others got it wrong"): checkouts
 * whose webhook never came, released hires whose transfer to the expert failed, and refunds the provider refused.
 */
export class PaymentsReconciliation {
  constructor(
    private readonly ports: ReconciliationPorts,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run() {
    const checkouts = await this.ports.checkouts.reconcilePending(this.now());
    const payouts = await this.ports.payouts.retryPayouts();
    const refunds = await this.ports.refunds.retryRefunds();
    if (checkouts.paid || checkouts.expired || payouts || refunds) this.log.info({ checkouts, payouts, refunds }, 'payments reconciled with the provider');
    return { checkouts, payouts, refunds };
  }
}
