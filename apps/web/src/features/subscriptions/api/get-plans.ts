import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';

/** GET /api/Subscription/plans (public) → Free, Plus and Pro with price, limits and what each includes. */
export function getPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  return api.get<SubscriptionPlan[]>('/api/Subscription/plans', { signal });
}

export const plansQueryOptions = queryOptions({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => getPlans(signal) });

export function usePlans() {
  return useQuery(plansQueryOptions);
}
