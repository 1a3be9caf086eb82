import Stripe from 'stripe';
import type { Client } from '../use-test-app.js';

const signer = new Stripe('sk_test_signer');

export interface StripeTestEvent {
  id: string;
  type: string;
  object: object;
}

export interface WebhookOptions {
  /** Sign with another secret (a forged delivery). */
  secret?: string;
  url?: string;
}

/**
 * Delivers `event` to our webhook the way Stripe does: the event envelope, signed with the SDK's own test helper, so
 * the real signature check runs. One per test file, bound to the app's client and webhook secret.
 */
export function stripeWebhook(client: () => Client, secret: string, defaultUrl = '/api/Payments/webhook') {
  return (event: StripeTestEvent, options: WebhookOptions = {}) => {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: event.object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret });
    return client().post(options.url ?? defaultUrl, payload, { headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  };
}
