import { describe, expect, it } from 'vitest';
import { createExpert, createSearch, createService, signIn } from '../../../test/factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';

const t = useStripeTestApp({ webhookSecret: 'whsec_test_payments', webhookUrl: '/api/SearchHire/webhook', env: { COMMISSION_PERCENT: '10' } });
const { webhook } = t;

const sessionIdOf = (url: string) => url.split('/').at(-1) as string;

/** A 40 € hire paid by Checkout to an expert whose connected account is ready. */
async function paidHire() {
  const client = await signIn(t.app);
  const expert = await createExpert(t.app, { paymentsReady: false });
  const onboarding = await t.as(expert).post('/api/Subscription/expert-onboarding');
  expect(onboarding.statusCode).toBe(200);
  const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
  t.stripe.completeOnboarding(accountId);
  await webhook({ id: `evt_account_ready_${accountId}`, type: 'account.updated', object: t.stripe.accounts.get(accountId) as object });
  const service = await createService(t.app, expert.profileId, { priceCents: 4000 });
  const search = await createSearch(t.app, client);

  const hired = await t.as(client).post('/api/Subscription/hire-service', { searchServiceId: service.id, searchId: search.id });
  expect(hired.statusCode).toBe(200);
  const { url, hireId } = hired.json<{ url: string; hireId: number }>();
  expect(t.stripe.sessions.get(sessionIdOf(url))).toMatchObject({ amount_total: 4000, transfer_group: `hire_${hireId}` });
  await webhook({ id: `evt_hire_paid_${hireId}`, type: 'checkout.session.completed', object: t.stripe.pay(sessionIdOf(url)) });
  expect((await t.as(client).get('/api/Subscription/balance')).json()).toMatchObject({ available: 0, held: 40 });
  return { client, expert, accountId, hireId };
}

describe('Stripe Checkout top-ups and hires (real SDK against a local fake)', () => {
  it('opens a Checkout session for a top-up and credits the balance only on the signed webhook, once', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/Subscription/load-money', { Amount: 20 });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = t.stripe.sessions.get(sessionIdOf(url)) as Record<string, unknown>;
    expect(session).toMatchObject({ mode: 'payment', amount_total: 2000, currency: 'eur', customer_email: user.user.email });
    expect(String(session.success_url)).toMatch(/^https:\/\/ojeador\.test\/success\?payment=\d+$/);
    expect((await t.as(user).get('/api/Subscription/balance')).json().available).toBe(0);

    const forged = await webhook({ id: 'evt_forged', type: 'checkout.session.completed', object: t.stripe.pay(sessionIdOf(url)) }, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect((await t.as(user).get('/api/Subscription/balance')).json().available).toBe(0);

    const event = { id: 'evt_topup_1', type: 'checkout.session.completed', object: t.stripe.pay(sessionIdOf(url)) };
    const deliveries = await Promise.all([webhook(event), webhook(event), webhook(event, { url: '/api/Payments/webhook' })]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    expect((await t.as(user).get('/api/Subscription/balance')).json()).toMatchObject({ available: 20, held: 0 });
    // A second event id for the same session (Stripe may send completed and async_payment_succeeded) credits nothing more.
    await webhook({ id: 'evt_topup_2', type: 'checkout.session.async_payment_succeeded', object: t.stripe.pay(sessionIdOf(url)) });
    expect((await t.as(user).get('/api/Subscription/balance')).json().available).toBe(20);
    expect((await webhook({ id: 'evt_other', type: 'customer.created', object: { id: 'cus_1', object: 'customer' } })).statusCode).toBe(200);
  });

  it('does not credit an unpaid completed session (delayed payment method)', async () => {
    const user = await signIn(t.app);
    const { url } = (await t.as(user).post('/api/Subscription/load-money', { amount: 10 })).json<{ url: string }>();
    const session = t.stripe.sessions.get(sessionIdOf(url)) as Record<string, unknown>;
    await webhook({ id: 'evt_unpaid', type: 'checkout.session.completed', object: { ...session, payment_status: 'unpaid' } });
    expect((await t.as(user).get('/api/Subscription/balance')).json().available).toBe(0);
  });

  it('pays a hire by Checkout with a transfer group, and transfers the expert’s share once on completion', async () => {
    const { client, expert, accountId, hireId } = await paidHire();
    await t.as(expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });
    await t.as(client).post('/api/Subscription/complete-service', { SearchHireId: hireId });

    const transfers = t.stripe.callsTo('POST', '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0].headers['idempotency-key']).toBe(`hire:${hireId}:transfer`);
    expect([...t.stripe.transfers.values()]).toEqual([
      expect.objectContaining({ amount: 3600, currency: 'eur', destination: accountId, transfer_group: `hire_${hireId}` }),
    ]);
    // Released as income (36 €), then paid out to the connected account: nothing left to pay in the ledger.
    expect((await t.as(expert).get('/api/Subscription/balance')).json()).toMatchObject({ earned: 36 });
    const { accounts } = await t.app.ctx.ledger.trialBalance();
    expect(accounts.find((a) => a.userId === expert.user.id && a.kind === 'earned')?.cents).toBe(0);
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  });

  it('transfers only the expert’s part of a split dispute, less the commission on that part', async () => {
    const { client, expert, accountId, hireId } = await paidHire();
    await t.as(expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });
    await t.as(client).post('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: 'Faltan fotos del motor' });
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const before = t.stripe.callsTo('POST', '/v1/transfers').length;
    const resolved = await t
      .as(admin)
      .post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, Resolution: 'A medias', Split: { clientRefund: 15, expertPayout: 25 } });
    expect(resolved.statusCode).toBe(200);

    // 25 € less 10 % (2,50 €) leaves for the connected account; the customer's 15 € go back to the card that paid
    // the hire (decision 037): a partial refund of its payment intent.
    expect(t.stripe.callsTo('POST', '/v1/transfers')).toHaveLength(before + 1);
    expect([...t.stripe.transfers.values()].at(-1)).toMatchObject({ amount: 2250, destination: accountId, transfer_group: `hire_${hireId}` });
    expect([...t.stripe.refunds.values()].at(-1)).toMatchObject({ amount: 1500, status: 'succeeded' });
    expect((await t.as(client).get('/api/Subscription/balance')).json()).toMatchObject({ available: 0, held: 0 });
    const { accounts } = await t.app.ctx.ledger.trialBalance();
    expect(accounts.find((a) => a.userId === expert.user.id && a.kind === 'earned')?.cents).toBe(0);
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  });
});
