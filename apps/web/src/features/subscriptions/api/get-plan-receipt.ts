import { useQuery } from '@tanstack/react-query';
import type { SubscriptionReceipt } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';

/** GET /api/Subscription/payments/{id} → the receipt of one of the caller's paid plan charges (404 NOT_FOUND for any other). */
export function getPlanReceipt(paymentId: number, signal?: AbortSignal): Promise<SubscriptionReceipt> {
  return api.get<SubscriptionReceipt>(`/api/Subscription/payments/${paymentId}`, { signal });
}

export function usePlanReceipt(paymentId: number | null) {
  return useQuery({
    queryKey: [...subscriptionKeys.all, 'receipt', paymentId ?? 0] as const,
    queryFn: ({ signal }) => getPlanReceipt(paymentId as number, signal),
    enabled: paymentId !== null,
    retry: false,
  });
}
