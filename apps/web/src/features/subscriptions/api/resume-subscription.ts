import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/queries/subscription-keys';

/**
 * POST /api/Subscription/resume → the subscription, renewing again at the end of the paid period. 409
 * PLAN_NOT_CANCELLED when it was not cancelled (already resumed), 409 PLAN_ENDED when its period is over.
 */
export function resumeSubscription(): Promise<CurrentSubscription> {
  return api.post<CurrentSubscription>('/api/Subscription/resume');
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
