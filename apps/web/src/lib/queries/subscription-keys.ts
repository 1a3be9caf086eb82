/**
 * The subscription's queries: the plans, the caller's details, and the limits (lib/queries/subscription-limits.ts)
 * all live under `['subscription']`, so a plan change (a paid checkout, a cancellation) invalidates them at once.
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: ['subscription', 'plans'] as const,
  details: ['subscription', 'details'] as const,
};
