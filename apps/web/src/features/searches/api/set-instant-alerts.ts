import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstantAlertsResponse, SearchDetail } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';

/**
 * PUT /api/Search/{id}/instant-alerts {enabled} → {instantAlerts}. Owner or admin; 409 PLAN_REQUIRED when turning it
 * on for a Free plan, 403 for the hired expert, 404 when the search is gone.
 */
export function setInstantAlerts(id: number, enabled: boolean): Promise<InstantAlertsResponse> {
  return api.put<InstantAlertsResponse>(`/api/Search/${id}/instant-alerts`, { enabled });
}

type Context = { previous: SearchDetail | undefined };

/** Shows the switch's new position at once and puts the previous search back when the server refuses it. */
export function useSetInstantAlerts(searchId: number) {
  const queryClient = useQueryClient();
  // Exact: the detail key prefixes the run status and the near misses, which this change leaves alone.
  const key = { queryKey: searchKeys.detail(searchId), exact: true };
  const write = (change: (search: SearchDetail) => SearchDetail) =>
    queryClient.setQueryData<SearchDetail>(searchKeys.detail(searchId), (search) => (search ? change(search) : search));
  return useMutation<InstantAlertsResponse, Error, boolean, Context>({
    mutationFn: (enabled) => setInstantAlerts(searchId, enabled),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries(key);
      const previous = queryClient.getQueryData<SearchDetail>(searchKeys.detail(searchId));
      write((search) => ({ ...search, instantAlerts: enabled }));
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(searchKeys.detail(searchId), context.previous);
    },
    onSuccess: ({ instantAlerts }) => write((search) => ({ ...search, instantAlerts })),
    // The plan may have changed meanwhile (instantAlertsAvailable): read the search again.
    onSettled: () => void queryClient.invalidateQueries(key),
  });
}
