import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance';

/** POST /api/Subscription/withdraw { amount } (euros) → what went back to the cards, and the balance left. */
export function withdraw(amount: number): Promise<Withdrawal> {
  return api.post<Withdrawal>('/api/Subscription/withdraw', { amount });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  });
}
