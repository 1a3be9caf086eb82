import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import type { TopUpAmount } from '../lib/top-up-plans';

/** POST /api/Subscription/load-money { amount: 10 | 20 | 50 } → { url } of a checkout; the balance moves only once it is paid. */
export function loadMoney(amount: TopUpAmount): Promise<CheckoutUrl> {
  return api.post<CheckoutUrl>('/api/Subscription/load-money', { amount });
}

export function useLoadMoney() {
  return useMutation({ mutationFn: loadMoney });
}
