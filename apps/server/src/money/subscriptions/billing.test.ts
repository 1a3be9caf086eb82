import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '@ojeador/shared';
import { payments, searches, subscriptions } from '../../db/schema/index.js';
import { createSearch, signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { balanceOf, payLocalCheckout } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { addMonths } from './plan-changes.js';

const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
const DAY = 24 * 3600 * 1000;

async function buy(user: SignedIn, planCode: string) {
  const res = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url;
}
const current = async (user: SignedIn) => (await t.as(user).get('/api/Subscription/current')).json();
const details = async (user: SignedIn) => (await t.as(user).get('/api/Subscription/details')).json();
const notices = async (user: SignedIn) => (await t.as(user).get('/api/Notification')).json<{ title: string; message: string; url: string }[]>();
const activeTitles = async (user: SignedIn) =>
  (
    await t.database.db
      .select()
      .from(searches)
      .where(and(eq(searches.userId, user.user.id), eq(searches.isActive, true)))
  )
    .map((s) => s.title)
    .sort();

describe('GET /api/Subscription/plans (public)', () => {
  it('lists Free, Plus and Pro with price, limits and what each includes', async () => {
    const res = await t.anonymous.get('/api/Subscription/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json<{ code: string; name: string; monthlyPrice: number; maxSearches: number; minSearchInterval: number; includes: string[] }[]>();
    // Names of their own: no top-up card is called Avanzado or Premium.
    expect(plans.map((p) => [p.code, p.name, p.monthlyPrice, p.maxSearches, p.minSearchInterval])).toEqual([
      ['free', 'Gratis', 0, 1, 6],
      ['plus', 'Avanzado', 9.99, 5, 3],
      ['pro', 'Premium', 24.99, 20, 1],
    ]);
    expect(plans[1].includes).toContain('5 búsquedas activas a la vez (hasta 25 guardadas)');
    expect(plans[0].includes).toContain('1 búsqueda activa (hasta 10 guardadas)');
    expect(plans[0].includes).not.toContain(SUBSCRIPTION_MESSAGES.includesCancel);
  });
});

describe('GET /api/Subscription/current and /details', () => {
  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/Subscription/current')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/Subscription/details')).statusCode).toBe(401);
  });

  it('gives Free without a period end, with the usage of active searches and no payments', async () => {
    const user = await signIn(t.app);
    await createSearch(t.app, user, { parameters: null });
    expect(await current(user)).toMatchObject({ plan: { code: 'free', name: 'Gratis' }, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(await details(user)).toMatchObject({ plan: { code: 'free' }, usage: { activeSearches: 1, maxSearches: 1 }, payments: [] });
  });
});

describe('POST /api/Subscription/create-checkout-session (local provider)', () => {
  it('refuses without a session (401), without a plan or for Free (400), an unknown plan (404)', async () => {
    const user = await signIn(t.app);
    expect((await t.anonymous.post('/api/Subscription/create-checkout-session', { planCode: 'plus' })).statusCode).toBe(401);
    const missing = await t.as(user).post('/api/Subscription/create-checkout-session', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
    const free = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'free' });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(SUBSCRIPTION_MESSAGES.freeNeedsNoCheckout);
    const unknown = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'gold' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SUBSCRIPTION_MESSAGES.planNotFound);
  });

  it('changes the plan only when the local page is paid, once, without touching the balance', async () => {
    const user = await signIn(t.app);
    const url = await buy(user, 'plus');
    expect(url).toMatch(/^\/payments\/local\/checkout\/\d+\.[\w-]+\?success=/);
    expect((await current(user)).plan.code).toBe('free');
    const page = await t.anonymous.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Suscripción mensual: 9,99');

    const before = Date.now();
    const location = await payLocalCheckout(t, url);
    expect(location).toMatch(/^\/success\?payment=\d+$/);
    const paymentId = Number(location.split('=')[1]);
    expect((await t.as(user).get(`/api/Payments/${paymentId}`)).json()).toMatchObject({ purpose: 'subscription', status: 'succeeded', amount: 9.99 });
    // The page cannot be paid twice: a second confirmation only leads back.
    expect(await payLocalCheckout(t, url)).toBe(location);

    const plus = await current(user);
    expect(plus).toMatchObject({ plan: { code: 'plus', maxSearches: 5 }, status: 'active', cancelAtPeriodEnd: false });
    const periodEnd = new Date(plus.currentPeriodEnd).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime() - 1000);
    expect(periodEnd).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime());
    expect((await t.as(user).get('/api/Subscription/limits')).json()).toMatchObject({ planCode: 'plus', maxSearches: 5 });

    const { payments: charges } = await details(user);
    expect(charges).toEqual([expect.objectContaining({ id: paymentId, amount: 9.99, status: 'succeeded', planCode: 'plus', planName: 'Avanzado' })]);
    // The plan's money is the platform's: the customer's balance is untouched and the ledger balances.
    expect(await balanceOf(t, user)).toMatchObject({ available: 0, held: 0, movements: [] });
    const { accounts } = await t.app.ctx.ledger.trialBalance();
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
    expect(accounts.find((a) => a.userId === null && a.kind === 'commission')?.cents).toBeGreaterThanOrEqual(999);
    expect((await notices(user)).map((n) => n.title)).toContain(SUBSCRIPTION_MESSAGES.changedTitle);
  });

  it('leaves the plan alone when the checkout is abandoned', async () => {
    const user = await signIn(t.app);
    const url = await buy(user, 'pro');
    const location = await payLocalCheckout(t, url, 'cancel');
    expect(location).toMatch(/^\/cancel\?payment=\d+$/);
    expect((await t.as(user).get(`/api/Payments/${location.split('=')[1]}`)).json()).toMatchObject({ purpose: 'subscription', status: 'cancelled' });
    expect((await current(user)).plan.code).toBe('free');
    expect((await details(user)).payments).toEqual([]);
  });

  it('answers 409 for the plan the user has or a lower one, and accepts PlanCode in PascalCase', async () => {
    const user = await signIn(t.app);
    await payLocalCheckout(t, await buy(user, 'pro'));
    const same = await t.as(user).post('/api/Subscription/create-checkout-session', { PlanCode: 'Pro' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'CONFLICT', message: SUBSCRIPTION_MESSAGES.alreadyOnPlan('Premium') });
    const lower = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'plus' });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(SUBSCRIPTION_MESSAGES.onlyUpgrades);
  });

  it('upgrades Plus to Pro: the Pro subscription replaces the Plus one', async () => {
    const user = await signIn(t.app);
    await payLocalCheckout(t, await buy(user, 'plus'));
    await payLocalCheckout(t, await buy(user, 'pro'));
    expect((await current(user)).plan.code).toBe('pro');
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'cancelled']);
    expect((await details(user)).payments.map((p: { planCode: string }) => p.planCode)).toEqual(['pro', 'plus']);
  });
});

describe('POST /api/Subscription/cancel and the plan clock', () => {
  it('answers 401 without a session and 404 on Free', async () => {
    expect((await t.anonymous.post('/api/Subscription/cancel')).statusCode).toBe(401);
    const res = await t.as(await signIn(t.app)).post('/api/Subscription/cancel');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.noPaidSubscription);
  });

  it('keeps the plan to the period end, then ends it with the downgrade rule and tells the user', async () => {
    const user = await signIn(t.app);
    await payLocalCheckout(t, await buy(user, 'plus'));
    const oldest = await createSearch(t.app, user, { parameters: null, title: 'Primera', frequencyHours: 3 });
    await createSearch(t.app, user, { parameters: null, title: 'Segunda', frequencyHours: 12 });
    await createSearch(t.app, user, { parameters: null, title: 'Tercera', frequencyHours: 3 });
    await createSearch(t.app, user, { parameters: null, title: 'Pausada', frequencyHours: 3, isActive: false });

    const res = await t.as(user).post('/api/Subscription/cancel');
    expect(res.statusCode).toBe(200);
    const cancelled = res.json();
    expect(cancelled).toMatchObject({ plan: { code: 'plus' }, status: 'active', cancelAtPeriodEnd: true });
    const again = await t.as(user).post('/api/Subscription/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);

    const periodEnd = new Date(cancelled.currentPeriodEnd);
    await t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() - 1000));
    expect((await current(user)).plan.code).toBe('plus');

    // (The sweep sees every user of this file's database: the counts are at least this user's.)
    const [first, second] = await Promise.all([
      t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000)),
      t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000)),
    ]);
    expect(first.ended + second.ended).toBeGreaterThanOrEqual(1);
    expect((await current(user)).plan.code).toBe('free');
    // Free allows one active search: the oldest stays, the most recent are paused; every frequency is at least 6 h.
    expect(await activeTitles(user)).toEqual(['Primera']);
    const rows = await t.database.db.select().from(searches).where(eq(searches.userId, user.user.id));
    expect(rows.map((r) => r.frequencyHours).sort((a, b) => a - b)).toEqual([6, 6, 6, 12]);
    expect(rows.find((r) => r.id === oldest.id)?.isActive).toBe(true);
    const ended = (await notices(user)).find((n) => n.title === SUBSCRIPTION_MESSAGES.endedTitle);
    expect(ended?.message).toContain('Tu plan Avanzado ha terminado; ahora tienes el plan Gratis.');
    expect(ended?.message).toContain('«Tercera», «Segunda»');
    expect(ended?.url).toBe('/suscripciones');
    // No charge after a cancellation.
    expect((await details(user)).payments).toHaveLength(1);
  });

  it('renews a local plan every month by itself, once per period, recording each charge', async () => {
    const user = await signIn(t.app);
    await payLocalCheckout(t, await buy(user, 'plus'));
    const periodEnd = new Date((await current(user)).currentPeriodEnd);

    await t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() - 1000));
    expect((await details(user)).payments).toHaveLength(1);
    const [first, second] = await Promise.all([
      t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000)),
      t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000)),
    ]);
    expect(first.renewed + second.renewed).toBeGreaterThanOrEqual(1);
    const renewed = await current(user);
    expect(renewed).toMatchObject({ plan: { code: 'plus' }, status: 'active' });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBe(addMonths(periodEnd, 1).getTime());
    const charges = (await details(user)).payments;
    expect(charges).toHaveLength(2);
    expect(charges.every((c: { status: string; amount: number }) => c.status === 'succeeded' && c.amount === 9.99)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.user.id), eq(payments.purpose, 'subscription')));
    expect(rows).toHaveLength(2);
    expect(await balanceOf(t, user)).toMatchObject({ available: 0 });
  });

  it('ends a granted plan whose period is over (no provider to renew it)', async () => {
    const user = await signIn(t.app);
    await subscribe(t.app, user.user.id, 'pro', { currentPeriodEnd: new Date(Date.now() + DAY) });
    await createSearch(t.app, user, { parameters: null, frequencyHours: 1 });
    await t.app.ctx.billing.sweepRenewals(new Date(Date.now() + 2 * DAY));
    expect((await current(user)).plan.code).toBe('free');
    const [row] = await t.database.db.select().from(searches).where(eq(searches.userId, user.user.id));
    expect(row.frequencyHours).toBe(6);
  });
});
