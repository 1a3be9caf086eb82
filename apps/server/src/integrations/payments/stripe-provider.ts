import Stripe from 'stripe';
import {
  InvalidSignatureError,
  type AccountStatus,
  type OnboardingLink,
  type OnboardingRequest,
  type PaymentEvent,
  type PaymentsProvider,
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

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.settings.webhookSecret || !signature) throw new InvalidSignatureError('missing signature or secret');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidSignatureError((error as Error).message);
    }
    if (event.type === 'account.updated') return { id: event.id, type: 'account.updated', accountId: event.data.object.id };
    return { id: event.id, type: 'ignored' };
  }
}
