import { describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';

const t = useStripeTestApp({ webhookSecret: 'whsec_test_withdraw', webhookUrl: '/api/Payments/webhook', env: { COMMISSION_PERCENT: '10' } });

const sessionIdOf = (url: string) => url.split('/').at(-1) as string;
const balance = async (user: SignedIn) => (await t.as(user).get('/api/Subscription/balance')).json<{ available: number; held: number; withdrawable: number }>();

async function paidTopUp(user: SignedIn, amount: 10 | 20 | 50) {
  const { url } = (await t.as(user).post('/api/Subscription/load-money', { amount })).json<{ url: string }>();
  const sessionId = sessionIdOf(url);
  await t.webhook({ id: `evt_paid_${sessionId}`, type: 'checkout.session.completed', object: t.stripe.pay(sessionId) });
}

describe('withdrawals through Stripe (real SDK against a local fake)', () => {
  it('refunds only the part asked, once per part, with its own idempotency key', async () => {
    const user = await signIn(t.app);
    await paidTopUp(user, 20);
    const res = await t.as(user).post('/api/Subscription/withdraw', { amount: 12.34 });
    expect(res.statusCode).toBe(200);
    const calls = t.stripe.callsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['idempotency-key']).toMatch(/^withdrawal:\d+$/);
    expect([...t.stripe.refunds.values()].at(-1)).toMatchObject({ amount: 1234, status: 'succeeded' });
    expect(await balance(user)).toMatchObject({ available: 7.66, held: 0, withdrawable: 7.66 });
    // The rest of the same payment can follow later: Stripe takes a second partial refund of it.
    expect((await t.as(user).post('/api/Subscription/withdraw', { amount: 7.66 })).statusCode).toBe(200);
    expect([...t.stripe.refunds.values()].at(-1)).toMatchObject({ amount: 766 });
    expect(await balance(user)).toMatchObject({ available: 0, held: 0, withdrawable: 0 });
  });

  it('keeps the money held while Stripe fails, and the reconciliation sends it back once Stripe answers', async () => {
    const user = await signIn(t.app);
    await paidTopUp(user, 10);
    t.stripe.outage.refunds = true;
    try {
      const res = await t.as(user).post('/api/Subscription/withdraw', { amount: 10 });
      expect(res.statusCode).toBe(200);
      expect(await balance(user)).toMatchObject({ available: 0, held: 10, withdrawable: 0 });
      expect(await t.app.ctx.refunds.retryRefunds()).toBe(0);
    } finally {
      t.stripe.outage.refunds = false;
    }
    expect(await t.app.ctx.refunds.retryRefunds()).toBe(1);
    expect(await t.app.ctx.refunds.retryRefunds()).toBe(0);
    expect(await balance(user)).toMatchObject({ available: 0, held: 0 });
    const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
    expect(unbalancedTransactions).toEqual([]);
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  });
});
