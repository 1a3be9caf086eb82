import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_PAGE_MESSAGES, WALLET_MESSAGES, type AdminUserMoney } from '@ojeador/shared';
import { ledgerTransactions, payments, subscriptions } from '../../db/schema/index.js';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { payLocalCheckout } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';
import { useTestApp, type TestHarness } from '../../../test/use-test-app.js';
import { PaymentsReconciliation } from '../../money/payments/reconciliation.js';

/** Decision 027: blocking or deleting an account leaves nothing payable, and what still arrives goes back. */

const admin = (t: TestHarness) => signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
/** A customer with an open Pro checkout and an open 20 € top-up checkout: their URLs. */
async function openCheckouts(t: TestHarness, user: SignedIn) {
  const plan = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'pro' });
  const topUp = await t.as(user).post('/api/Subscription/load-money', { amount: 20 });
  expect([plan.statusCode, topUp.statusCode]).toEqual([200, 200]);
  return { plan: plan.json<{ url: string }>().url, topUp: topUp.json<{ url: string }>().url };
}
const paymentRows = (t: TestHarness, user: SignedIn) => t.database.db.select().from(payments).where(eq(payments.userId, user.user.id)).orderBy(payments.id);
const money = async (t: TestHarness, boss: SignedIn, userId: number) => {
  const res = await t.as(boss).get(`/api/User/${userId}/money`);
  expect(res.statusCode).toBe(200);
  return res.json<AdminUserMoney>();
};
async function expectBalancedLedger(t: TestHarness) {
  const { unbalancedTransactions, accounts } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
}

describe('closing an account on the local provider', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  for (const close of ['delete', 'block'] as const) {
    it(`${close}: the open plan and top-up checkouts answer that the payment is no longer possible, and nothing is charged`, async () => {
      const boss = await admin(t);
      const user = await signIn(t.app);
      const urls = await openCheckouts(t, user);
      const res = close === 'delete' ? await t.as(boss).delete(`/api/User/${user.user.id}`) : await t.as(boss).put(`/api/User/${user.user.id}/block`);
      expect(res.statusCode).toBe(close === 'delete' ? 204 : 200);

      for (const url of [urls.plan, urls.topUp]) {
        const page = await t.anonymous.get(url);
        expect(page.statusCode).toBe(409);
        expect(page.body).toContain(PAYMENT_PAGE_MESSAGES.closedTitle);
        const paid = await t.anonymous.post(url);
        expect(paid.statusCode).toBe(409);
        expect(paid.body).toContain(PAYMENT_PAGE_MESSAGES.closedText);
      }
      expect((await paymentRows(t, user)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
      const history = await money(t, boss, user.user.id);
      expect(history).toMatchObject({ balances: { available: 0, held: 0, earned: 0 }, movements: [] });
      expect(history.payments.map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    });
  }

  it('a local plan ends at once when its account is blocked, and the clock never renews it', async () => {
    const boss = await admin(t);
    const user = await signIn(t.app);
    const { plan } = await openCheckouts(t, user);
    await payLocalCheckout(t, plan);
    expect((await t.as(boss).put(`/api/User/${user.user.id}/block`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(row).toMatchObject({ status: 'cancelled' });
    await t.app.ctx.billing.sweepRenewals(new Date(Date.now() + 40 * 86_400_000));
    expect((await paymentRows(t, user)).filter((p) => p.purpose === 'subscription')).toHaveLength(1);
  });

  it('GET /api/User/{id}/money is for the admin only, and 404 for an id that never existed', async () => {
    const user = await signIn(t.app);
    expect((await t.anonymous.get(`/api/User/${user.user.id}/money`)).statusCode).toBe(401);
    expect((await t.as(user).get(`/api/User/${user.user.id}/money`)).statusCode).toBe(403);
    expect((await t.as(await admin(t)).get('/api/User/999999/money')).statusCode).toBe(404);
  });
});

describe('closing an account on Stripe (real SDK against the fake)', () => {
  const t = useStripeTestApp({
    webhookSecret: 'whsec_test_closed_accounts',
    prices: { price_plus_test: 999, price_pro_test: 2499 },
    env: { STRIPE_PRICE_PLUS: 'price_plus_test', STRIPE_PRICE_PRO: 'price_pro_test' },
  });
  const sessionOf = (url: string) => url.split('/').at(-1) as string;
  let events = 0;
  const completed = (sessionId: string) => t.webhook({ id: `evt_closed_${++events}`, type: 'checkout.session.completed', object: t.stripe.pay(sessionId) });
  const commissionCents = async () => (await t.app.ctx.ledger.trialBalance()).accounts.find((a) => a.userId === null && a.kind === 'commission')?.cents ?? 0;
  const liveSubscriptions = (user: SignedIn) =>
    t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.user.id), inArray(subscriptions.status, ['active', 'past_due'])));

  it('delete: both checkouts expired at Stripe; their completions still arriving are refunded in full, no plan stays, no later invoice is revenue', async () => {
    const boss = await admin(t);
    const user = await signIn(t.app);
    const urls = await openCheckouts(t, user);
    const [plan, topUp] = [sessionOf(urls.plan), sessionOf(urls.topUp)];
    expect((await t.as(boss).delete(`/api/User/${user.user.id}`)).statusCode).toBe(204);
    for (const session of [plan, topUp]) {
      expect(t.stripe.callsTo('POST', `/v1/checkout/sessions/${session}/expire`)).toHaveLength(1);
      expect(t.stripe.sessions.get(session)?.status).toBe('expired');
    }
    expect((await paymentRows(t, user)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);

    // The race: Stripe had taken both payments as the sessions expired.
    const commission = await commissionCents();
    expect((await completed(plan)).statusCode).toBe(200);
    expect((await completed(topUp)).statusCode).toBe(200);
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => [r.purpose, r.status])).toEqual([
      ['subscription', 'refunded'],
      ['topup', 'refunded'],
    ]);
    expect([t.stripe.refundedSession(plan), t.stripe.refundedSession(topUp)]).toEqual([true, true]);
    const subscriptionId = t.stripe.sessions.get(plan)?.subscription as string;
    expect(t.stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await liveSubscriptions(user)).toEqual([]);
    expect(await commissionCents()).toBe(commission);

    // Stripe bills the subscription again (its cancel lost): refunded too, never booked as revenue.
    const invoice = t.stripe.bill(subscriptionId, { paid: true });
    expect((await t.webhook({ id: `evt_closed_${++events}`, type: 'invoice.paid', object: invoice })).statusCode).toBe(200);
    const [renewal] = await t.database.db.select().from(payments).where(eq(payments.providerRef, invoice.id));
    expect(renewal).toMatchObject({ status: 'refunded', amountCents: 2499 });
    expect(await commissionCents()).toBe(commission);
    expect(await liveSubscriptions(user)).toEqual([]);

    // The admin finds the deleted account's money history by id: each payment held for its refund, then refunded.
    expect((await t.as(boss).get('/api/User/all', { query: { q: user.user.email } })).json().total).toBe(0);
    const history = await money(t, boss, user.user.id);
    expect(history.user).toMatchObject({ id: user.user.id, name: 'Usuario eliminado', deletedAt: expect.any(String) });
    expect(history.balances).toEqual({ available: 0, held: 0, earned: 0 });
    expect(history.payments.map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['subscription', 'refunded', 24.99],
      ['topup', 'refunded', 20],
      ['subscription', 'refunded', 24.99],
    ]);
    const topUpMoves = history.movements.filter((m) => m.paymentId === rows[1].id).map((m) => [m.kind, m.account, m.amount, m.reason]);
    expect(topUpMoves).toEqual([
      ['card_refund', 'held', -20, WALLET_MESSAGES.reasonCardRefund],
      ['refund_due', 'held', 20, WALLET_MESSAGES.reasonRefundClosedAccount],
    ]);
    await expectBalancedLedger(t);
  });

  it('block: the plan is cancelled at Stripe at once, checkouts expired, and a top-up still paid is refunded', async () => {
    const boss = await admin(t);
    const user = await signIn(t.app);
    const plus = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'plus' });
    await completed(sessionOf(plus.json().url));
    const plusSubscription = t.stripe.sessions.get(sessionOf(plus.json().url))?.subscription as string;
    const urls = await openCheckouts(t, user);

    expect((await t.as(boss).put(`/api/User/${user.user.id}/block`)).json()).toMatchObject({ isBlocked: true });
    expect(t.stripe.callsTo('DELETE', `/v1/subscriptions/${plusSubscription}`)).toHaveLength(1);
    expect(await liveSubscriptions(user)).toEqual([]);
    expect([t.stripe.sessions.get(sessionOf(urls.plan))?.status, t.stripe.sessions.get(sessionOf(urls.topUp))?.status]).toEqual(['expired', 'expired']);

    await completed(sessionOf(urls.topUp));
    expect(t.stripe.refundedSession(sessionOf(urls.topUp))).toBe(true);
    expect((await money(t, boss, user.user.id)).balances).toEqual({ available: 0, held: 0, earned: 0 });
    await expectBalancedLedger(t);
  });

  it('a refund Stripe refuses stays due, is held, and the reconciliation completes it once', async () => {
    const boss = await admin(t);
    const user = await signIn(t.app);
    const { topUp } = await openCheckouts(t, user);
    await t.as(boss).put(`/api/User/${user.user.id}/block`);
    t.stripe.outage.refunds = true;
    await completed(sessionOf(topUp));
    const due = (await paymentRows(t, user)).find((p) => p.purpose === 'topup');
    expect(due?.status).toBe('refund_due');
    expect((await money(t, boss, user.user.id)).balances).toMatchObject({ available: 0, held: 20 });

    t.stripe.outage.refunds = false;
    const silent = { info: () => undefined, error: () => undefined };
    const reconcile = () => new PaymentsReconciliation({ checkouts: t.app.ctx.wallet, payouts: t.app.ctx.hires, refunds: t.app.ctx.refunds }, silent).run();
    expect((await reconcile()).refunds).toBeGreaterThanOrEqual(1);
    expect((await reconcile()).refunds).toBe(0);
    expect(t.stripe.refundedSession(sessionOf(topUp))).toBe(true);
    expect((await paymentRows(t, user)).find((p) => p.purpose === 'topup')?.status).toBe('refunded');
    expect((await money(t, boss, user.user.id)).balances).toMatchObject({ available: 0, held: 0 });
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.paymentId, due?.id as number));
    expect(postings.map((p) => p.idempotencyKey).sort()).toEqual([`payment:${due?.id}:refund`, `payment:${due?.id}:refund-due`]);
    await expectBalancedLedger(t);
  });
});
