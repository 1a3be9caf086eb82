import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchService } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** Every expert's service list; invalidating it refreshes them all. */
export const allExpertServicesKey = ['expert-services'] as const;
export const expertServicesKey = (expertProfileId: number) => [...allExpertServicesKey, expertProfileId] as const;

/** GET /api/SearchService/expert/{expertProfileId}: the expert's own services (inactive ones too). */
export function getExpertServices(expertProfileId: number): Promise<SearchService[]> {
  return api.get<SearchService[]>(`/api/SearchService/expert/${expertProfileId}`);
}

export function useExpertServices(expertProfileId: number) {
  return useQuery(queryOptions({ queryKey: expertServicesKey(expertProfileId), queryFn: () => getExpertServices(expertProfileId) }));
}
