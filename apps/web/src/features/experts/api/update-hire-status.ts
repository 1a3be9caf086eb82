import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { hireKeys } from '@/lib/queries/hire-keys';
import { searchKeys } from '@/lib/queries/search-keys';
import { expertProfileKey } from './get-expert-profile';

export type HireStatusChange = 'Accepted' | 'Cancelled';

/**
 * PUT /api/SearchHire/{id}/status { status: 'Accepted' } or { status: 'Cancelled', reason } → { id, status, message }
 * (400 without a reason for Cancelled, 409 HIRE_STATE when no longer pending).
 */
export function updateHireStatus({ hireId, status, reason }: { hireId: number; status: HireStatusChange; reason?: string }): Promise<HireActionResponse> {
  return api.put<HireActionResponse>(`/api/SearchHire/${hireId}/status`, status === 'Cancelled' ? { status, reason } : { status });
}

/** Whatever the answer, the list is read again: a refused change means the hire moved on meanwhile. */
export function useUpdateHireStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHireStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hireKeys.all }),
        queryClient.invalidateQueries({ queryKey: expertProfileKey }),
        queryClient.invalidateQueries({ queryKey: searchKeys.all }),
      ]),
  });
}
