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

/** A provider event already verified and reduced to what the app acts on. */
export type PaymentEvent = { id: string; type: 'account.updated'; accountId: string } | { id: string; type: 'ignored' };

export class InvalidSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink>;
  /** Asks the provider whether the account can receive money now. */
  retrieveAccountStatus(accountId: string): Promise<AccountStatus>;
  /** Verifies a webhook's signature over its raw body; throws InvalidSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
