import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@ojeador/shared';
import { api } from '../../../lib/api-client';

/** GET /api/User/auth-config (public) → { googleClientId: string | null, devLogin: boolean } */
export function getAuthConfig(): Promise<AuthConfigResponse> {
  return api.get<AuthConfigResponse>('/api/User/auth-config', { auth: false });
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: getAuthConfig,
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
