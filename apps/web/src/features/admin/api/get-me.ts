import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/User/me → the server's view of the session (the admin page waits for it: "Cargando..."). */
export function getMe(): Promise<SessionUser> {
  return api.get<{ user: SessionUser }>('/api/User/me').then((body) => body.user);
}

export function useMe() {
  return useQuery(queryOptions({ queryKey: adminKeys.me, queryFn: getMe, staleTime: 0 }));
}
