import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@ojeador/shared';

/** Spec defaults: data fresh for 5 minutes, 1 retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
