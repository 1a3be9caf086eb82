import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MAX_SEARCHES, DEFAULT_MIN_SEARCH_INTERVAL_HOURS, type SubscriptionLimits } from '@ojeador/shared';
import { api } from '@/lib/api-client';

function whole(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * GET /api/Subscription/limits → { maxSearches, minSearchInterval, activeSearches, planCode, planName }.
 * Missing values fall back to the spec's defaults (1 search, 6 hours) and 0 active searches.
 */
export async function getSubscriptionLimits(): Promise<SubscriptionLimits> {
  const data = await api.get<Partial<Record<keyof SubscriptionLimits, unknown>> | null>('/api/Subscription/limits');
  return {
    maxSearches: whole(data?.maxSearches) ?? DEFAULT_MAX_SEARCHES,
    minSearchInterval: whole(data?.minSearchInterval) ?? DEFAULT_MIN_SEARCH_INTERVAL_HOURS,
    activeSearches: whole(data?.activeSearches) ?? 0,
    planCode: typeof data?.planCode === 'string' ? data.planCode : 'free',
    planName: typeof data?.planName === 'string' ? data.planName : '',
  };
}

/** Shared with whoever changes the count (creating, toggling or deleting a search invalidates it). */
export const SUBSCRIPTION_LIMITS_KEY = ['subscription', 'limits'] as const;

/** Always re-read when a step mounts: searches toggled or deleted elsewhere change the count. */
export const subscriptionLimitsQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_LIMITS_KEY,
  queryFn: getSubscriptionLimits,
  staleTime: 0,
});

export function isLimitReached(limits: SubscriptionLimits | undefined): boolean {
  return limits !== undefined && limits.activeSearches >= limits.maxSearches;
}

/** Only for a signed-in user (the call needs a session). */
export function useSubscriptionLimits(enabled: boolean) {
  return useQuery({ ...subscriptionLimitsQueryOptions, enabled });
}
