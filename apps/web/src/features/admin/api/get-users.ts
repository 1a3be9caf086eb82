import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminUserStatus, AdminUsersPage } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type UsersFilter = { q: string; status: AdminUserStatus; page: number; pageSize: number };

/** GET /api/User/all?q&status&page&pageSize → one page of users, newest first, and the total. */
export function getUsers(filter: UsersFilter): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return api.get<AdminUsersPage>(`/api/User/all?${params.toString()}`);
}

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({ queryKey: [...adminKeys.users, filter], queryFn: () => getUsers(filter), placeholderData: keepPreviousData, staleTime: 0 });

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}

/**
 * After a change to a user. A new filter's first fetch holds only placeholder data, and TanStack Query joins such a
 * fetch instead of redoing it on invalidate: an answer read before the change would come back. Cancel it first.
 */
export async function refreshUsers(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: adminKeys.users });
  await queryClient.invalidateQueries({ queryKey: adminKeys.users });
}
