/** What the app needs from a payment provider; `local` (default, offline) and `stripe` implement it. */

export type OnboardingRequest = {
  expertProfileId: number;
  email: string;
  /** The account made by an earlier call, reused so each expert has one account. */
  existingAccountId: string | null;
  /** Where the provider sends the expert back (finished or not) and where an expired link leads. */
  returnUrl: string;
  refreshUrl: string;
};

export type OnboardingLink = { accountId: string; url: string };

export type AccountStatus = { accountId: string; ready: boolean };

/** A checkout for one of our payments rows (a top-up or a hire's price). */
export type CheckoutRequest = {
  paymentId: number;
  amountCents: number;
  /** The line the customer reads on the checkout ("Recarga de saldo 20 €"). */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Separate charges and transfers: links the charge to the expert's later transfer. */
  transferGroup?: string;
};
export type Checkout = { ref: string; url: string };

/** What the provider says today about a checkout (for the daily reconciliation of missed webhooks). */
export type CheckoutState = { state: 'paid'; amountCents: number } | { state: 'open' } | { state: 'expired' };
/** A checkout that starts a monthly plan (Stripe Checkout in subscription mode, or the local page). */
export type PlanCheckoutRequest = {
  paymentId: number;
  userId: number;
  planCode: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/**
 * A provider's subscription reduced to what the app keeps: `ended` when it will not bill again (cancelled, or
 * unpaid after the retries); `pending` while its first payment is not complete.
 */
export type ProviderSubscription = {
  ref: string;
  status: 'active' | 'past_due' | 'ended' | 'pending';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our plan code for the subscription's price, or null when the price is not one of ours. */
  planCode: string | null;
};

/** No price is configured for the plan (STRIPE_PRICE_PLUS / STRIPE_PRICE_PRO). */
export class PlanUnavailableError extends Error {}

/**
 * Gives a payment back to the card that paid it: in full, or `part` of it (a withdrawal, decision 037: `cents`,
 * and the idempotency `key` of that part). `ref` is what our payments row records: the checkout (`Checkout.ref`)
 * or, for a plan renewal, the provider's invoice. A plan's payment refunded in full also ends the subscription it
 * started or renewed, at once: a refunded plan must never bill again.
 */
export type RefundRequest = { paymentId: number; ref: string; part?: { cents: number; key: string } };

export type TransferRequest = { hireId: number; amountCents: number; destinationAccountId: string; transferGroup: string };

/** A provider event already verified and reduced to what the app acts on. */
export type PaymentEvent =
  | { id: string; type: 'account.updated'; accountId: string }
  /** The customer paid: `paymentId` is our payments row, `amountCents` what the provider collected. */
  | { id: string; type: 'checkout.completed'; paymentId: number; checkoutRef: string; amountCents: number }
  /** The customer abandoned the checkout, or it expired. */
  | { id: string; type: 'checkout.expired'; paymentId: number; checkoutRef: string }
  /** A plan's checkout was paid: `subscriptionRef` is the provider's subscription (null for the local provider). */
  | { id: string; type: 'plan.checkout.completed'; paymentId: number; checkoutRef: string; subscriptionRef: string | null; amountCents: number }
  /** The provider's subscription changed or was deleted: the app re-reads it. */
  | { id: string; type: 'plan.subscription.changed'; subscriptionRef: string; deleted: boolean }
  /**
   * A plan invoice was paid; `firstInvoice`: the one the checkout already paid. `period`: the month it pays for (its
   * subscription line's), null when the invoice does not say.
   */
  | {
      id: string;
      type: 'plan.invoice.paid';
      subscriptionRef: string;
      invoiceRef: string;
      amountCents: number;
      firstInvoice: boolean;
      period: { start: Date; end: Date } | null;
    }
  /** A renewal could not be charged; `willRetry` false when the provider gave up. */
  | { id: string; type: 'plan.invoice.failed'; subscriptionRef: string; invoiceRef: string; amountCents: number; willRetry: boolean }
  | { id: string; type: 'ignored' };

export type PlanEvent = Extract<PaymentEvent, { type: `plan.${string}` }>;

export class InvalidSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  /** Whether `transfer` moves money to an expert's bank: Stripe's does, the local stand-in's keeps it on the platform. */
  readonly canTransfer: boolean;
  createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink>;
  /** Asks the provider whether the account can receive money now. */
  retrieveAccountStatus(accountId: string): Promise<AccountStatus>;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the provider about a checkout the app made (`Checkout.ref`). */
  retrieveCheckout(ref: string): Promise<CheckoutState>;
  /**
   * Closes an open checkout so it can no longer be paid; answers what it is now: `expired`, or `paid` when the
   * customer paid it first (its completion still arrives, and is judged then). Safe to repeat.
   */
  expireCheckout(ref: string): Promise<CheckoutState>;
  /** Refunds a payment in full or a part of it (see RefundRequest); one refund per payment or part whatever the retries. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** A checkout for a monthly plan; the provider bills it every month afterwards (the local provider: the plan clock). */
  createPlanCheckout(request: PlanCheckoutRequest): Promise<Checkout>;
  /** The provider's current view of a subscription (Stripe only: local subscriptions live in our database). */
  retrieveSubscription(ref: string): Promise<ProviderSubscription>;
  /** Stops the renewal: the plan runs to the end of the paid period (no refund). */
  cancelAtPeriodEnd(ref: string): Promise<void>;
  /** Undoes `cancelAtPeriodEnd` while the period runs: the subscription renews at its end again. */
  resumeRenewal(ref: string): Promise<void>;
  /** Ends a subscription at once (it was replaced by another plan). */
  cancelNow(ref: string): Promise<void>;
  /** Sends an expert's share to their connected account; one transfer per hire whatever the retries. */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  /** Verifies a webhook's signature over its raw body; throws InvalidSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
