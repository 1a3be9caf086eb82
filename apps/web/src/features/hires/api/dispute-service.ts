import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/dispute-service {SearchHireId, Reason} (the customer) → the hire, disputed. */
export function disputeService({ hireId, reason }: { hireId: number; reason: string }): Promise<HireActionResponse> {
  return api.post<HireActionResponse>('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: reason });
}

export function useDisputeService() {
  return useMutation({ mutationFn: disputeService });
}
