import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/create-checkout-session { planCode } → { url } of the plan's checkout; the plan changes once it is paid. */
export function createPlanCheckout(planCode: string): Promise<CheckoutUrl> {
  return api.post<CheckoutUrl>('/api/Subscription/create-checkout-session', { planCode });
}

export function useCreatePlanCheckout() {
  return useMutation({ mutationFn: createPlanCheckout });
}
