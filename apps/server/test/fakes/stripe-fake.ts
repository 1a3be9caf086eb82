import { startHttpFake, sendJson } from './http-fake.js';

type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
};

/**
 * A small stateful fake of the Stripe endpoints the app calls (accounts create and retrieve, account
 * links), for the real SDK pointed at it with STRIPE_API_BASE. Idempotency keys replay the first answer.
 */
export async function startStripeFake() {
  const accounts = new Map<string, FakeAccount>();
  const byIdempotencyKey = new Map<string, FakeAccount>();
  const sessions = new Map<string, Record<string, unknown>>();
  const outage = { transfers: false };
  const transfers = new Map<string, Record<string, unknown>>();
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
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { paymentId: form.get('metadata[paymentId]') },
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
    /** The customer paid on Stripe's page: the session as the webhook will carry it. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
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
    /** Set `transfers` to make Stripe answer 500 to transfers until it is cleared. */
    outage,
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
