import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSearchRequest, SearchDetail } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';
import { SUBSCRIPTION_LIMITS_KEY } from '@/lib/queries/subscription-limits';

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
      Promise.all([queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_LIMITS_KEY }), queryClient.invalidateQueries({ queryKey: searchKeys.all })]),
  });
}
