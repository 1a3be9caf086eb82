import { useQuery } from '@tanstack/react-query';
import type { DisputeDetails } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/Dispute/details/{searchHireId} → reason, resolution, status, side (the customer, the expert or the admin). */
export function getDisputeDetails(hireId: number, signal?: AbortSignal): Promise<DisputeDetails> {
  return api.get<DisputeDetails>(`/api/Dispute/details/${hireId}`, { signal });
}

/** Spec: no caching, no retry. */
export function useDisputeDetails(hireId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['dispute', hireId],
    queryFn: ({ signal }) => getDisputeDetails(hireId as number, signal),
    enabled: enabled && hireId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
