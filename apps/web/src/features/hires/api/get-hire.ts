import { useQuery } from '@tanstack/react-query';
import type { HireDetail } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { hireKeys } from '@/lib/queries/hire-keys';

/** GET /api/SearchHire/{id} → one hire for its customer, its expert or the admin, also once its search is deleted. */
export function useHire(hireId: number) {
  return useQuery({
    queryKey: [...hireKeys.all, 'detail', hireId] as const,
    queryFn: ({ signal }) => api.get<HireDetail>(`/api/SearchHire/${hireId}`, { signal }),
  });
}
