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

export type TransferRequest = { hireId: number; amountCents: number; destinationAccountId: string; transferGroup: string };

/** A provider event already verified and reduced to what the app acts on. */
export type PaymentEvent =
  | { id: string; type: 'account.updated'; accountId: string }
  /** The customer paid: `paymentId` is our payments row, `amountCents` what the provider collected. */
  | { id: string; type: 'checkout.completed'; paymentId: number; checkoutRef: string; amountCents: number }
  /** The customer abandoned the checkout, or it expired. */
  | { id: string; type: 'checkout.expired'; paymentId: number; checkoutRef: string }
  | { id: string; type: 'ignored' };

export class InvalidSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink>;
  /** Asks the provider whether the account can receive money now. */
  retrieveAccountStatus(accountId: string): Promise<AccountStatus>;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the provider about a checkout the app made (`Checkout.ref`). */
  retrieveCheckout(ref: string): Promise<CheckoutState>;
  /** Sends an expert's share to their connected account; one transfer per hire whatever the retries. */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  /** Verifies a webhook's signature over its raw body; throws InvalidSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
