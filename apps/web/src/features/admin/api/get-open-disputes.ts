import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenDispute } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/Dispute/open → open disputes, then hires waiting for the customer's decision. */
export function getOpenDisputes(): Promise<OpenDispute[]> {
  return api.get<OpenDispute[]>('/api/Dispute/open');
}

export function useOpenDisputes() {
  return useQuery(queryOptions({ queryKey: adminKeys.disputes, queryFn: getOpenDisputes, staleTime: 0 }));
}
