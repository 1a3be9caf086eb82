import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/SearchHire/create-checkout-session/{id} → {url} of a new checkout for a hire still awaiting its payment. */
export function createHireCheckout(hireId: number): Promise<CheckoutUrl> {
  return api.post<CheckoutUrl>(`/api/SearchHire/create-checkout-session/${hireId}`);
}

/** The browser follows the checkout's url (the local page or Stripe), as the creation flow does with hireUrl. */
export function useCreateHireCheckout() {
  return useMutation({ mutationFn: createHireCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
