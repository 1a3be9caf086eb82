import type { Hire, HireStatus } from '@ojeador/shared';
import type { HiresRepository, HireUpdate } from './hires.repository.js';

/** The moment a hire entered `status`, in the column that records it. */
export function timestampsFor(status: HireStatus, now: Date): HireUpdate {
  switch (status) {
    case 'pending':
      return {};
    case 'accepted':
      return { acceptedAt: now };
    case 'awaiting_client_decision':
      return { finalizedAt: now, reminderSentAt: null };
    case 'completed':
      return { completedAt: now };
    case 'disputed':
      return { disputedAt: now };
    case 'dispute_resolved':
      return { resolvedAt: now };
    case 'cancelled':
      return { cancelledAt: now };
    default:
      return {};
  }
}

/** A hire row and its parties as the API's `Hire`. */
export function toHire(row: Awaited<ReturnType<HiresRepository['list']>>[number]): Hire {
  const { hire } = row;
  return {
    id: hire.id,
    status: hire.status,
    createdAt: hire.createdAt.toISOString(),
    amount: hire.amountCents / 100,
    searchId: hire.searchId,
    searchTitle: row.searchTitle,
    client: row.client,
    expert: row.expert,
    service: row.service,
    deadline: hire.deadlineAt?.toISOString() ?? null,
  };
}
