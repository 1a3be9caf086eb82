import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  InvalidSignatureError,
  type AccountStatus,
  type Checkout,
  type CheckoutRequest,
  type CheckoutState,
  type OnboardingLink,
  type OnboardingRequest,
  type PaymentsProvider,
  type PlanCheckoutRequest,
  type ProviderSubscription,
  type RefundRequest,
  type TransferRequest,
} from './payments-provider.js';

/** Where the app serves the local provider's pages (GET shows, POST confirms, POST {"outcome":"cancel"} abandons). */
export const LOCAL_PAYMENTS_PATH = '/payments/local';

/**
 * The offline provider: accounts and pages live in the app itself (URLs are relative to it). A page URL carries an HMAC of
 * what it confirms, so only the link the app handed out can confirm it.
 */
export class LocalPaymentsProvider implements PaymentsProvider {
  readonly name = 'local' as const;
  readonly canTransfer = false;
  /** Accounts confirmed on the local onboarding page (the local "provider side"), by account id. */
  private readonly ready = new Set<string>();

  constructor(private readonly secret: string) {}

  async createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink> {
    const accountId = request.existingAccountId ?? `local_acct_${request.expertProfileId}`;
    return { accountId, url: `${LOCAL_PAYMENTS_PATH}/onboarding/${accountId}.${this.sign(accountId, 'onboarding')}` };
  }

  /** The account id a page token names, or null when the token was not made by this app. */
  accountFromToken(token: string): string | null {
    return this.verify(token, 'onboarding');
  }

  /** The checkout page confirms or abandons the payment it names; where it goes afterwards is in the link. */
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const ref = `local_cs_${request.paymentId}`;
    const links = new URLSearchParams({ success: request.successUrl, cancel: request.cancelUrl });
    return { ref, url: `${LOCAL_PAYMENTS_PATH}/checkout/${request.paymentId}.${this.sign(String(request.paymentId), 'checkout')}?${links.toString()}` };
  }

  /** A plan's first month is paid on the same page; the plan clock renews it every month. */
  createPlanCheckout(request: PlanCheckoutRequest): Promise<Checkout> {
    return this.createCheckout(request);
  }

  /** Local subscriptions live only in the app's database: there is nothing at the provider to read or cancel. */
  async retrieveSubscription(ref: string): Promise<ProviderSubscription> {
    throw new Error(`the local provider keeps no subscription ${ref}`);
  }

  async cancelAtPeriodEnd(): Promise<void> {}

  async resumeRenewal(): Promise<void> {}

  async cancelNow(): Promise<void> {}

  /** The payment id a checkout page token names, or null. */
  paymentFromToken(token: string): number | null {
    const id = this.verify(token, 'checkout');
    return id === null ? null : Number(id);
  }

  /** A local checkout is settled only by its page, through the app itself: nothing can be missed. */
  async retrieveCheckout(): Promise<CheckoutState> {
    return { state: 'open' };
  }

  /** A local page reads its payments row: once the app marks it cancelled, the page refuses to take the payment. */
  async expireCheckout(): Promise<CheckoutState> {
    return { state: 'expired' };
  }

  /** Offline no card was charged: the refund is only the app's own record (its payments row and ledger). */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    return { refundId: `local_re_${request.part?.key ?? request.paymentId}` };
  }

  /** Offline there is no connected account to pay: the expert's share stays in their `earned` balance. */
  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    return { transferId: `local_tr_${request.hireId}` };
  }

  markReady(accountId: string) {
    this.ready.add(accountId);
  }

  async retrieveAccountStatus(accountId: string): Promise<AccountStatus> {
    return { accountId, ready: this.ready.has(accountId) };
  }

  parseWebhook(): never {
    throw new InvalidSignatureError('the local provider sends no webhooks');
  }

  private verify(token: string, purpose: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const value = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(value, purpose));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  }

  private sign(value: string, purpose = 'onboarding') {
    return createHmac('sha256', this.secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 32);
  }
}
