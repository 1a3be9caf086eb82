import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ojeador/shared';
import { searches } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResults, createExpert, createHire, createSearch, createService, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

const dbSearch = async (id: number) => (await t.database.db.select().from(searches).where(eq(searches.id, id)))[0];
const isAboutNow = (iso: string) => Math.abs(new Date(iso).getTime() - Date.now()) < 10_000;
const PLAN_PHRASE = MESSAGES.planLimitPhrase;

describe('DELETE /api/Search/{id}', () => {
  it('deletes the owner’s search with 204', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'golf' } });
    await addResults(t.app, search.id, 2);
    const res = await t.as(owner).delete(`/api/Search/${search.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.as(owner).get(`/api/Search/${search.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to others, lets the admin delete, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    expect((await t.as(await signIn(t.app)).delete(`/api/Search/${search.id}`)).statusCode).toBe(404);
    expect((await t.anonymous.delete(`/api/Search/${search.id}`)).statusCode).toBe(401);
    expect((await t.as(admin).delete(`/api/Search/${search.id}`)).statusCode).toBe(204);
    expect(await dbSearch(search.id)).toBeUndefined();
  });

  it('refuses with 409 while an expert hire on the search is open', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    const res = await t.as(owner).delete(`/api/Search/${search.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'No puedes eliminar una búsqueda con un servicio de experto en curso' });
  });
});

describe('PUT /api/Search/{id}/toggle-active', () => {
  it('deactivates and re-activates, scheduling a run now on activation', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null, nextRunAt: new Date('2030-01-01T00:00:00Z') });
    const off = await t.as(owner).put(`/api/Search/${search.id}/toggle-active`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: search.id, isActive: false, nextRunAt: '2030-01-01T00:00:00.000Z' });
    const on = await t.as(owner).put(`/api/Search/${search.id}/toggle-active`);
    expect(on.json().isActive).toBe(true);
    expect(isAboutNow(on.json().nextRunAt)).toBe(true);
  });

  it('refuses a re-activation beyond the plan with 409 LIMIT_REACHED', async () => {
    const owner = await signIn(t.app);
    const paused = await createSearch(t.app, owner, { parameters: null, isActive: false });
    await createSearch(t.app, owner, { parameters: null, isActive: true });
    const res = await t.as(owner).put(`/api/Search/${paused.id}/toggle-active`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED', message: MESSAGES.limitReachedServer });
    expect(res.json().message).toContain(PLAN_PHRASE);
    expect((await dbSearch(paused.id)).isActive).toBe(false);
  });

  it('refuses a re-activation whose frequency is now below the plan minimum', async () => {
    const owner = await signIn(t.app);
    const paused = await createSearch(t.app, owner, { parameters: null, isActive: false, frequencyHours: 1 });
    const res = await t.as(owner).put(`/api/Search/${paused.id}/toggle-active`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(PLAN_PHRASE);
  });

  it('answers 404 to others, lets the admin toggle, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    expect((await t.as(await signIn(t.app)).put(`/api/Search/${search.id}/toggle-active`)).statusCode).toBe(404);
    expect((await t.anonymous.put(`/api/Search/${search.id}/toggle-active`)).statusCode).toBe(401);
    expect((await t.as(admin).put(`/api/Search/${search.id}/toggle-active`)).json().isActive).toBe(false);
  });
});

describe('PUT /api/Search/{id}/revise', () => {
  it('lets the admin mark a search revised', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const res = await t.as(admin).put(`/api/Search/${search.id}/revise`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: search.id, isRevised: true, user: { id: owner.user.id } });
    expect((await t.as(admin).put('/api/Search/99999999/revise')).statusCode).toBe(404);
  });

  it('answers 403 to the owner and other customers, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    expect((await t.as(owner).put(`/api/Search/${search.id}/revise`)).statusCode).toBe(403);
    expect((await t.anonymous.put(`/api/Search/${search.id}/revise`)).statusCode).toBe(401);
    expect((await dbSearch(search.id)).isRevised).toBe(false);
  });
});
