import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES, type SubscriptionReceipt } from '@ojeador/shared';
import { payments } from '../../db/schema/index.js';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { addMonths } from './plan-changes.js';

const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

/** Buys the plan through the local checkout (paid unless `abandon`); answers the payment id. */
async function buy(user: SignedIn, planCode: string, abandon = false): Promise<number> {
  const res = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode });
  expect(res.statusCode).toBe(200);
  const location = await payLocalCheckout(t, res.json<{ url: string }>().url, abandon ? 'cancel' : 'confirm');
  return Number(location.split('=')[1]);
}
const receipt = (user: SignedIn, id: number | string) => t.as(user).get(`/api/Subscription/payments/${id}`);

describe('GET /api/Subscription/payments/{id}', () => {
  it("gives the owner the receipt of a plan's first month: plan, period, amount, reference and customer", async () => {
    const user = await signIn(t.app, { name: 'Lucía Recibo' });
    const id = await buy(user, 'plus');
    const res = await receipt(user, id);
    expect(res.statusCode).toBe(200);
    const body = res.json<SubscriptionReceipt>();
    const { currentPeriodEnd } = (await t.as(user).get('/api/Subscription/current')).json();
    expect(body).toEqual({
      number: id,
      paidAt: expect.any(String),
      amount: 9.99,
      planCode: 'plus',
      planName: 'Avanzado',
      periodStart: body.paidAt,
      periodEnd: currentPeriodEnd,
      reference: `local_cs_${id}`,
      customer: { name: 'Lucía Recibo', email: user.user.email },
    });
    expect(new Date(body.periodEnd).getTime()).toBe(addMonths(new Date(body.periodStart), 1).getTime());
  });

  it('gives a renewal the month it pays for, from the end of the one before', async () => {
    const user = await signIn(t.app);
    await buy(user, 'pro');
    const firstEnd = new Date((await t.as(user).get('/api/Subscription/current')).json().currentPeriodEnd);
    // The plan clock runs late (an hour after the period end): the renewal still pays from the period's end.
    await t.app.ctx.billing.sweepRenewals(new Date(firstEnd.getTime() + 3600 * 1000));
    const [renewal] = (await t.as(user).get('/api/Subscription/details')).json().payments;
    const body = (await receipt(user, renewal.id)).json<SubscriptionReceipt>();
    expect(body).toMatchObject({ number: renewal.id, amount: 24.99, planCode: 'pro', planName: 'Premium' });
    expect(body.periodStart).toBe(firstEnd.toISOString());
    expect(body.periodEnd).toBe(addMonths(firstEnd, 1).toISOString());
    expect(body.paidAt).toBe(new Date(firstEnd.getTime() + 3600 * 1000).toISOString());
    expect(body.reference).toMatch(/^local_renewal_\d+_/);
  });

  it('answers 404 for anyone else’s charge, an unknown id, an abandoned checkout or a top-up; 400 for a bad id; 401 unsigned', async () => {
    const owner = await signIn(t.app);
    const id = await buy(owner, 'plus');
    const other = await signIn(t.app);
    const notYours = await receipt(other, id);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ code: 'NOT_FOUND', message: SUBSCRIPTION_MESSAGES.receiptNotFound });
    expect((await receipt(owner, 2_000_000_000)).statusCode).toBe(404);

    const abandoned = await buy(other, 'pro', true);
    expect((await receipt(other, abandoned)).statusCode).toBe(404);
    await topUp(t, other, 10);
    const [topup] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, other.user.id), eq(payments.purpose, 'topup')));
    expect(topup.status).toBe('succeeded');
    expect((await receipt(other, topup.id)).statusCode).toBe(404);

    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await receipt(owner, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await t.anonymous.get(`/api/Subscription/payments/${id}`)).statusCode).toBe(401);
  });

  it('dates a charge recorded without its period (before migration 0024) from the day it was paid', async () => {
    const user = await signIn(t.app);
    const id = await buy(user, 'plus');
    const paidAt = new Date('2026-01-31T09:30:00Z');
    await t.database.db.update(payments).set({ settledAt: paidAt, periodStart: null, periodEnd: null }).where(eq(payments.id, id));
    expect((await receipt(user, id)).json()).toMatchObject({
      paidAt: paidAt.toISOString(),
      periodStart: paidAt.toISOString(),
      periodEnd: '2026-02-28T09:30:00.000Z',
    });
  });

  it('answers 404 for a failed charge, which has no receipt', async () => {
    const user = await signIn(t.app);
    const id = await buy(user, 'plus');
    await t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, id));
    expect((await receipt(user, id)).statusCode).toBe(404);
  });
});
