import { useQuery } from '@tanstack/react-query';
import type { HireMessageThread } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/SearchHire/{id}/messages as the admin reads it in a dispute (reading does not mark anything read). */
export function useDisputeMessages(hireId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'hire-messages', hireId],
    queryFn: ({ signal }) => api.get<HireMessageThread>(`/api/SearchHire/${hireId}/messages`, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
