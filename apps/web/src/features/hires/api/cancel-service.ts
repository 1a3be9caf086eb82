import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/cancel-service {SearchHireId} (the hired expert gives up): the customer is refunded. */
export function cancelService(hireId: number): Promise<HireActionResponse> {
  return api.post<HireActionResponse>('/api/Subscription/cancel-service', { SearchHireId: hireId });
}

export function useCancelService() {
  return useMutation({ mutationFn: cancelService });
}
