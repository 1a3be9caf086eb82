import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createSearch, signIn, subscribe } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

describe('GET /api/Subscription/limits', () => {
  it('gives the free plan to a user without a subscription', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).get('/api/Subscription/limits');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxSearches: 1, minSearchInterval: 6, activeSearches: 0, planCode: 'free', planName: 'Gratis' });
  });

  it("counts only the user's own active searches", async () => {
    const user = await signIn(t.app);
    const other = await signIn(t.app);
    await createSearch(t.app, user, { parameters: null, isActive: true });
    await createSearch(t.app, user, { parameters: null, isActive: true });
    await createSearch(t.app, user, { parameters: null, isActive: false });
    await createSearch(t.app, other, { parameters: null, isActive: true });
    expect((await t.as(user).get('/api/Subscription/limits')).json().activeSearches).toBe(2);
  });

  it('reads the plan of an active subscription: Plus and Pro', async () => {
    const plus = await signIn(t.app);
    await subscribe(t.app, plus.user.id, 'plus', { currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    expect((await t.as(plus).get('/api/Subscription/limits')).json()).toEqual({
      maxSearches: 5,
      minSearchInterval: 3,
      activeSearches: 0,
      planCode: 'plus',
      planName: 'Avanzado',
    });

    const pro = await signIn(t.app);
    await subscribe(t.app, pro.user.id, 'pro');
    expect((await t.as(pro).get('/api/Subscription/limits')).json()).toMatchObject({ maxSearches: 20, minSearchInterval: 1, planCode: 'pro' });
  });

  it('falls back to the free plan when the subscription is cancelled or its period has ended', async () => {
    const cancelled = await signIn(t.app);
    await subscribe(t.app, cancelled.user.id, 'pro', { status: 'cancelled' });
    expect((await t.as(cancelled).get('/api/Subscription/limits')).json()).toMatchObject({ maxSearches: 1, minSearchInterval: 6, planCode: 'free' });

    const expired = await signIn(t.app);
    await subscribe(t.app, expired.user.id, 'plus', { currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await t.as(expired).get('/api/Subscription/limits')).json()).toMatchObject({ planCode: 'free' });
  });

  it('takes the most generous of several active subscriptions', async () => {
    const user = await signIn(t.app);
    await subscribe(t.app, user.user.id, 'pro');
    await subscribe(t.app, user.user.id, 'plus');
    expect((await t.as(user).get('/api/Subscription/limits')).json()).toMatchObject({ planCode: 'pro', maxSearches: 20 });
  });

  it('gives the admin no practical limit', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    await createSearch(t.app, admin, { parameters: null });
    expect((await t.as(admin).get('/api/Subscription/limits')).json()).toEqual({
      maxSearches: 1000,
      minSearchInterval: 1,
      activeSearches: 1,
      planCode: 'admin',
      planName: 'Administrador',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/Subscription/limits')).statusCode).toBe(401);
  });
});
