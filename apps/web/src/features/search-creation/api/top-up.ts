import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl, TOP_UP_AMOUNTS } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/load-money { amount } → { url } of a top-up checkout (the summary's "Recargar"). */
export function topUp(amount: (typeof TOP_UP_AMOUNTS)[number]): Promise<CheckoutUrl> {
  return api.post<CheckoutUrl>('/api/Subscription/load-money', { amount });
}

export function useTopUp() {
  return useMutation({ mutationFn: topUp });
}
