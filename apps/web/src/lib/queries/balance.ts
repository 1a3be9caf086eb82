import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** Everything that moves money (a top-up, a hire, its refund or release) invalidates this key. */
export const BALANCE_KEY = ['balance'] as const;

/** GET /api/Subscription/balance → { available, held, earned, movements } in euros. */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return api.get<Balance>('/api/Subscription/balance', { signal });
}

/** Money is read fresh whenever a screen that shows it mounts (the avatar menu, /saldo, /success). */
export const balanceQueryOptions = queryOptions({
  queryKey: BALANCE_KEY,
  queryFn: ({ signal }) => getBalance(signal),
  staleTime: 0,
});

export function useBalance(enabled = true) {
  return useQuery({ ...balanceQueryOptions, enabled });
}
