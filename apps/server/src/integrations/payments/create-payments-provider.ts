import type { Config } from '../../config.js';
import { LocalPaymentsProvider } from './local-provider.js';
import type { PaymentsProvider } from './payments-provider.js';
import { StripePaymentsProvider } from './stripe-provider.js';

export type PaymentsSetup = { provider: PaymentsProvider; local: LocalPaymentsProvider | null };

/** `PAYMENTS_PROVIDER=local` (default) works offline; `stripe` needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
export function createPaymentsProvider(config: Config): PaymentsSetup {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    const provider = new StripePaymentsProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      planPrices: Object.fromEntries(
        Object.entries({ plus: config.STRIPE_PRICE_PLUS, pro: config.STRIPE_PRICE_PRO }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    });
    return { provider, local: null };
  }
  const local = new LocalPaymentsProvider(config.sessionSecret);
  return { provider: local, local };
}
