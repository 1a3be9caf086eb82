import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSearchRequest, SearchDetail } from '@ojeador/shared';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTION_LIMITS_KEY } from './get-subscription-limits';

/** The searches lists (GET /api/Search and friends) are cached under this prefix. */
export const SEARCHES_KEY = ['searches'] as const;

/** POST /api/Search { title, description, category, frequency, isActive, startDate, parameters } → 201 SearchDetail */
export function createSearch(body: CreateSearchRequest): Promise<SearchDetail> {
  return api.post<SearchDetail>('/api/Search', body);
}

/** Creates the search and refreshes the active-search count and the searches lists. */
export function useCreateSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSearch,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LIMITS_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCHES_KEY }),
      ]),
  });
}
