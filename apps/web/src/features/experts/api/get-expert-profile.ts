import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertProfile } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export const expertProfileKey = ['expert-profile'] as const;

/** GET /api/User/expert-profile: stripeAccountId stays null until the payment account is ready. */
export function getExpertProfile(): Promise<ExpertProfile> {
  return api.get<ExpertProfile>('/api/User/expert-profile');
}

export function expertProfileQueryOptions() {
  return queryOptions({ queryKey: expertProfileKey, queryFn: getExpertProfile });
}

export function useExpertProfile(enabled: boolean) {
  return useQuery({ ...expertProfileQueryOptions(), enabled });
}
