import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertTerms } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/Experts/terms: the platform's commission and whether earnings reach the expert's bank. */
export const getExpertTerms = () => api.get<ExpertTerms>('/api/Experts/terms', { auth: false });

export function useExpertTerms() {
  return useQuery(queryOptions({ queryKey: ['expert-terms'], queryFn: getExpertTerms, staleTime: Infinity }));
}
