import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const admin = () => signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
const blockedReason = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].blockedReason;

describe('GET /api/User/all: role', () => {
  it('gives every user the role the server gives them', async () => {
    const boss = await admin();
    const tag = `rol${Date.now()}`;
    const customer = await signIn(t.app, { name: `${tag} Cliente` });
    const expert = await createExpert(t.app, { name: `${tag} Experta` });
    const page = (await t.as(boss).get('/api/User/all', { query: { q: tag } })).json<{ users: { id: number; role: string }[] }>();
    expect(Object.fromEntries(page.users.map((u) => [u.id, u.role]))).toEqual({ [customer.user.id]: 'User', [expert.user.id]: 'Expert' });
    const all = (await t.as(boss).get('/api/User/all')).json<{ id: number; role: string }[]>();
    expect(all.find((u) => u.id === boss.user.id)?.role).toBe('Admin');
    expect(all.every((u) => ['User', 'Expert', 'Admin'].includes(u.role))).toBe(true);
  });
});

describe('PUT /api/User/{id}/block with a reason', () => {
  it('keeps the reason (trimmed) and tells it to the blocked user on every call and at sign-in', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    const res = await t.as(boss).put(`/api/User/${customer.user.id}/block`, { reason: '  Pagos con tarjetas robadas  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: customer.user.id, isBlocked: true });
    expect(await blockedReason(customer.user.id)).toBe('Pagos con tarjetas robadas');

    const refused = await t.as(customer).get('/api/Subscription/balance');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', details: { reason: 'Pagos con tarjetas robadas' } });
    await expect(t.app.ctx.auth.signIn({ email: customer.user.email, name: 'X' })).rejects.toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      details: { reason: 'Pagos con tarjetas robadas' },
    });

    // Unblocking forgets it; the call toggles whatever the body says.
    const unblocked = await t.as(boss).put(`/api/User/${customer.user.id}/block`, { reason: 'ignorado' });
    expect(unblocked.json()).toEqual({ id: customer.user.id, isBlocked: false });
    expect(await blockedReason(customer.user.id)).toBeNull();
    expect((await t.as(customer).get('/api/Subscription/balance')).statusCode).toBe(200);
  });

  it('accepts Reason in PascalCase, and no body or an empty reason as a block without one (details.reason null)', async () => {
    const boss = await admin();
    const pascal = await signIn(t.app);
    await t.as(boss).put(`/api/User/${pascal.user.id}/block`, { Reason: 'Suplantación' });
    expect(await blockedReason(pascal.user.id)).toBe('Suplantación');

    for (const body of [undefined, {}, { reason: '   ' }]) {
      const customer = await signIn(t.app);
      expect((await t.as(boss).put(`/api/User/${customer.user.id}/block`, body)).statusCode).toBe(200);
      const refused = await t.as(customer).get('/api/Search');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada', details: { reason: null } });
    }
  });

  it('answers 400 for a reason too long or not text, and 401, 403 and 404 as the toggle does', async () => {
    const boss = await admin();
    const target = await signIn(t.app);
    for (const body of [{ reason: 'x'.repeat(501) }, { reason: 42 }, { reason: 'a\u0000b' }]) {
      const res = await t.as(boss).put(`/api/User/${target.user.id}/block`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await blockedReason(target.user.id)).toBeNull();
    expect((await t.as(boss).put(`/api/User/${target.user.id}/block`, { reason: 'x'.repeat(500) })).statusCode).toBe(200);

    const body = { reason: 'Motivo' };
    expect((await t.anonymous.put(`/api/User/${target.user.id}/block`, body)).statusCode).toBe(401);
    expect((await t.as(await signIn(t.app)).put(`/api/User/${target.user.id}/block`, body)).statusCode).toBe(403);
    expect((await t.as(await createExpert(t.app)).put(`/api/User/${target.user.id}/block`, body)).statusCode).toBe(403);
    expect((await t.as(boss).put('/api/User/999999/block', body)).statusCode).toBe(404);
  });

  it("leaves the blocked user's balance theirs, and a deletion clears the reason", async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    await t.as(boss).put(`/api/User/${customer.user.id}/block`, { reason: 'Spam' });
    expect((await t.as(boss).get(`/api/User/${customer.user.id}/money`)).json().balances).toEqual({ available: 0, held: 0, earned: 0 });
    expect((await t.as(boss).delete(`/api/User/${customer.user.id}`)).statusCode).toBe(204);
    expect(await blockedReason(customer.user.id)).toBeNull();
  });
});
