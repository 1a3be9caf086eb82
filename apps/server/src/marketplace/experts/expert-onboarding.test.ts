import { describe, expect, it } from 'vitest';
import { createExpert, createSearch, type Expert, hireExpert, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const profileOf = async (expert: Expert) => (await t.as(expert).get('/api/User/expert-profile')).json();

describe('local payment onboarding (PAYMENTS_PROVIDER=local)', () => {
  it('answers a page URL; GET shows it, POST {"outcome":"cancel"} abandons, POST with no body confirms', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const res = await t.as(expert).post('/api/Subscription/expert-onboarding');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/payments\/local\/onboarding\/local_acct_\d+\.[\w-]+$/);

    const page = await t.anonymous.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`local_acct_${expert.profileId}`);
    expect(page.body).toContain('Confirmar cuenta de pagos');

    const cancel = await t.anonymous.post(url, { outcome: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/expert-panel?onboarding=cancelled');
    expect((await profileOf(expert)).stripeAccountId).toBeNull();

    const confirm = await t.anonymous.post(url);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/expert-panel?onboarding=return');
    expect((await profileOf(expert)).stripeAccountId).toBe(`local_acct_${expert.profileId}`);
  });

  it("confirms from the page's own form (urlencoded, no fields) and with an empty JSON body", async () => {
    for (const request of [
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
    ]) {
      const expert = await createExpert(t.app, { paymentsReady: false });
      const { url } = (await t.as(expert).post('/api/Subscription/expert-onboarding')).json();
      const res = await t.anonymous.post(url, request.payload, { headers: request.headers });
      expect(res.statusCode).toBe(303);
      expect((await profileOf(expert)).stripeAccountId).not.toBeNull();
    }
  });

  it('keeps one account per expert and refuses a forged link', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const first = (await t.as(expert).post('/api/Subscription/expert-onboarding')).json().url;
    const second = (await t.as(expert).post('/api/Subscription/expert-onboarding')).json().url;
    expect(second).toBe(first);
    const forged = first.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.anonymous.get(forged)).statusCode).toBe(404);
    expect((await t.anonymous.post('/payments/local/onboarding/local_acct_1')).statusCode).toBe(404);
    const bad = await t.anonymous.post(first, { outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for experts only', async () => {
    expect((await t.anonymous.post('/api/Subscription/expert-onboarding')).statusCode).toBe(401);
    const customer = await signIn(t.app);
    expect((await t.as(customer).post('/api/Subscription/expert-onboarding')).statusCode).toBe(403);
  });

  it('the Stripe webhook refuses everything under the local provider', async () => {
    const res = await t.anonymous.post('/api/Payments/webhook', { id: 'evt_1', type: 'account.updated' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/Searches/expert', () => {
  it('lists the searches the expert was hired for, empty before any hire; experts only', async () => {
    const expert = await createExpert(t.app);
    expect((await t.as(expert).get('/api/Searches/expert')).json()).toEqual([]);

    const client = await signIn(t.app, { name: 'Clara Cliente' });
    const search = await createSearch(t.app, client, { parameters: null, title: 'Golf familiar' });
    await hireExpert(t.app, search, expert, 'pending');
    const res = await t.as(expert).get('/api/Searches/expert');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: search.id, hireStatus: 'pending', clientName: 'Clara C.' })]);
    expect((await profileOf(expert)).activeHires).toBe(1);

    expect((await t.as(client).get('/api/Searches/expert')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/Searches/expert')).statusCode).toBe(401);
  });
});
