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
  type PlanCheckoutRequest,
  type ProviderSubscription,
  type RefundRequest,
  type TransferRequest,
  PlanUnavailableError,
} from './payments-provider.js';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string | undefined;
  apiBase: string | undefined;
  /** Our plan code → the Stripe price billed monthly for it (STRIPE_PRICE_PLUS, STRIPE_PRICE_PRO). */
  planPrices?: Record<string, string>;
};

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

/** Stripe Connect with Express accounts and Account Links (docs/payments.md, "Connect"). */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly canTransfer = true;
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

  async expireCheckout(ref: string): Promise<CheckoutState> {
    try {
      await this.stripe.checkout.sessions.expire(ref, {}, { idempotencyKey: `checkout:${ref}:expire` });
      return { state: 'expired' };
    } catch (error) {
      // Stripe expires only open sessions: one paid (or expired) before is answered as it stands.
      if ((error as { rawType?: string }).rawType !== 'invalid_request_error') throw error;
      const state = await this.retrieveCheckout(ref);
      if (state.state === 'open') throw error;
      return state;
    }
  }

  /**
   * A full refund of the payment intent behind the checkout (payment mode) or behind the invoice (a plan's first
   * invoice, which its checkout paid, or a renewal). A plan's subscription is cancelled at once first.
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const paid = request.ref.startsWith('in_') ? await this.invoicePayment(request.ref) : await this.checkoutPayment(request.ref);
    if (paid.subscription && !request.part) await this.endSubscription(paid.subscription);
    if (!paid.paymentIntent) throw new Error(`Stripe shows no payment to refund for ${request.ref}`);
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paid.paymentIntent, metadata: { paymentId: String(request.paymentId) }, ...(request.part ? { amount: request.part.cents } : {}) },
        { idempotencyKey: request.part?.key ?? `payment:${request.paymentId}:refund` },
      );
      return { refundId: refund.id };
    } catch (error) {
      // Refunded by an earlier attempt whose idempotency key Stripe no longer remembers.
      if ((error as { code?: string }).code === 'charge_already_refunded') return { refundId: `refunded:${paid.paymentIntent}` };
      throw error;
    }
  }

  private async checkoutPayment(ref: string): Promise<{ paymentIntent: string | null; subscription: string | null }> {
    const session = await this.stripe.checkout.sessions.retrieve(ref);
    if (session.mode !== 'subscription') return { paymentIntent: refOf(session.payment_intent), subscription: null };
    const invoice = refOf(session.invoice);
    return { paymentIntent: invoice ? (await this.invoicePayment(invoice)).paymentIntent : null, subscription: refOf(session.subscription) };
  }

  private async invoicePayment(ref: string): Promise<{ paymentIntent: string | null; subscription: string | null }> {
    const invoice = await this.stripe.invoices.retrieve(ref, { expand: ['payments'] });
    const payments = invoice.payments?.data ?? [];
    const payment = payments.find((p) => p.status === 'paid') ?? payments[0];
    return {
      paymentIntent: refOf(payment?.payment.payment_intent ?? null),
      subscription: refOf(invoice.parent?.subscription_details?.subscription ?? null),
    };
  }

  /** Cancels at once unless Stripe already ended it (a second cancel of an ended subscription is an error there). */
  private async endSubscription(ref: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(ref);
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await this.cancelNow(ref);
  }

  /** Stripe Checkout in subscription mode on the plan's configured price; our ids travel in the metadata of both. */
  async createPlanCheckout(request: PlanCheckoutRequest): Promise<Checkout> {
    const price = this.settings.planPrices?.[request.planCode];
    if (!price) throw new PlanUnavailableError(`no Stripe price configured for plan ${request.planCode}`);
    const metadata = { paymentId: String(request.paymentId), userId: String(request.userId), planCode: request.planCode };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(request.paymentId),
        metadata,
        subscription_data: { metadata },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `payment:${request.paymentId}:checkout` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { ref: session.id, url: session.url };
  }

  async retrieveSubscription(ref: string): Promise<ProviderSubscription> {
    const subscription = await this.stripe.subscriptions.retrieve(ref);
    // Since API 2025-03-31 the period lives on the items, not on the subscription (docs/payments.md).
    const item = subscription.items.data[0];
    const priceId = item?.price?.id ?? null;
    const planCode = Object.entries(this.settings.planPrices ?? {}).find(([, price]) => price === priceId)?.[0] ?? null;
    return {
      ref: subscription.id,
      status: statusOf(subscription.status),
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      planCode,
    };
  }

  /**
   * Cancel and resume set one flag, so repeating either is harmless; neither passes a key of its own: a fixed key
   * would make Stripe replay the first cancel after a resume (for 24 h) instead of cancelling again. The SDK's
   * retries carry the key it makes for each request.
   */
  async cancelAtPeriodEnd(ref: string): Promise<void> {
    await this.stripe.subscriptions.update(ref, { cancel_at_period_end: true });
  }

  async resumeRenewal(ref: string): Promise<void> {
    await this.stripe.subscriptions.update(ref, { cancel_at_period_end: false });
  }

  async cancelNow(ref: string): Promise<void> {
    await this.stripe.subscriptions.cancel(ref, {}, { idempotencyKey: `subscription:${ref}:cancel` });
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
    if (event.type === 'checkout.session.completed' && event.data.object.mode === 'subscription') {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      const subscriptionRef = refOf(session.subscription);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (paymentId === null || subscriptionRef === null || !paid) return { id: event.id, type: 'ignored' };
      return { id: event.id, type: 'plan.checkout.completed', paymentId, checkoutRef: session.id, subscriptionRef, amountCents: session.amount_total ?? 0 };
    }
    if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      return {
        id: event.id,
        type: 'plan.subscription.changed',
        subscriptionRef: event.data.object.id,
        deleted: event.type === 'customer.subscription.deleted',
      };
    }
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const invoice = event.data.object;
      const subscriptionRef = refOf(invoice.parent?.subscription_details?.subscription ?? null);
      if (subscriptionRef === null || !invoice.id) return { id: event.id, type: 'ignored' };
      if (event.type === 'invoice.paid') {
        const firstInvoice = invoice.billing_reason === 'subscription_create';
        // The subscription line's period is the month paid for (the invoice's own period_start/end is the one before).
        const line = invoice.lines?.data.find((l) => l.period?.start && l.period.end);
        const period = line ? { start: new Date(line.period.start * 1000), end: new Date(line.period.end * 1000) } : null;
        return { id: event.id, type: 'plan.invoice.paid', subscriptionRef, invoiceRef: invoice.id, amountCents: invoice.amount_paid, firstInvoice, period };
      }
      const willRetry = invoice.next_payment_attempt !== null;
      return { id: event.id, type: 'plan.invoice.failed', subscriptionRef, invoiceRef: invoice.id, amountCents: invoice.amount_due, willRetry };
    }
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

function statusOf(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  if (status === 'active' || status === 'trialing') return 'active';
  // Paused bills nothing: the plan is kept to the end of the paid period, like a failed renewal.
  if (status === 'past_due' || status === 'paused') return 'past_due';
  if (status === 'incomplete') return 'pending';
  return 'ended';
}

const refOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

function paymentIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.paymentId ?? session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
