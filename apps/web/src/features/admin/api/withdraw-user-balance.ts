import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/User/{id}/withdraw → what of the user's balance went back to their cards (409 WITHDRAW_LIMIT: nothing can). */
export function withdrawUserBalance(userId: number): Promise<Withdrawal> {
  return api.post<Withdrawal>(`/api/User/${userId}/withdraw`);
}

export function useWithdrawUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawUserBalance,
    onSettled: (_data, _error, userId) => queryClient.invalidateQueries({ queryKey: [...adminKeys.money, userId] }),
  });
}
