import { useQuery } from '@tanstack/react-query';
import type { SearchRunStatus } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/** While a run is queued or running the status is asked this often; it stops once the run ended. */
export const RUN_STATUS_POLL_MS = 500;

export const runStatusKey = (id: number) => [...searchKeys.detail(id), 'run'] as const;

const ongoing = (status: SearchRunStatus | undefined) => status?.state === 'queued' || status?.state === 'running';

/** GET /api/Search/{id}/runs/latest, polled only while `following` and the run has not ended. */
export function useRunStatus(id: number, following: boolean) {
  return useQuery({
    queryKey: runStatusKey(id),
    queryFn: () => api.get<SearchRunStatus>(`/api/Search/${id}/runs/latest`),
    enabled: following,
    gcTime: 0,
    refetchInterval: (query) => (following && (query.state.data === undefined || ongoing(query.state.data)) ? RUN_STATUS_POLL_MS : false),
  });
}
