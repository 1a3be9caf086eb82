import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hire } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { hireKeys } from '@/lib/queries/hire-keys';

/** GET /api/SearchHire/expert → the expert's hires, newest first (the panel's Contrataciones tab). */
export function getExpertHires(signal?: AbortSignal): Promise<Hire[]> {
  return api.get<Hire[]>('/api/SearchHire/expert', { signal });
}

export const expertHiresQueryOptions = queryOptions({
  queryKey: hireKeys.expert,
  queryFn: ({ signal }) => getExpertHires(signal),
  // A hire waiting for an answer expires by itself after 72 hours: the list is read again when the tab opens.
  staleTime: 0,
});

/** `enabled`: false for a user who is not an expert (the call would answer 403). */
export function useExpertHires(enabled = true) {
  return useQuery({ ...expertHiresQueryOptions, enabled });
}
