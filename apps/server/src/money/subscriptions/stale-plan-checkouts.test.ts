import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_PAGE_MESSAGES, SUBSCRIPTION_MESSAGES } from '@ojeador/shared';
import { ledgerTransactions, payments } from '../../db/schema/index.js';
import { signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { balanceOf, payLocalCheckout } from '../../../test/hire-factories.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';
import { useTestApp, type TestHarness } from '../../../test/use-test-app.js';

/** Decision 027: one open plan checkout per customer, and a paid one is applied only if it is still an upgrade. */

const openPlan = async (t: TestHarness, user: SignedIn, planCode: 'plus' | 'pro') => {
  const res = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url;
};
const planOf = async (t: TestHarness, user: SignedIn) => (await t.as(user).get('/api/Subscription/current')).json().plan.code as string;
const paymentRows = (t: TestHarness, user: SignedIn) => t.database.db.select().from(payments).where(eq(payments.userId, user.user.id)).orderBy(payments.id);
const noticeTitles = async (t: TestHarness, user: SignedIn) =>
  (await t.as(user).get('/api/Notification')).json().map((n: { title: string }) => n.title) as string[];
/** The platform's plan income booked for these payments (clearing → commission), in cents. */
async function revenueOf(t: TestHarness, paymentIds: number[]) {
  const rows = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'subscription'));
  return rows.filter((r) => r.paymentId !== null && paymentIds.includes(r.paymentId)).map((r) => r.paymentId);
}
async function expectBalancedLedger(t: TestHarness) {
  const { unbalancedTransactions, accounts } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
}

describe('plan checkouts on the local provider', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('two Pro checkouts in two tabs: opening the second closes the first, which can no longer be paid', async () => {
    const user = await signIn(t.app);
    const first = await openPlan(t, user, 'pro');
    const second = await openPlan(t, user, 'pro');

    const page = await t.anonymous.get(first);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(PAYMENT_PAGE_MESSAGES.closedTitle);
    expect(page.body).not.toContain('<form');
    await payLocalCheckout(t, second);
    const refused = await t.anonymous.post(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(PAYMENT_PAGE_MESSAGES.closedText);

    expect(await planOf(t, user)).toBe('pro');
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'succeeded']);
    expect(
      await revenueOf(
        t,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[1].id]);
    await expectBalancedLedger(t);
  });

  it('open Plus, open Pro, pay Pro, then the old Plus: ends on Pro and Plus is never charged', async () => {
    const user = await signIn(t.app);
    const plus = await openPlan(t, user, 'plus');
    const pro = await openPlan(t, user, 'pro');
    await payLocalCheckout(t, pro);
    expect((await t.anonymous.post(plus)).statusCode).toBe(409);
    expect(await planOf(t, user)).toBe('pro');
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual([
      [999, 'cancelled'],
      [2499, 'succeeded'],
    ]);
    expect(
      await revenueOf(
        t,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[1].id]);
  });

  it('a plan checkout paid when the customer already has that plan or a higher one is refunded, not applied', async () => {
    const user = await signIn(t.app);
    const plus = await openPlan(t, user, 'plus');
    // Meanwhile the customer got Pro (another tab, paid first).
    const pro = await subscribe(t.app, user.user.id, 'pro', { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) });
    await payLocalCheckout(t, plus);

    expect(await planOf(t, user)).toBe('pro');
    const [row] = await paymentRows(t, user);
    expect(row).toMatchObject({ amountCents: 999, status: 'refunded' });
    expect(await revenueOf(t, [row.id])).toEqual([]);
    const movements = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.paymentId, row.id));
    expect(movements.map((m) => [m.idempotencyKey, m.kind])).toEqual([
      [`payment:${row.id}:refund-due`, 'refund_due'],
      [`payment:${row.id}:refund`, 'card_refund'],
    ]);
    expect(await balanceOf(t, user)).toMatchObject({ available: 0, held: 0 });
    expect(await noticeTitles(t, user)).toContain(SUBSCRIPTION_MESSAGES.refundedTitle);
    expect((await t.as(user).get(`/api/Payments/${row.id}`)).json()).toMatchObject({ status: 'refunded' });
    // The Pro subscription the customer had is untouched.
    expect((await t.as(user).get('/api/Subscription/current')).json()).toMatchObject({
      plan: { code: 'pro' },
      currentPeriodEnd: pro.currentPeriodEnd?.toISOString(),
    });
    await expectBalancedLedger(t);
  });
});

describe('plan checkouts on Stripe (real SDK against the fake)', () => {
  const t = useStripeTestApp({
    webhookSecret: 'whsec_test_stale_plans',
    prices: { price_plus_test: 999, price_pro_test: 2499 },
    env: { STRIPE_PRICE_PLUS: 'price_plus_test', STRIPE_PRICE_PRO: 'price_pro_test' },
  });
  const sessionOf = (url: string) => url.split('/').at(-1) as string;
  let events = 0;
  const completed = (sessionId: string) => t.webhook({ id: `evt_stale_${++events}`, type: 'checkout.session.completed', object: t.stripe.pay(sessionId) });
  const subscriptionOf = (sessionId: string) => t.stripe.sessions.get(sessionId)?.subscription as string;

  it('two Pro checkouts: the first is expired when the second opens; if its completion still arrives, it is refunded and its subscription cancelled', async () => {
    const user = await signIn(t.app);
    const first = sessionOf(await openPlan(t, user, 'pro'));
    const second = sessionOf(await openPlan(t, user, 'pro'));
    const expiry = t.stripe.callsTo('POST', `/v1/checkout/sessions/${first}/expire`);
    expect(expiry).toHaveLength(1);
    expect(expiry[0].headers['idempotency-key']).toBe(`checkout:${first}:expire`);
    expect(t.stripe.sessions.get(first)?.status).toBe('expired');
    expect((await paymentRows(t, user)).map((r) => r.status)).toEqual(['cancelled', 'pending']);

    expect((await completed(second)).statusCode).toBe(200);
    expect(await planOf(t, user)).toBe('pro');
    // Stripe's completion of the first still arrives (it was paid as it expired).
    expect((await completed(first)).statusCode).toBe(200);

    expect(await planOf(t, user)).toBe('pro');
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'succeeded']);
    expect(
      await revenueOf(
        t,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[1].id]);
    expect(t.stripe.refundedSession(first)).toBe(true);
    expect(t.stripe.refundedSession(second)).toBe(false);
    expect(t.stripe.callsTo('POST', '/v1/refunds').at(-1)?.headers['idempotency-key']).toBe(`payment:${rows[0].id}:refund`);
    expect(t.stripe.subscriptions.get(subscriptionOf(first))?.status).toBe('canceled');
    expect(t.stripe.subscriptions.get(subscriptionOf(second))?.status).toBe('active');
    expect(t.stripe.callsTo('DELETE', `/v1/subscriptions/${subscriptionOf(second)}`)).toHaveLength(0);
    // Stripe then reports the refunded subscription deleted: the customer keeps Pro.
    await t.webhook({
      id: `evt_stale_${++events}`,
      type: 'customer.subscription.deleted',
      object: t.stripe.subscriptions.get(subscriptionOf(first)) as object,
    });
    expect(await planOf(t, user)).toBe('pro');
    expect(await balanceOf(t, user)).toMatchObject({ available: 0, held: 0 });
    await expectBalancedLedger(t);
  });

  it('a Pro checkout paid before the second opened cannot be expired; whichever completes second is refunded, never charged twice', async () => {
    const user = await signIn(t.app);
    const first = sessionOf(await openPlan(t, user, 'pro'));
    t.stripe.pay(first);
    const second = sessionOf(await openPlan(t, user, 'pro'));
    expect(t.stripe.sessions.get(first)?.status).toBe('complete');
    expect((await paymentRows(t, user)).map((r) => r.status)).toEqual(['pending', 'pending']);

    await completed(second);
    await completed(first);
    expect(await planOf(t, user)).toBe('pro');
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'succeeded']);
    expect([t.stripe.refundedSession(first), t.stripe.refundedSession(second)]).toEqual([true, false]);
    expect(t.stripe.subscriptions.get(subscriptionOf(first))?.status).toBe('canceled');
    expect(t.stripe.subscriptions.get(subscriptionOf(second))?.status).toBe('active');
  });

  it('open Plus, open Pro, pay Pro, then the old Plus: ends on Pro, Plus refunded, Pro never cancelled', async () => {
    const user = await signIn(t.app);
    const plus = sessionOf(await openPlan(t, user, 'plus'));
    const pro = sessionOf(await openPlan(t, user, 'pro'));
    expect(t.stripe.sessions.get(plus)?.status).toBe('expired');
    await completed(pro);
    await completed(plus);

    expect(await planOf(t, user)).toBe('pro');
    const rows = await paymentRows(t, user);
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual([
      [999, 'refunded'],
      [2499, 'succeeded'],
    ]);
    expect(
      await revenueOf(
        t,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[1].id]);
    expect(t.stripe.refundedSession(plus)).toBe(true);
    expect(t.stripe.subscriptions.get(subscriptionOf(plus))?.status).toBe('canceled');
    expect(t.stripe.subscriptions.get(subscriptionOf(pro))?.status).toBe('active');
    expect(await noticeTitles(t, user)).toContain(SUBSCRIPTION_MESSAGES.refundedTitle);
    // The refunded Plus subscription billing again (its cancel lost) is refunded too, never booked.
    const renewal = t.stripe.bill(subscriptionOf(plus), { paid: true });
    await t.webhook({ id: `evt_stale_${++events}`, type: 'invoice.paid', object: renewal });
    const [invoiceRow] = await t.database.db.select().from(payments).where(eq(payments.providerRef, renewal.id));
    expect(invoiceRow).toMatchObject({ status: 'refunded', amountCents: 999 });
    expect(await revenueOf(t, [invoiceRow.id])).toEqual([]);
    expect(await planOf(t, user)).toBe('pro');
    await expectBalancedLedger(t);
  });
});
