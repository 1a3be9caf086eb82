import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserMoney } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/User/{id}/money → balances, payments and ledger movements of any user, deleted ones too. */
export function getUserMoney(userId: number): Promise<AdminUserMoney> {
  return api.get<AdminUserMoney>(`/api/User/${userId}/money`);
}

export function useUserMoney(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.money, userId],
      queryFn: () => getUserMoney(userId as number),
      enabled: userId !== null,
      staleTime: 0,
      retry: false,
    }),
  );
}
