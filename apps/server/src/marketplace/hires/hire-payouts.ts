import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService } from '../../money/index.js';
import { expertShareOf, payoutPosting } from './hire-money.js';
import type { HireRow, HiresRepository } from './hires.repository.js';

export type HirePayoutsDeps = {
  repository: Pick<HiresRepository, 'find' | 'expertAccount' | 'findDispute'>;
  ledger: Pick<LedgerService, 'postAlone' | 'releasedWithoutPayout'>;
  payments: Pick<PaymentsProvider, 'canTransfer' | 'transfer'>;
  commissionPercent: number;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** The expert's share of a released hire (or of their part of a split), sent to their Stripe connected account. */
export class HirePayouts {
  constructor(private readonly deps: HirePayoutsDeps) {}

  /** A provider that transfers only: the expert's share to their connected account, once per hire (idempotency key = hire id). */
  async pay(hire: HireRow): Promise<boolean> {
    if (!this.deps.payments.canTransfer) return false;
    const account = await this.deps.repository.expertAccount(hire.expertId);
    if (!account) return false;
    // A dispute resolved with a split pays the expert's part only.
    const expertCents = (await this.deps.repository.findDispute(hire.id))?.splitExpertCents ?? hire.amountCents;
    const share = expertShareOf(expertCents, this.deps.commissionPercent);
    if (share <= 0) return false;
    try {
      await this.deps.payments.transfer({ hireId: hire.id, amountCents: share, destinationAccountId: account, transferGroup: `hire_${hire.id}` });
      await this.deps.ledger.postAlone(payoutPosting(hire, share));
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, hireId: hire.id }, 'transfer to the expert failed; the daily reconciliation retries it');
      return false;
    }
  }

  /**
   * Released hires whose transfer failed or never ran are paid now (the transfer's idempotency key makes a retry of
   * a transfer Stripe did make a no-op). Answers how many.
   */
  async retry(limit = 100): Promise<number> {
    if (!this.deps.payments.canTransfer) return 0;
    let paid = 0;
    for (const hireId of await this.deps.ledger.releasedWithoutPayout(limit)) {
      const hire = await this.deps.repository.find(hireId);
      if (hire && (await this.pay(hire))) paid += 1;
    }
    return paid;
  }
}
