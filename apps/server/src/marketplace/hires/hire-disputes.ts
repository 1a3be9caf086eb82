import { HIRE_MESSAGES, type DisputeDetails, type OpenDispute, Cents } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import { seesHire } from './hire-access.js';
import type { HiresRepository } from './hires.repository.js';

const OPEN_DISPUTES_LIMIT = 500;

/** What is read of disputes: one hire's, for its parties and the admin, and the admin's list. */
export class HireDisputes {
  constructor(private readonly repository: Pick<HiresRepository, 'find' | 'findDispute' | 'awaitingDecision'>) {}

  async disputeDetails(user: CurrentUser, hireId: number): Promise<DisputeDetails> {
    const hire = await this.repository.find(hireId);
    if (!hire || !seesHire(user, hire)) throw notFound(HIRE_MESSAGES.hireNotFound);
    const dispute = await this.repository.findDispute(hireId);
    if (!dispute) throw notFound(HIRE_MESSAGES.disputeNotFound);
    return {
      searchHireId: hireId,
      reason: dispute.reason,
      resolution: dispute.resolution ?? '',
      status: dispute.status,
      resolvedInFavorOfClient: dispute.resolvedInFavorOfClient,
      split:
        dispute.splitClientCents === null || dispute.splitExpertCents === null
          ? null
          : { clientRefund: Cents.toEuros(dispute.splitClientCents), expertPayout: Cents.toEuros(dispute.splitExpertCents) },
      createdAt: dispute.createdAt.toISOString(),
    };
  }

  /** Admin: open disputes first, then hires waiting for the customer's decision, each the longest waiting first. */
  async openDisputes(): Promise<OpenDispute[]> {
    const rows = await this.repository.awaitingDecision(OPEN_DISPUTES_LIMIT);
    const items = rows.map(({ hire, searchTitle, clientName, expertName, reason }) => ({
      searchHireId: hire.id,
      searchId: hire.searchId,
      searchTitle,
      status: hire.status,
      clientName,
      expertName,
      amount: Cents.toEuros(hire.amountCents),
      reason,
      since: (hire.status === 'disputed' ? (hire.disputedAt ?? hire.createdAt) : (hire.finalizedAt ?? hire.createdAt)).toISOString(),
      deadlineAt: hire.deadlineAt?.toISOString() ?? null,
    }));
    return [...items.filter((item) => item.status === 'disputed'), ...items.filter((item) => item.status !== 'disputed')];
  }
}
