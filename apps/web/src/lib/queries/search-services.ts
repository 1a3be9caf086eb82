import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchService } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/SearchService?categoryId&serviceTypeId → the active expert offers for that pair. */
export function getSearchServices(categoryId: number, serviceTypeId: number): Promise<SearchService[]> {
  const query = new URLSearchParams({ categoryId: String(categoryId), serviceTypeId: String(serviceTypeId) });
  return api.get<SearchService[]>(`/api/SearchService?${query.toString()}`);
}

export function searchServicesQueryOptions(categoryId: number, serviceTypeId: number) {
  return queryOptions({
    queryKey: ['search-services', categoryId, serviceTypeId],
    queryFn: () => getSearchServices(categoryId, serviceTypeId),
    enabled: categoryId > 0 && serviceTypeId > 0,
  });
}

export function useSearchServices(categoryId: number, serviceTypeId: number) {
  return useQuery(searchServicesQueryOptions(categoryId, serviceTypeId));
}
