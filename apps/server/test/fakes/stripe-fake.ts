import { startHttpFake, sendJson } from './http-fake.js';
import { fakeMoney } from './stripe-fake-money.js';

type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; current_period_start: number; current_period_end: number }[];
  };
};

const DAY_SECONDS = 24 * 60 * 60;

/** The `metadata[key]=value` fields of a form under `prefix` (`metadata`, `subscription_data[metadata]`). */
function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) out[key.slice(prefix.length + 1, -1)] = value;
  }
  return out;
}

/**
 * A small stateful fake of the Stripe endpoints the app calls (accounts create and retrieve, account
 * links, checkout sessions in payment and subscription mode and their expiry, subscriptions
 * retrieve/update/cancel, invoices retrieve, refunds, transfers), for the real SDK pointed at it with
 * STRIPE_API_BASE. Idempotency keys replay the first answer. Every payment is a payment intent (a session's in
 * payment mode, an invoice's in subscription mode) that a refund gives back once.
 * `prices`: the monthly amount of each fake price id, in cents.
 */
export async function startStripeFake(options: { prices?: Record<string, number> } = {}) {
  const subscriptions = new Map<string, FakeSubscription>();
  const accounts = new Map<string, FakeAccount>();
  const byIdempotencyKey = new Map<string, FakeAccount>();
  const sessions = new Map<string, Record<string, unknown>>();
  const transfers = new Map<string, Record<string, unknown>>();
  const money = fakeMoney();
  const outage = money.outage;
  /** Stripe replays the first answer of an idempotency key. */
  const replays = new Map<string, Record<string, unknown>>();
  let sequence = 0;

  const fake = await startHttpFake((request, res) => {
    const url = new URL(request.url, 'http://fake');
    const form = new URLSearchParams(request.body);
    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (replay) return sendJson(res, 200, replay);
      sequence += 1;
      const account: FakeAccount = {
        id: `acct_fake${sequence}`,
        object: 'account',
        type: 'express',
        email: form.get('email'),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
      };
      accounts.set(account.id, account);
      if (typeof key === 'string') byIdempotencyKey.set(key, account);
      return sendJson(res, 200, account);
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) return sendJson(res, 400, { error: { type: 'invalid_request_error', message: `No such account: '${account}'` } });
      return sendJson(res, 200, {
        object: 'account_link',
        created: 1,
        expires_at: 2,
        url: `https://connect.stripe.test/setup/e/${account}/${form.get('type')}`,
      });
    }
    const key = request.headers['idempotency-key'];
    const replayed = typeof key === 'string' ? replays.get(`${url.pathname}:${key}`) : undefined;
    if (request.method === 'POST' && replayed) return sendJson(res, 200, replayed);
    const remember = (object: Record<string, unknown>) => {
      if (typeof key === 'string') replays.set(`${url.pathname}:${key}`, object);
      return sendJson(res, 200, object);
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sequence += 1;
      const id = `cs_test_fake${sequence}`;
      const price = form.get('line_items[0][price]');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: price ? (options.prices?.[price] ?? 0) : Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: price ? 'eur' : form.get('line_items[0][price_data][currency]'),
        price,
        subscription: null as string | null,
        subscription_metadata: metadataOf(form, 'subscription_data[metadata]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: metadataOf(form, 'metadata'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        transfer_group: form.get('payment_intent_data[transfer_group]'),
        payment_status: 'unpaid',
        status: 'open',
      };
      sessions.set(id, session);
      return remember(session);
    }
    const expirePath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
    if (request.method === 'POST' && expirePath) {
      const session = sessions.get(expirePath[1]);
      if (!session) return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${expirePath[1]}'` } });
      if (session.status !== 'open') {
        return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
      }
      session.status = 'expired';
      return remember(session);
    }
    if (money.handle(request.method, url.pathname, form, res, remember)) return;
    const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session) return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${sessionPath[1]}'` } });
      return sendJson(res, 200, session);
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfers') {
      if (outage.transfers) return sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      const destination = form.get('destination') ?? '';
      if (!accounts.has(destination)) return sendJson(res, 400, { error: { type: 'invalid_request_error', message: `No such destination: '${destination}'` } });
      sequence += 1;
      const transfer = {
        id: `tr_fake${sequence}`,
        object: 'transfer',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        destination,
        transfer_group: form.get('transfer_group'),
      };
      transfers.set(transfer.id, transfer);
      return remember(transfer);
    }
    const subscriptionPath = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription) return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No such subscription: '${subscriptionPath[1]}'` } });
      if (request.method === 'POST' && form.has('cancel_at_period_end')) subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      if (request.method === 'DELETE') subscription.status = 'canceled';
      // An update with an idempotency key is replayed as it was answered, not applied again.
      return request.method === 'POST' ? remember(structuredClone(subscription)) : sendJson(res, 200, subscription);
    }
    const match = url.pathname.match(/^\/v1\/accounts\/([\w]+)$/);
    if (request.method === 'GET' && match) {
      const account = accounts.get(match[1]);
      if (!account) return sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'No such account' } });
      return sendJson(res, 200, account);
    }
    return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });

  return {
    ...fake,
    accounts,
    sessions,
    transfers,
    subscriptions,
    invoices: money.invoices,
    refunds: money.refunds,
    /** Whether the payment intent behind a paid session (or its first invoice) was refunded. */
    refundedSession: (sessionId: string) => money.refunded(sessions.get(sessionId)),
    /** The customer paid on Stripe's page: the session as the webhook will carry it (a subscription starts in subscription mode). */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      if (session.mode === 'subscription' && !session.subscription) {
        sequence += 1;
        const now = Math.floor(Date.now() / 1000);
        const subscription: FakeSubscription = {
          id: `sub_fake${sequence}`,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: session.subscription_metadata as Record<string, string>,
          items: {
            object: 'list',
            data: [
              {
                id: `si_fake${sequence}`,
                object: 'subscription_item',
                price: { id: session.price as string, object: 'price' },
                current_period_start: now,
                current_period_end: now + 30 * DAY_SECONDS,
              },
            ],
          },
        };
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
        const amount = session.amount_total as number;
        session.invoice = money.invoice(
          subscription,
          { billing_reason: 'subscription_create', amount_due: amount, amount_paid: amount, status: 'paid' },
          amount,
        ).id;
      }
      if (session.mode !== 'subscription' && !session.payment_intent) session.payment_intent = money.charge(session.amount_total as number);
      Object.assign(session, { payment_status: 'paid', status: 'complete' });
      return session;
    },
    /** The checkout's 24 hours ran out unpaid. */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      Object.assign(session, { status: 'expired' });
      return session;
    },
    /** Set `transfers` or `refunds` to make Stripe answer 500 to them until it is cleared. */
    outage,
    /**
     * Stripe bills a subscription: `paid` moves its period a month on (status active), a failure makes it
     * past_due; `final` is the last attempt (no next one). Answers the invoice as its webhook carries it.
     */
    bill(subscriptionId: string, outcome: { paid: boolean; first?: boolean; final?: boolean }) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no fake subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      const amount = options.prices?.[item.price.id] ?? 0;
      if (outcome.paid && !outcome.first) {
        item.current_period_start = item.current_period_end;
        item.current_period_end += 30 * DAY_SECONDS;
      }
      subscription.status = outcome.paid ? 'active' : 'past_due';
      return money.invoice(
        subscription,
        {
          // The subscription line: the month this invoice pays for.
          lines: { object: 'list', data: [{ object: 'line_item', period: { start: item.current_period_start, end: item.current_period_end } }] },
          billing_reason: outcome.first ? 'subscription_create' : 'subscription_cycle',
          amount_due: amount,
          amount_paid: outcome.paid ? amount : 0,
          status: outcome.paid ? 'paid' : 'open',
          next_payment_attempt: outcome.paid || outcome.final ? null : Math.floor(Date.now() / 1000) + 3 * DAY_SECONDS,
        },
        outcome.paid ? amount : 0,
      );
    },
    /** Stripe stops the subscription (cancelled, or retries exhausted): the object `customer.subscription.deleted` carries. */
    end(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no fake subscription ${subscriptionId}`);
      subscription.status = 'canceled';
      return subscription;
    },
    /** The expert finished onboarding on Stripe's side. */
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
      return account;
    },
    callsTo: (method: string, pathname: string) => fake.requests.filter((r) => r.method === method && new URL(r.url, 'http://fake').pathname === pathname),
  };
}
