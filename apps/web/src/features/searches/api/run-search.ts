import { useMutation } from '@tanstack/react-query';
import type { RunSearchResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Search/{id}/run → 202 { queued: true }; 429 with a Spanish message within 30 s of the last one. */
export function runSearch(id: number): Promise<RunSearchResponse> {
  return api.post<RunSearchResponse>(`/api/Search/${id}/run`);
}

export function useRunSearch() {
  return useMutation({ mutationFn: runSearch });
}
