import { useMutation } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/SearchHire/{id}/withdraw: the customer takes back a request not accepted yet; the hold returns to the balance. */
export function withdrawHire(hireId: number): Promise<HireActionResponse> {
  return api.post<HireActionResponse>(`/api/SearchHire/${hireId}/withdraw`);
}

export function useWithdrawHire() {
  return useMutation({ mutationFn: withdrawHire });
}
