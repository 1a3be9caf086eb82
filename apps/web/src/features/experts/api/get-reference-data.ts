import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { categoriesQueryOptions } from '@/lib/queries/categories';

/** GET /api/ServiceType for the new-service form; only this feature asks for it. */
export const getServiceTypes = () => api.get<ServiceType[]>('/api/ServiceType', { auth: false });

/** The categories through their one owner, lib/queries/categories (same key, same fetcher everywhere). */
export function useCategoryOptions() {
  return useQuery(categoriesQueryOptions);
}

export function useServiceTypeOptions() {
  return useQuery(queryOptions({ queryKey: ['service-types'], queryFn: getServiceTypes, staleTime: Infinity }));
}
