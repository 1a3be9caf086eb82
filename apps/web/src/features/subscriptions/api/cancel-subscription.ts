import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';

/** POST /api/Subscription/cancel → the subscription, now ending at the end of the paid period (no refund). */
export function cancelSubscription(): Promise<CurrentSubscription> {
  return api.post<CurrentSubscription>('/api/Subscription/cancel');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
