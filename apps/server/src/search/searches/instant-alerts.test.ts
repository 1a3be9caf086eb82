import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantAlertsResponseSchema, SEARCH_MESSAGES, searchDetailSchema } from '@ojeador/shared';
import { searches } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, createSearch, hireExpert, signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

const url = (searchId: number | string) => `/api/Search/${searchId}/instant-alerts`;
const stored = async (searchId: number) => (await t.database.db.select({ on: searches.instantAlerts }).from(searches).where(eq(searches.id, searchId)))[0]?.on;
const detail = async (who: SignedIn, searchId: number) => searchDetailSchema.parse((await t.as(who).get(`/api/Search/${searchId}`)).json());

async function customerOn(planCode: 'free' | 'plus' | 'pro') {
  const owner = await signIn(t.app);
  if (planCode !== 'free') await subscribe(t.app, owner.user.id, planCode);
  return owner;
}

describe('GET /api/Search/{id}: "Alertas al momento"', () => {
  it('carries the switch (on by default) and whether the plan has it: Free no, Plus and Pro yes', async () => {
    for (const [plan, available] of [
      ['free', false],
      ['plus', true],
      ['pro', true],
    ] as const) {
      const owner = await customerOn(plan);
      const search = await createSearch(t.app, owner);
      expect(await detail(owner, search.id)).toMatchObject({ instantAlerts: true, instantAlertsAvailable: available });
    }
  });

  it("tells from the owner's plan, not the reader's: the admin reading a Plus customer's search, and the admin's own", async () => {
    const plus = await customerOn('plus');
    const free = await customerOn('free');
    expect(await detail(admin, (await createSearch(t.app, plus)).id)).toMatchObject({ instantAlertsAvailable: true });
    expect(await detail(admin, (await createSearch(t.app, free)).id)).toMatchObject({ instantAlertsAvailable: false });
    expect(await detail(admin, (await createSearch(t.app, admin)).id)).toMatchObject({ instantAlertsAvailable: true });
  });

  it('is answered on creation too', async () => {
    const owner = await customerOn('pro');
    const res = await t.as(owner).post('/api/Search', { title: 'Golf GTI', category: 1, frequency: 24 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ instantAlerts: true, instantAlertsAvailable: true });
  });
});

describe('PUT /api/Search/{id}/instant-alerts', () => {
  it('turns it off and on again for a Plus owner, and GET reads it back', async () => {
    const owner = await customerOn('plus');
    const search = await createSearch(t.app, owner);

    const off = await t.as(owner).put(url(search.id), { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(instantAlertsResponseSchema.parse(off.json())).toEqual({ instantAlerts: false });
    expect(await stored(search.id)).toBe(false);
    expect(await detail(owner, search.id)).toMatchObject({ instantAlerts: false, instantAlertsAvailable: true });

    const on = await t.as(owner).put(url(search.id), { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ instantAlerts: true });
    expect(await stored(search.id)).toBe(true);
    // Asking for what is already so is no error.
    expect((await t.as(owner).put(url(search.id), { enabled: true })).json()).toEqual({ instantAlerts: true });
  });

  it('works for a Pro owner', async () => {
    const owner = await customerOn('pro');
    const search = await createSearch(t.app, owner, { instantAlerts: false });
    expect((await t.as(owner).put(url(search.id), { enabled: true })).json()).toEqual({ instantAlerts: true });
  });

  it('refuses to turn it on for a Free plan with 409 PLAN_REQUIRED, and always lets it be turned off', async () => {
    const owner = await customerOn('free');
    const search = await createSearch(t.app, owner, { instantAlerts: false });
    const refused = await t.as(owner).put(url(search.id), { enabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: SEARCH_MESSAGES.instantAlertsPlanRequired });
    expect(SEARCH_MESSAGES.instantAlertsPlanRequired).toBe('Las alertas al momento son de los planes Avanzado y Premium');
    expect(await stored(search.id)).toBe(false);

    // A Free search still on (the default, or left from a lapsed plan) can be turned off.
    const leftOn = await createSearch(t.app, owner);
    const off = await t.as(owner).put(url(leftOn.id), { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ instantAlerts: false });
    expect(await stored(leftOn.id)).toBe(false);
  });

  it("lets the admin change it on a customer's search, within the owner's plan", async () => {
    const plus = await customerOn('plus');
    const plusSearch = await createSearch(t.app, plus);
    expect((await t.as(admin).put(url(plusSearch.id), { enabled: false })).json()).toEqual({ instantAlerts: false });
    expect((await t.as(admin).put(url(plusSearch.id), { enabled: true })).json()).toEqual({ instantAlerts: true });

    const free = await customerOn('free');
    const freeSearch = await createSearch(t.app, free, { instantAlerts: false });
    expect((await t.as(admin).put(url(freeSearch.id), { enabled: true })).json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    expect((await t.as(admin).put(url((await createSearch(t.app, admin, { instantAlerts: false })).id), { enabled: true })).statusCode).toBe(200);
  });

  it('answers 401 without a session, whatever the body', async () => {
    const owner = await customerOn('plus');
    const search = await createSearch(t.app, owner);
    expect((await t.anonymous.put(url(search.id), { enabled: false })).statusCode).toBe(401);
    expect((await t.anonymous.put(url(search.id), { enabled: 'no' })).statusCode).toBe(401);
    expect(await stored(search.id)).toBe(true);
  });

  it('answers 404 for a missing search and for one the caller cannot read', async () => {
    const owner = await customerOn('plus');
    const search = await createSearch(t.app, owner);
    const stranger = await customerOn('pro');
    const missing = await t.as(owner).put(url(999_999), { enabled: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: SEARCH_MESSAGES.searchNotFound });
    const foreign = await t.as(stranger).put(url(search.id), { enabled: false });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await stored(search.id)).toBe(true);
  });

  it('answers 403 to the expert hired on the search: they read it but do not change it', async () => {
    const owner = await customerOn('plus');
    const search = await createSearch(t.app, owner);
    const expert = await createExpert(t.app);
    await hireExpert(t.app, search, expert, 'accepted');
    expect((await t.as(expert).get(`/api/Search/${search.id}`)).statusCode).toBe(200);
    const res = await t.as(expert).put(url(search.id), { enabled: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored(search.id)).toBe(true);
  });

  it('answers 400 to a body without a boolean `enabled`', async () => {
    const owner = await customerOn('plus');
    const search = await createSearch(t.app, owner);
    for (const body of [{}, { enabled: 'false' }, { enabled: 1 }, { enabled: null }, []]) {
      const res = await t.as(owner).put(url(search.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const noBody = await t.as(owner).put(url(search.id));
    expect(noBody.statusCode).toBe(400);
    expect((await t.as(owner).put(url('abc'), { enabled: false })).statusCode).toBe(400);
    expect(await stored(search.id)).toBe(true);
  });
});
