import Stripe from 'stripe';
import {
  InvalidSignatureError,
  type AccountStatus,
  type Checkout,
  type CheckoutRequest,
  type CheckoutState,
  type OnboardingLink,
  type OnboardingRequest,
  type PaymentEvent,
  type PaymentsProvider,
  type TransferRequest,
} from './payments-provider.js';

export type StripeSettings = { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined };

/** The real SDK; `STRIPE_API_BASE` points it elsewhere (tests use a local fake of the endpoints we call). */
export function createStripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, telemetry: false });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

const isReady = (account: { charges_enabled?: boolean; payouts_enabled?: boolean }) => Boolean(account.charges_enabled && account.payouts_enabled);

/** Stripe Connect with Express accounts and Account Links (payments-notes.md, "Connect"). */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = createStripeClient(settings);
  }

  async createOnboardingLink(request: OnboardingRequest): Promise<OnboardingLink> {
    let accountId = request.existingAccountId;
    if (!accountId) {
      // One account per expert even if two calls race or the answer is lost: Stripe replays the first answer.
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'ES',
          email: request.email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { expertProfileId: String(request.expertProfileId) },
        },
        { idempotencyKey: `expert:${request.expertProfileId}:account` },
      );
      accountId = account.id;
    }
    // Links are single-use and expire within minutes, so each call mints a new one.
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: request.returnUrl,
      refresh_url: request.refreshUrl,
    });
    return { accountId, url: link.url };
  }

  async retrieveAccountStatus(accountId: string): Promise<AccountStatus> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return { accountId, ready: isReady(account) };
  }

  /** Stripe Checkout, mode payment; our payment id travels as client_reference_id and metadata. */
  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: request.description } } }],
        client_reference_id: String(request.paymentId),
        metadata: { paymentId: String(request.paymentId) },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.transferGroup ? { payment_intent_data: { transfer_group: request.transferGroup } } : {}),
      },
      { idempotencyKey: `payment:${request.paymentId}:checkout` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { ref: session.id, url: session.url };
  }

  async retrieveCheckout(ref: string): Promise<CheckoutState> {
    const session = await this.stripe.checkout.sessions.retrieve(ref);
    if (session.payment_status === 'paid') return { state: 'paid', amountCents: session.amount_total ?? 0 };
    return session.status === 'expired' ? { state: 'expired' } : { state: 'open' };
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    const transfer = await this.stripe.transfers.create(
      { amount: request.amountCents, currency: 'eur', destination: request.destinationAccountId, transfer_group: request.transferGroup },
      { idempotencyKey: `hire:${request.hireId}:transfer` },
    );
    return { transferId: transfer.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.settings.webhookSecret || !signature) throw new InvalidSignatureError('missing signature or secret');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidSignatureError((error as Error).message);
    }
    if (event.type === 'account.updated') return { id: event.id, type: 'account.updated', accountId: event.data.object.id };
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      // A delayed method (bank transfer) completes the session unpaid; its async_payment_succeeded event pays it.
      if (paymentId === null || session.payment_status !== 'paid') return { id: event.id, type: 'ignored' };
      return { id: event.id, type: 'checkout.completed', paymentId, checkoutRef: session.id, amountCents: session.amount_total ?? 0 };
    }
    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      const paymentId = paymentIdOf(event.data.object);
      if (paymentId === null) return { id: event.id, type: 'ignored' };
      return { id: event.id, type: 'checkout.expired', paymentId, checkoutRef: event.data.object.id };
    }
    return { id: event.id, type: 'ignored' };
  }
}

function paymentIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.paymentId ?? session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
