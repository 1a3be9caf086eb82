import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/complete-service {SearchHireId, ClientApproved: true} (the customer approves) → the hire, completed. */
export function completeService(hireId: number): Promise<HireActionResponse> {
  return api.post<HireActionResponse>('/api/Subscription/complete-service', { SearchHireId: hireId, ClientApproved: true });
}

export function useCompleteService() {
  return useMutation({ mutationFn: completeService });
}
