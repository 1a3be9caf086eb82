import { useMutation } from '@tanstack/react-query';
import type { OnboardingResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

/** POST /api/Subscription/expert-onboarding → {url} of the payment provider's onboarding. */
export function startOnboarding(): Promise<OnboardingResponse> {
  return api.post<OnboardingResponse>('/api/Subscription/expert-onboarding');
}

export function useStartOnboarding() {
  return useMutation({
    mutationFn: startOnboarding,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
