import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';

/** GET /api/Subscription/details → the current plan, its status and period, active-search usage and the plan charges. */
export function getSubscriptionDetails(signal?: AbortSignal): Promise<SubscriptionDetails> {
  return api.get<SubscriptionDetails>('/api/Subscription/details', { signal });
}

/** Read fresh whenever the page opens: a checkout or the plan clock may have changed it. */
export const subscriptionDetailsQueryOptions = queryOptions({
  queryKey: subscriptionKeys.details,
  queryFn: ({ signal }) => getSubscriptionDetails(signal),
  staleTime: 0,
});

export function useSubscriptionDetails() {
  return useQuery(subscriptionDetailsQueryOptions);
}
