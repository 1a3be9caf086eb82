import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES } from '../area-messages.js';
import { acceptPascalCase } from './common.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './hires.js';

/** A plan as `GET /api/Subscription/plans` lists it; prices in euros. */
export const subscriptionPlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  maxSearches: z.number().int(),
  /** Hours: the shortest frequency a search of this plan may have. */
  minSearchInterval: z.number().int(),
  includes: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema);

/**
 * `active`: paid (or Free); `past_due`: the last renewal failed and the provider is retrying (the plan is kept
 * meanwhile). Free has no period end; `cancelAtPeriodEnd`: the plan ends at `currentPeriodEnd`, without renewal.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** `GET /api/Subscription/current`. */
export const currentSubscriptionSchema = z.object({
  plan: subscriptionPlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** One charge for a plan: the first checkout and every renewal (in euros). */
export const subscriptionPaymentSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  planCode: z.string().nullable(),
  planName: z.string().nullable(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** `GET /api/Subscription/details`: the current plan, the active-search usage and the plan payments, newest first. */
export const subscriptionDetailsSchema = currentSubscriptionSchema.extend({
  usage: z.object({ activeSearches: z.number().int(), maxSearches: z.number().int() }),
  payments: z.array(subscriptionPaymentSchema),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** `POST /api/Subscription/create-checkout-session {planCode}` (or `PlanCode`) → `{url}` (checkoutUrlSchema). */
export const planCheckoutRequestSchema = acceptPascalCase(
  z.object({
    planCode: z
      .string({ error: SUBSCRIPTION_MESSAGES.planCodeMissing })
      .trim()
      .toLowerCase()
      .min(1, { error: SUBSCRIPTION_MESSAGES.planCodeMissing })
      .max(40, { error: SUBSCRIPTION_MESSAGES.planNotFound }),
  }),
);
export type PlanCheckoutRequest = z.input<typeof planCheckoutRequestSchema>;

/**
 * Whether a plan charge has a receipt: the ones that paid for a plan. A failed or abandoned charge has none, nor one
 * refunded because it could not be applied (decision 027: `refund_due`, `refunded`).
 */
export const hasReceipt = (status: PaymentStatus): boolean => status === 'succeeded';

/**
 * `GET /api/Subscription/payments/{id}`: the receipt of one of the caller's paid plan charges. `amount` in euros,
 * the price as the plans state it (IVA included); `reference` is the provider's (checkout, invoice or renewal);
 * the period is the month the charge pays for.
 */
export const subscriptionReceiptSchema = z.object({
  number: z.number().int(),
  paidAt: z.string(),
  amount: z.number(),
  planCode: z.string().nullable(),
  planName: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  reference: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type SubscriptionReceipt = z.infer<typeof subscriptionReceiptSchema>;
