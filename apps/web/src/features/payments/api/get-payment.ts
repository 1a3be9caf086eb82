import { useQuery } from '@tanstack/react-query';
import type { PaymentSummary } from '@ojeador/shared';
import { ApiError, api } from '@/lib/api-client';

/** While the checkout's confirmation has not arrived the payment is asked again every second, for about 30 s. */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const PAYMENT_POLL_WINDOW_MS = 30_000;

export const paymentKey = (id: number) => ['payments', id] as const;

/** GET /api/Payments/{id} → { id, purpose, status, amount, hireId, searchId } (the caller's own payment; 404 otherwise). */
export function getPayment(id: number, signal?: AbortSignal): Promise<PaymentSummary> {
  return api.get<PaymentSummary>(`/api/Payments/${id}`, { signal });
}

/** `poll`: ask again every second while the payment is pending (the page turns it off when its window ends). */
export function usePayment(id: number | null, poll: boolean) {
  return useQuery({
    queryKey: paymentKey(id ?? 0),
    queryFn: ({ signal }) => getPayment(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false),
  });
}
