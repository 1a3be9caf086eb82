import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SourcePollsResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/Sources/polls → every poll location with its last good read, last error, counts and next read. */
export function getSourcePolls(): Promise<SourcePollsResponse> {
  return api.get<SourcePollsResponse>('/api/Sources/polls');
}

export function useSourcePolls() {
  return useQuery(queryOptions({ queryKey: adminKeys.sources, queryFn: getSourcePolls, staleTime: 0, refetchInterval: 60_000 }));
}
