import { randomUUID } from 'node:crypto';
import type { LocalPaymentsProvider } from '../../integrations/payments/local-provider.js';
import type { PaymentEvent, PaymentsProvider } from '../../integrations/payments/payments-provider.js';

/** Whoever acts on provider events (the experts module for account.updated; hires and top-ups later). */
export type PaymentEventHandler = { applyProviderEvent(event: PaymentEvent): Promise<void> };

export type LocalOutcome = 'confirm' | 'cancel';

/**
 * Receives the provider's word: verified webhooks, and the local provider's pages, which go through
 * the same handler as the webhook so that offline and Stripe behave alike.
 */
export class PaymentsService {
  constructor(
    private readonly provider: PaymentsProvider,
    private readonly local: LocalPaymentsProvider | null,
    private readonly handler: PaymentEventHandler,
  ) {}

  /** Throws InvalidSignatureError for a payload the provider did not sign. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined) {
    await this.handler.applyProviderEvent(this.provider.parseWebhook(rawBody, signature));
  }

  /** The account a local onboarding page is about, or null (unknown link, or not the local provider). */
  localOnboardingAccount(token: string): string | null {
    return this.local?.accountFromToken(token) ?? null;
  }

  async finishLocalOnboarding(accountId: string, outcome: LocalOutcome) {
    if (!this.local || outcome === 'cancel') return;
    this.local.markReady(accountId);
    await this.handler.applyProviderEvent({ id: `local_evt_${randomUUID()}`, type: 'account.updated', accountId });
  }
}
