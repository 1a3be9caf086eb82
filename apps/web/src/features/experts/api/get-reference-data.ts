import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, ServiceType } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/Categories and GET /api/ServiceType for the new-service form. */
export const getCategories = () => api.get<Category[]>('/api/Categories', { auth: false });
export const getServiceTypes = () => api.get<ServiceType[]>('/api/ServiceType', { auth: false });

export function useCategoryOptions() {
  return useQuery(queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: Infinity }));
}

export function useServiceTypeOptions() {
  return useQuery(queryOptions({ queryKey: ['service-types'], queryFn: getServiceTypes, staleTime: Infinity }));
}
