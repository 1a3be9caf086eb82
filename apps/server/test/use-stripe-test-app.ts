import { afterAll, beforeAll } from 'vitest';
import { startStripeFake } from './fakes/stripe-fake.js';
import { stripeWebhook } from './fakes/stripe-webhook.js';
import { useTestApp, type TestHarness } from './use-test-app.js';

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

export type StripeTestHarness = TestHarness & {
  /** The local Stripe fake the app's real SDK talks to (read it inside tests or hooks). */
  readonly stripe: StripeFake;
  /** Delivers a signed Stripe event to the app's webhook (`webhookUrl` unless the delivery names another). */
  webhook: ReturnType<typeof stripeWebhook>;
};

type StripeAppOptions = {
  webhookSecret: string;
  /** Where events are delivered by default (the payments webhook unless given). */
  webhookUrl?: string;
  /** The monthly amount of each fake price id, in cents. */
  prices?: Record<string, number>;
  /** More of the app's environment, added to (or replacing) the Stripe settings. */
  env?: Record<string, string>;
};

/** The settings that point the app's payments at `fake` (for a second app on the same fake). */
export function stripeEnv(fake: StripeFake, webhookSecret: string): Record<string, string> {
  return { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.url };
}

/**
 * The set-up of a server test file that pays through Stripe: the real SDK pointed at a local fake, which starts
 * before the app and closes after it, and the app's webhook bound to its secret.
 */
export function useStripeTestApp({ webhookSecret, webhookUrl, prices, env = {} }: StripeAppOptions): StripeTestHarness {
  let fake: StripeFake | undefined;
  beforeAll(async () => {
    fake = await startStripeFake({ prices });
  });
  // Registered before useTestApp's hooks: the fake starts before the app and closes after it.
  afterAll(() => fake?.close());

  const harness = useTestApp(() => ({ ...stripeEnv(fake as StripeFake, webhookSecret), PUBLIC_URL: 'https://ojeador.test', ...env }));
  return Object.defineProperties(harness, {
    stripe: {
      get: () => {
        if (!fake) throw new Error('useStripeTestApp: the Stripe fake is not ready yet (use it inside tests or hooks)');
        return fake;
      },
    },
    webhook: { value: stripeWebhook(() => harness.anonymous, webhookSecret, webhookUrl) },
  }) as StripeTestHarness;
}
