import { describe, expect, it } from 'vitest';
import { createExpert, type Expert } from '../../../test/factories.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const t = useStripeTestApp({ webhookSecret: WEBHOOK_SECRET });
const { webhook } = t;

const profileOf = async (expert: Expert) => (await t.as(expert).get('/api/User/expert-profile')).json();

const accountUpdated = (eventId: string, account: object, secret = WEBHOOK_SECRET) =>
  webhook({ id: eventId, type: 'account.updated', object: account }, { secret });

describe('Stripe Connect onboarding (Express accounts, real SDK against a local fake)', () => {
  it('creates the account once with an idempotency key and a fresh Account Link each time', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const first = await t.as(expert).post('/api/Subscription/expert-onboarding');
    expect(first.statusCode).toBe(200);
    const second = await t.as(expert).post('/api/Subscription/expert-onboarding');
    expect(second.statusCode).toBe(200);

    const creates = t.stripe.callsTo('POST', '/v1/accounts');
    expect(creates).toHaveLength(1);
    expect(creates[0].headers['idempotency-key']).toBe(`expert:${expert.profileId}:account`);
    const created = new URLSearchParams(creates[0].body);
    expect(created.get('type')).toBe('express');
    expect(created.get('email')).toBe(expert.user.email);
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    expect(first.json().url).toBe(`https://connect.stripe.test/setup/e/${accountId}/account_onboarding`);

    const links = t.stripe.callsTo('POST', '/v1/account_links').map((r) => new URLSearchParams(r.body));
    expect(links).toHaveLength(2);
    expect(links[0].get('account')).toBe(accountId);
    expect(links[0].get('return_url')).toBe('https://ojeador.test/expert-panel?onboarding=return');
    expect(links[0].get('refresh_url')).toBe('https://ojeador.test/expert-panel?onboarding=refresh');
    expect((await profileOf(expert)).stripeAccountId).toBeNull();
  });

  it('marks the account ready from a signed account.updated, applied once when replayed', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    await t.as(expert).post('/api/Subscription/expert-onboarding');
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    const account = t.stripe.completeOnboarding(accountId);

    const retrievesBefore = t.stripe.callsTo('GET', `/v1/accounts/${accountId}`).length;
    const res = await accountUpdated('evt_ready_1', account);
    expect(res.statusCode).toBe(200);
    expect(t.stripe.callsTo('GET', `/v1/accounts/${accountId}`)).toHaveLength(retrievesBefore + 1);
    expect((await profileOf(expert)).stripeAccountId).toBe(accountId);

    // Stripe says the account lost payouts; a replay of the old event must not undo that.
    Object.assign(t.stripe.accounts.get(accountId) as object, { payouts_enabled: false });
    expect((await accountUpdated('evt_disabled_2', t.stripe.accounts.get(accountId) as object)).statusCode).toBe(200);
    expect((await profileOf(expert)).stripeAccountId).toBeNull();
    const retrieves = t.stripe.callsTo('GET', `/v1/accounts/${accountId}`).length;
    Object.assign(t.stripe.accounts.get(accountId) as object, { payouts_enabled: true });
    const replay = await accountUpdated('evt_ready_1', account);
    expect(replay.statusCode).toBe(200);
    expect(t.stripe.callsTo('GET', `/v1/accounts/${accountId}`)).toHaveLength(retrieves);
    const stored = await t.database.db.query.webhookEvents.findMany();
    expect(stored.filter((e) => e.id === 'evt_ready_1')).toHaveLength(1);
  });

  it('answers 400 to a bad or missing signature and applies nothing', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    await t.as(expert).post('/api/Subscription/expert-onboarding');
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    const account = t.stripe.completeOnboarding(accountId);
    const forged = await accountUpdated('evt_forged', account, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.anonymous.post('/api/Payments/webhook', JSON.stringify({ id: 'evt_x', type: 'account.updated', data: { object: account } }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const rows = await t.database.db.query.expertProfiles.findFirst({ where: (p, { eq }) => eq(p.id, expert.profileId) });
    expect(rows?.paymentsReadyAt).toBeNull();
  });

  it('re-checks the account when the expert comes back to the panel, without waiting for the webhook', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    await t.as(expert).post('/api/Subscription/expert-onboarding');
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    expect((await profileOf(expert)).stripeAccountId).toBeNull();
    t.stripe.completeOnboarding(accountId);
    expect((await profileOf(expert)).stripeAccountId).toBe(accountId);
  });

  it('ignores event types it does not act on, once', async () => {
    const res = await webhook({ id: 'evt_other', type: 'balance.available', object: {} });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/Experts/terms with Stripe', () => {
  it('says earnings are transferred to the bank', async () => {
    const res = await t.anonymous.get('/api/Experts/terms');
    expect(res.json()).toMatchObject({ canTransfer: true });
  });
});
