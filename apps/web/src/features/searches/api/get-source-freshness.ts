import { useQuery } from '@tanstack/react-query';
import type { SourcesFreshnessResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** The sources are read every couple of minutes; the line is asked again this often. */
export const SOURCE_FRESHNESS_REFETCH_MS = 60_000;

export const sourceFreshnessKey = ['sources', 'freshness'] as const;

/** GET /api/Sources/freshness → per source, when it was last read and when it is read next (any signed-in user). */
export function getSourceFreshness(signal?: AbortSignal): Promise<SourcesFreshnessResponse> {
  return api.get<SourcesFreshnessResponse>('/api/Sources/freshness', { signal });
}

export function useSourceFreshness() {
  return useQuery({
    queryKey: sourceFreshnessKey,
    queryFn: ({ signal }) => getSourceFreshness(signal),
    refetchInterval: SOURCE_FRESHNESS_REFETCH_MS,
    retry: 1,
  });
}
