import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createExpert, createSearch, type Expert, hireExpert, signIn } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (expert: Expert) => (await t.app.inject({ method: 'GET', url: '/api/User/expert-profile', headers: expert.headers })).json();
const startOnboarding = (headers?: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/Subscription/expert-onboarding', headers });

describe('local payment onboarding (PAYMENTS_PROVIDER=local)', () => {
  it('answers a page URL; GET shows it, POST {"outcome":"cancel"} abandons, POST with no body confirms', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const res = await startOnboarding(expert.headers);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/payments\/local\/onboarding\/local_acct_\d+\.[\w-]+$/);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`local_acct_${expert.profileId}`);
    expect(page.body).toContain('Confirmar cuenta de pagos');

    const cancel = await t.app.inject({ method: 'POST', url, payload: { outcome: 'cancel' } });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/expert-panel?onboarding=cancelled');
    expect((await profileOf(expert)).stripeAccountId).toBeNull();

    const confirm = await t.app.inject({ method: 'POST', url });
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
      const { url } = (await startOnboarding(expert.headers)).json();
      const res = await t.app.inject({ method: 'POST', url, ...request });
      expect(res.statusCode).toBe(303);
      expect((await profileOf(expert)).stripeAccountId).not.toBeNull();
    }
  });

  it('keeps one account per expert and refuses a forged link', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const first = (await startOnboarding(expert.headers)).json().url;
    const second = (await startOnboarding(expert.headers)).json().url;
    expect(second).toBe(first);
    const forged = first.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/payments/local/onboarding/local_acct_1' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: first, payload: { outcome: 'maybe' } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for experts only', async () => {
    expect((await startOnboarding()).statusCode).toBe(401);
    const customer = await signIn(t.app);
    expect((await startOnboarding(customer.headers)).statusCode).toBe(403);
  });

  it('the Stripe webhook refuses everything under the local provider', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Payments/webhook', payload: { id: 'evt_1', type: 'account.updated' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/Searches/expert', () => {
  it('lists the searches the expert was hired for, empty before any hire; experts only', async () => {
    const expert = await createExpert(t.app);
    const list = () => t.app.inject({ method: 'GET', url: '/api/Searches/expert', headers: expert.headers });
    expect((await list()).json()).toEqual([]);

    const client = await signIn(t.app, { name: 'Clara Cliente' });
    const search = await createSearch(t.app, client, { parameters: null, title: 'Golf familiar' });
    await hireExpert(t.app, search, expert, 'pending');
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: search.id, hireStatus: 'pending', clientName: 'Clara Cliente' })]);
    expect((await profileOf(expert)).activeHires).toBe(1);

    expect((await t.app.inject({ method: 'GET', url: '/api/Searches/expert', headers: client.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Searches/expert' })).statusCode).toBe(401);
  });
});
