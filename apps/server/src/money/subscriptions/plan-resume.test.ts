import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '@ojeador/shared';
import { subscriptions } from '../../db/schema/index.js';
import { signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { payLocalCheckout } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { addMonths } from './plan-changes.js';

const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
const DAY = 24 * 3600 * 1000;

async function onPlus(): Promise<SignedIn> {
  const user = await signIn(t.app);
  const res = await t.as(user).post('/api/Subscription/create-checkout-session', { planCode: 'plus' });
  expect(res.statusCode).toBe(200);
  await payLocalCheckout(t, res.json<{ url: string }>().url);
  return user;
}
const current = async (user: SignedIn) => (await t.as(user).get('/api/Subscription/current')).json();
const resume = (user: SignedIn) => t.as(user).post('/api/Subscription/resume');
const cancel = (user: SignedIn) => t.as(user).post('/api/Subscription/cancel');
const rowsOf = (user: SignedIn) => t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));

describe('POST /api/Subscription/resume', () => {
  it('answers 401 without a session and 404 to a customer who never had a paid plan', async () => {
    expect((await t.anonymous.post('/api/Subscription/resume')).statusCode).toBe(401);
    const res = await resume(await signIn(t.app));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: SUBSCRIPTION_MESSAGES.noPaidSubscription });
  });

  it('undoes a cancel before the period ends: the plan renews again, and the plan clock renews it', async () => {
    const user = await onPlus();
    expect((await cancel(user)).statusCode).toBe(200);
    const cancelled = await current(user);
    expect(cancelled).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: true });

    const res = await resume(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...cancelled, cancelAtPeriodEnd: false });
    expect(await current(user)).toMatchObject({ plan: { code: 'plus' }, status: 'active', cancelAtPeriodEnd: false });

    // At the period end the plan is renewed and charged, not ended.
    const periodEnd = new Date(cancelled.currentPeriodEnd);
    await t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000));
    const renewed = await current(user);
    expect(renewed).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: false });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBe(addMonths(periodEnd, 1).getTime());
    expect((await t.as(user).get('/api/Subscription/details')).json().payments).toHaveLength(2);
  });

  it('answers a second resume, or one of a plan never cancelled, with 409 PLAN_NOT_CANCELLED and changes nothing', async () => {
    const user = await onPlus();
    const notCancelled = await resume(user);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json()).toMatchObject({ code: 'PLAN_NOT_CANCELLED', message: SUBSCRIPTION_MESSAGES.notCancelled });

    await cancel(user);
    expect((await resume(user)).statusCode).toBe(200);
    const again = await resume(user);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PLAN_NOT_CANCELLED');
    expect(await current(user)).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: false });
    // And the plan can be cancelled again after a resume.
    expect((await cancel(user)).statusCode).toBe(200);
    expect((await current(user)).cancelAtPeriodEnd).toBe(true);
  });

  it('lets exactly one of two resumes at once through', async () => {
    const user = await onPlus();
    await cancel(user);
    const answers = await Promise.all([resume(user), resume(user)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PLAN_NOT_CANCELLED');
    expect((await current(user)).cancelAtPeriodEnd).toBe(false);
  });

  it('answers 409 PLAN_ENDED once the period is over, ended by the plan clock or not yet', async () => {
    const user = await onPlus();
    await cancel(user);
    const periodEnd = new Date((await current(user)).currentPeriodEnd);
    await t.app.ctx.billing.sweepRenewals(new Date(periodEnd.getTime() + 1000));
    expect((await current(user)).plan.code).toBe('free');
    const ended = await resume(user);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: 'PLAN_ENDED', message: SUBSCRIPTION_MESSAGES.planEnded });
    expect((await rowsOf(user)).map((r) => [r.status, r.cancelAtPeriodEnd])).toEqual([['cancelled', true]]);

    // A cancelled plan whose period passed a moment ago, before the clock ended it: too late too.
    const late = await signIn(t.app);
    await subscribe(t.app, late.user.id, 'pro', { provider: 'local', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) });
    const tooLate = await resume(late);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('PLAN_ENDED');
    expect((await rowsOf(late))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it("acts only on the caller's own plan", async () => {
    const owner = await onPlus();
    await cancel(owner);
    const other = await signIn(t.app);
    await subscribe(t.app, other.user.id, 'pro', { cancelAtPeriodEnd: false, currentPeriodEnd: new Date(Date.now() + 10 * DAY) });
    expect((await resume(other)).json().code).toBe('PLAN_NOT_CANCELLED');
    expect(await current(owner)).toMatchObject({ plan: { code: 'plus' }, cancelAtPeriodEnd: true });
    expect((await resume(await signIn(t.app))).statusCode).toBe(404);
    expect((await current(owner)).cancelAtPeriodEnd).toBe(true);
  });
});
