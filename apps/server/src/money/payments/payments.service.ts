import { Cents } from '@ojeador/shared';
import { randomUUID } from 'node:crypto';
import type { PaymentSummary } from '@ojeador/shared';
import type { LocalPaymentsProvider } from '../../integrations/payments/local-provider.js';
import type { PaymentEvent, PaymentsProvider, PlanEvent } from '../../integrations/payments/payments-provider.js';

/** Whoever acts on provider events. */
export type PaymentEventHandler = { applyProviderEvent(event: PaymentEvent): Promise<void> };

export type PaymentHandlers = {
  /** account.updated (the experts module). */
  accounts: PaymentEventHandler;
  /** checkout.completed and checkout.expired (the wallet module), and what a local checkout page shows. */
  checkouts: PaymentEventHandler & { describeCheckout(paymentId: number): Promise<PaymentSummary | null> };
  /** Plans: a plan checkout paid, subscriptions and their invoices (the subscriptions module). */
  plans: { applyProviderEvent(event: PlanEvent): Promise<void> };
};

export type LocalOutcome = 'confirm' | 'cancel';

/** Provider events by type and outcome (applied, failed, invalid-signature), for /metrics. */
export type PaymentEventMetrics = { event(type: string, outcome: 'applied' | 'failed' | 'invalid-signature'): void };

/**
 * Receives the provider's word: verified webhooks, and the local provider's pages, which go through
 * the same handlers as the webhook so that offline and Stripe behave alike.
 */
export class PaymentsService {
  constructor(
    private readonly provider: PaymentsProvider,
    private readonly local: LocalPaymentsProvider | null,
    private readonly handlers: PaymentHandlers,
    private readonly metrics?: PaymentEventMetrics,
  ) {}

  /** Throws InvalidSignatureError for a payload the provider did not sign. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined) {
    let event: PaymentEvent;
    try {
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      this.metrics?.event('unknown', 'invalid-signature');
      throw error;
    }
    await this.dispatch(event);
  }

  /** The account a local onboarding page is about, or null (unknown link, or not the local provider). */
  localOnboardingAccount(token: string): string | null {
    return this.local?.accountFromToken(token) ?? null;
  }

  async finishLocalOnboarding(accountId: string, outcome: LocalOutcome) {
    if (!this.local || outcome === 'cancel') return;
    this.local.markReady(accountId);
    await this.dispatch({ id: `local_evt_${randomUUID()}`, type: 'account.updated', accountId });
  }

  /** The payment a local checkout page is about, or null. */
  async localCheckout(token: string): Promise<PaymentSummary | null> {
    const paymentId = this.local?.paymentFromToken(token) ?? null;
    return paymentId === null ? null : this.handlers.checkouts.describeCheckout(paymentId);
  }

  /** Confirming pays exactly what the page showed; cancelling abandons the checkout. */
  async finishLocalCheckout(payment: PaymentSummary, outcome: LocalOutcome) {
    const checkoutRef = `local_cs_${payment.id}`;
    const id = `local_evt_${randomUUID()}`;
    const amountCents = Cents.fromEuros(payment.amount);
    const event: PaymentEvent =
      outcome === 'cancel'
        ? { id, type: 'checkout.expired', paymentId: payment.id, checkoutRef }
        : payment.purpose === 'subscription'
          ? { id, type: 'plan.checkout.completed', paymentId: payment.id, checkoutRef, subscriptionRef: null, amountCents }
          : { id, type: 'checkout.completed', paymentId: payment.id, checkoutRef, amountCents };
    await this.dispatch(event);
  }

  private async dispatch(event: PaymentEvent) {
    try {
      await this.apply(event);
    } catch (error) {
      this.metrics?.event(event.type, 'failed');
      throw error;
    }
    this.metrics?.event(event.type, 'applied');
  }

  private async apply(event: PaymentEvent) {
    if (event.type.startsWith('plan.')) return this.handlers.plans.applyProviderEvent(event as PlanEvent);
    if (event.type === 'checkout.completed' || event.type === 'checkout.expired') return this.handlers.checkouts.applyProviderEvent(event);
    return this.handlers.accounts.applyProviderEvent(event);
  }
}
