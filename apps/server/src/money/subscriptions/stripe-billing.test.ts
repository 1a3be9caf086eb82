import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '@ojeador/shared';
import { searches } from '../../db/schema/index.js';
import { createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { stripeEnv, useStripeTestApp } from '../../../test/use-stripe-test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const WEBHOOK_SECRET = 'whsec_test_billing';
const t = useStripeTestApp({
  webhookSecret: WEBHOOK_SECRET,
  prices: { price_plus_test: 999, price_pro_test: 2499 },
  env: { STRIPE_PRICE_PLUS: 'price_plus_test', STRIPE_PRICE_PRO: 'price_pro_test' },
});
const { webhook } = t;
const as = (user: SignedIn) => t.as(user);

const sessionIdOf = (url: string) => url.split('/').at(-1) as string;
let events = 0;
const eventId = () => `evt_billing_${++events}`;

/** Checkout for a plan, paid on Stripe's side, and its checkout.session.completed delivered: the Stripe subscription id. */
async function subscribeThroughStripe(user: SignedIn, planCode: 'plus' | 'pro') {
  const res = await as(user).post('/api/Subscription/create-checkout-session', { planCode });
  expect(res.statusCode).toBe(200);
  const session = t.stripe.pay(sessionIdOf(res.json<{ url: string }>().url));
  expect((await webhook({ id: eventId(), type: 'checkout.session.completed', object: session })).statusCode).toBe(200);
  return session.subscription as string;
}

const current = async (user: SignedIn) => (await as(user).get('/api/Subscription/current')).json();
const details = async (user: SignedIn) => (await as(user).get('/api/Subscription/details')).json();
const noticeTitles = async (user: SignedIn) => (await as(user).get('/api/Notification')).json().map((n: { title: string }) => n.title) as string[];

describe('Stripe Billing (real SDK against a local fake)', () => {
  it('opens Checkout in subscription mode on the configured price and activates the plan on the signed webhook, once', async () => {
    const user = await signIn(t.app);
    const res = await as(user).post('/api/Subscription/create-checkout-session', { planCode: 'plus' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = t.stripe.sessions.get(sessionIdOf(url)) as Record<string, unknown>;
    expect(created).toMatchObject({ mode: 'subscription', price: 'price_plus_test', customer_email: user.user.email, metadata: { planCode: 'plus' } });
    expect(created.subscription_metadata).toMatchObject({ planCode: 'plus', userId: String(user.user.id) });
    expect(String(created.success_url)).toMatch(/^https:\/\/ojeador\.test\/success\?payment=\d+$/);
    expect(t.stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)?.headers['idempotency-key']).toMatch(/^payment:\d+:checkout$/);

    const session = t.stripe.pay(sessionIdOf(url));
    const forged = await webhook({ id: 'evt_forged_plan', type: 'checkout.session.completed', object: session }, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect((await current(user)).plan.code).toBe('free');

    const event = { id: 'evt_plan_paid', type: 'checkout.session.completed', object: session };
    const deliveries = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    const plus = await current(user);
    expect(plus).toMatchObject({ plan: { code: 'plus' }, status: 'active', cancelAtPeriodEnd: false });
    const remoteEnd = t.stripe.subscriptions.get(session.subscription as string)?.items.data[0].current_period_end as number;
    expect(new Date(plus.currentPeriodEnd).getTime()).toBe(remoteEnd * 1000);
    // The first invoice is the checkout's own: it adds no second charge.
    const first = t.stripe.bill(session.subscription as string, { paid: true, first: true });
    await webhook({ id: eventId(), type: 'invoice.paid', object: first });
    expect((await details(user)).payments).toEqual([expect.objectContaining({ amount: 9.99, status: 'succeeded', planCode: 'plus' })]);
    expect((await as(user).get('/api/Subscription/balance')).json()).toMatchObject({ available: 0 });
  });

  it('records each renewal, marks a failed one past due (plan kept, user told), then back to Free when Stripe gives up', async () => {
    const user = await signIn(t.app);
    const subscriptionId = await subscribeThroughStripe(user, 'plus');
    const first = await createSearch(t.app, user, { parameters: null, title: 'Antigua', frequencyHours: 3 });
    await createSearch(t.app, user, { parameters: null, title: 'Reciente', frequencyHours: 3 });

    const renewal = t.stripe.bill(subscriptionId, { paid: true });
    const paid = { id: eventId(), type: 'invoice.paid', object: renewal };
    await Promise.all([webhook(paid), webhook(paid)]);
    const renewed = await current(user);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBe((t.stripe.subscriptions.get(subscriptionId)?.items.data[0].current_period_end as number) * 1000);
    expect((await details(user)).payments).toHaveLength(2);

    const failed = t.stripe.bill(subscriptionId, { paid: false });
    await webhook({ id: eventId(), type: 'invoice.payment_failed', object: failed });
    expect(await current(user)).toMatchObject({ plan: { code: 'plus' }, status: 'past_due' });
    expect(await noticeTitles(user)).toContain(SUBSCRIPTION_MESSAGES.pastDueTitle);
    expect((await details(user)).payments[0]).toMatchObject({ status: 'failed', amount: 9.99 });
    expect((await as(user).get('/api/Subscription/limits')).json().maxSearches).toBe(5);

    await webhook({ id: eventId(), type: 'invoice.payment_failed', object: t.stripe.bill(subscriptionId, { paid: false, final: true }) });
    const deleted = { id: eventId(), type: 'customer.subscription.deleted', object: t.stripe.end(subscriptionId) };
    await Promise.all([webhook(deleted), webhook(deleted)]);
    expect(await current(user)).toMatchObject({ plan: { code: 'free' }, status: 'active', currentPeriodEnd: null });
    const active = await t.database.db
      .select()
      .from(searches)
      .where(and(eq(searches.userId, user.user.id), eq(searches.isActive, true)));
    expect(active.map((s) => s.id)).toEqual([first.id]);
    expect(active[0].frequencyHours).toBe(6);
    expect((await noticeTitles(user)).filter((title) => title === SUBSCRIPTION_MESSAGES.endedTitle)).toHaveLength(1);
  });

  it('a failed renewal later paid turns the same charge into a paid one, and the subscription active again', async () => {
    const user = await signIn(t.app);
    const subscriptionId = await subscribeThroughStripe(user, 'pro');
    const invoice = t.stripe.bill(subscriptionId, { paid: false });
    await webhook({ id: eventId(), type: 'invoice.payment_failed', object: invoice });
    expect((await current(user)).status).toBe('past_due');
    t.stripe.bill(subscriptionId, { paid: true });
    await webhook({ id: eventId(), type: 'invoice.paid', object: { ...invoice, amount_paid: invoice.amount_due, status: 'paid', next_payment_attempt: null } });
    expect((await current(user)).status).toBe('active');
    const charges = (await details(user)).payments;
    expect(charges.map((c: { status: string }) => c.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('cancels at the period end at Stripe; customer.subscription.updated keeps the flag; deleted ends it', async () => {
    const user = await signIn(t.app);
    const subscriptionId = await subscribeThroughStripe(user, 'plus');
    const res = await as(user).post('/api/Subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: true });
    const calls = t.stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toContain('cancel_at_period_end=true');
    expect(t.stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    await webhook({ id: eventId(), type: 'customer.subscription.updated', object: t.stripe.subscriptions.get(subscriptionId) as object });
    expect(await current(user)).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: true });
    expect((await as(user).post('/api/Subscription/cancel')).statusCode).toBe(409);
    await webhook({ id: eventId(), type: 'customer.subscription.deleted', object: t.stripe.end(subscriptionId) });
    expect((await current(user)).plan.code).toBe('free');
  });

  it('resumes a cancelled plan at Stripe (cancel_at_period_end=false), and a later cancel is applied again', async () => {
    const user = await signIn(t.app);
    const subscriptionId = await subscribeThroughStripe(user, 'plus');
    expect((await as(user).post('/api/Subscription/cancel')).statusCode).toBe(200);
    const res = await as(user).post('/api/Subscription/resume');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: false });
    const calls = t.stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(calls.map((c) => c.body)).toEqual([expect.stringContaining('cancel_at_period_end=true'), expect.stringContaining('cancel_at_period_end=false')]);
    expect(t.stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    // Stripe's own event agrees; a second resume is refused and calls Stripe no more.
    await webhook({ id: eventId(), type: 'customer.subscription.updated', object: t.stripe.subscriptions.get(subscriptionId) as object });
    expect(await current(user)).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: false });
    expect((await as(user).post('/api/Subscription/resume')).json().code).toBe('PLAN_NOT_CANCELLED');
    expect(t.stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(2);
    // Cancelling again within the day is a new request at Stripe, not a replay of the first cancel.
    expect((await as(user).post('/api/Subscription/cancel')).statusCode).toBe(200);
    expect(t.stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
  });

  it("keeps a Stripe renewal's month, from its invoice line, on its receipt", async () => {
    const user = await signIn(t.app);
    const subscriptionId = await subscribeThroughStripe(user, 'pro');
    const invoice = t.stripe.bill(subscriptionId, { paid: true });
    await webhook({ id: eventId(), type: 'invoice.paid', object: invoice });
    const [renewal] = (await details(user)).payments;
    const res = await as(user).get(`/api/Subscription/payments/${renewal.id}`);
    expect(res.statusCode).toBe(200);
    const item = t.stripe.subscriptions.get(subscriptionId)?.items.data[0];
    expect(res.json()).toMatchObject({
      amount: 24.99,
      planCode: 'pro',
      reference: invoice.id,
      periodStart: new Date((item?.current_period_start as number) * 1000).toISOString(),
      periodEnd: new Date((item?.current_period_end as number) * 1000).toISOString(),
    });
  });

  it('deleting the account ends its plan and stops Stripe billing it', async () => {
    const user = await signIn(t.app);
    const plus = await subscribeThroughStripe(user, 'plus');
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    expect((await t.as(admin).delete(`/api/User/${user.user.id}`)).statusCode).toBe(204);
    expect(t.stripe.callsTo('DELETE', `/v1/subscriptions/${plus}`)).toHaveLength(1);
    expect(t.stripe.subscriptions.get(plus)?.status).toBe('canceled');
    // Stripe's own deletion event then changes nothing and tells nobody.
    expect((await webhook({ id: eventId(), type: 'customer.subscription.deleted', object: t.stripe.subscriptions.get(plus) as object })).statusCode).toBe(200);
  });

  it('an upgrade cancels the replaced Stripe subscription at once', async () => {
    const user = await signIn(t.app);
    const plus = await subscribeThroughStripe(user, 'plus');
    const pro = await subscribeThroughStripe(user, 'pro');
    expect((await current(user)).plan.code).toBe('pro');
    expect(t.stripe.callsTo('DELETE', `/v1/subscriptions/${plus}`)).toHaveLength(1);
    expect(t.stripe.subscriptions.get(plus)?.status).toBe('canceled');
    // Stripe then tells us the old one was deleted: the user keeps Pro, and no "plan ended" notice.
    await webhook({ id: eventId(), type: 'customer.subscription.deleted', object: t.stripe.subscriptions.get(plus) as object });
    expect((await current(user)).plan.code).toBe('pro');
    expect(await noticeTitles(user)).not.toContain(SUBSCRIPTION_MESSAGES.endedTitle);
    expect(t.stripe.subscriptions.get(pro)?.status).toBe('active');
  });
});

describe('Stripe Billing without prices configured', () => {
  const bare = useTestApp(() => stripeEnv(t.stripe, WEBHOOK_SECRET));

  it('answers 422 with a clear message and opens no checkout', async () => {
    const user = await signIn(bare.app);
    const before = t.stripe.callsTo('POST', '/v1/checkout/sessions').length;
    const res = await bare.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'pro' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_BROKEN', message: SUBSCRIPTION_MESSAGES.planUnavailable });
    expect(t.stripe.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(before);
  });
});
