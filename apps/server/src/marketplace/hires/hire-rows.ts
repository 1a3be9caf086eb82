import { Cents, categoryCode, serviceTypeCode } from '@ojeador/shared';
import { HIRE_STATE_FACTS, type Hire, type HireStatus, type HireTimestampColumn } from '@ojeador/shared';
import type { HiresRepository, HireUpdate } from './hires.repository.js';

/**
 * The moment a hire entered `status`, in the column the state's facts name; entering a state with a reminder
 * clears the last one, so each stay is reminded once.
 */
export function timestampsFor(status: HireStatus, now: Date): HireUpdate {
  const facts: { enteredAt: HireTimestampColumn | null; reminderHoursBefore?: number } = HIRE_STATE_FACTS[status];
  const fields: HireUpdate = facts.enteredAt ? { [facts.enteredAt]: now } : {};
  if (facts.reminderHoursBefore !== undefined) fields.reminderSentAt = null;
  return fields;
}

/** A hire row and its parties as the API's `Hire`. */
type ListRow = Awaited<ReturnType<HiresRepository['list']>>[number];

export function toHire(row: Omit<ListRow, 'client'> & { client: { id: number; name: string; email?: string } }): Hire {
  const { hire } = row;
  return {
    id: hire.id,
    status: hire.status,
    createdAt: hire.createdAt.toISOString(),
    amount: Cents.toEuros(hire.amountCents),
    searchId: hire.searchId,
    searchTitle: row.searchTitle,
    client: row.client,
    expert: row.expert,
    service: { ...row.service, categoryCode: categoryCode(row.service.categoryId), serviceTypeCode: serviceTypeCode(row.service.serviceTypeId) },
    deadline: hire.deadlineAt?.toISOString() ?? null,
    ad: hire.adId !== null && row.adTitle !== null ? { id: hire.adId, title: row.adTitle } : null,
  };
}
