import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, totalSearchCap } from '@ojeador/shared';
import { searches } from '../../db/schema/index.js';
import { createSearch, signIn, subscribe } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Golf GTI',
  description: 'Un Golf GTI en buen estado',
  category: 1,
  frequency: 24,
  ...overrides,
});

describe('"Buscar ahora" on a paused search', () => {
  it('is refused with 409 SEARCH_INACTIVE, so paused searches cannot dodge the active-search limit', async () => {
    const owner = await signIn(t.app);
    const paused = await createSearch(t.app, owner, { isActive: false });
    const res = await t.as(owner).post(`/api/Search/${paused.id}/run`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEARCH_INACTIVE', message: SEARCH_MESSAGES.runInactive });

    await t.database.db.update(searches).set({ isActive: true }).where(eq(searches.id, paused.id));
    expect((await t.as(owner).post(`/api/Search/${paused.id}/run`)).statusCode).toBe(202);
  });
});

describe('the cap on searches kept', () => {
  it('refuses a new search, active or paused, once the free plan keeps its maximum', async () => {
    const owner = await signIn(t.app);
    const cap = totalSearchCap(1);
    for (let i = 0; i < cap - 1; i++) await createSearch(t.app, owner, { parameters: null, isActive: false });
    expect((await t.as(owner).post('/api/Search', body({ isActive: false }))).statusCode).toBe(201);

    const refused = await t.as(owner).post('/api/Search', body({ isActive: false }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SEARCH_CAP_REACHED', message: SEARCH_MESSAGES.searchCapReached(cap) });
    expect(await t.database.db.$count(searches, eq(searches.userId, owner.user.id))).toBe(cap);
  });

  it('grows with the plan', async () => {
    const plus = await signIn(t.app);
    await subscribe(t.app, plus.user.id, 'plus');
    for (let i = 0; i < totalSearchCap(1); i++) await createSearch(t.app, plus, { parameters: null, isActive: false });
    expect((await t.as(plus).post('/api/Search', body({ isActive: false }))).statusCode).toBe(201);
  });
});
