import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** GET /api/User/auth-config (public) → { googleClientId: string | null, devLogin: boolean } */
export function getAuthConfig(): Promise<AuthConfigResponse> {
  return api.get<AuthConfigResponse>('/api/User/auth-config', { auth: false });
}

/** Not a user's data: the app keeps it when the signed-in user changes. */
export const authConfigQueryKey = ['auth-config'] as const;

export const authConfigQueryOptions = queryOptions({
  queryKey: authConfigQueryKey,
  queryFn: getAuthConfig,
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
