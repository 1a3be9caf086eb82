import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDueSearches } from '../../search/engine/runtime/scheduler.js';
import {
  expertProfiles,
  likes,
  notifications,
  payments,
  pushSubscriptions,
  searchHires,
  searches,
  sessions,
  subscriptions,
  userSettings,
  users,
  whatsappConsents,
} from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createAd, createExpert, createSearch, hireExpert, signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const admin = () => signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/User/all', () => {
  it('answers 401 without a session and 403 to customers and experts', async () => {
    expect((await t.anonymous.get('/api/User/all')).statusCode).toBe(401);
    const customer = await signIn(t.app);
    const expert = await createExpert(t.app);
    for (const caller of [customer, expert]) {
      const res = await t.as(caller).get('/api/User/all');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('lists users newest first with their plan and active searches', async () => {
    const boss = await admin();
    const ana = await signIn(t.app, { name: 'Ana Listado' });
    const bea = await signIn(t.app, { name: 'Bea Listado' });
    await createSearch(t.app, ana, { isActive: true });
    await createSearch(t.app, ana, { isActive: true });
    await createSearch(t.app, ana, { isActive: false });
    await subscribe(t.app, bea.user.id, 'plus', { currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    const res = await t.as(boss).get('/api/User/all', { query: { q: 'Listado' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.users).toEqual([
      {
        id: bea.user.id,
        name: 'Bea Listado',
        email: bea.user.email,
        isBlocked: false,
        role: 'User',
        subscriptionPlan: 'Avanzado',
        subscriptionPlanCode: 'plus',
        searchCount: 0,
        createdAt: expect.any(String),
      },
      {
        id: ana.user.id,
        name: 'Ana Listado',
        email: ana.user.email,
        isBlocked: false,
        role: 'User',
        subscriptionPlan: 'Gratis',
        subscriptionPlanCode: 'free',
        searchCount: 2,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers the spec's plain list of every user, newest first, without query parameters", async () => {
    const boss = await admin();
    const last = await signIn(t.app, { name: 'Última Alta' });
    const res = await t.as(boss).get('/api/User/all');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; name: string; subscriptionPlan: string }[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ id: last.user.id, name: 'Última Alta', subscriptionPlan: 'Gratis' });
    const paged = (await t.as(boss).get('/api/User/all', { query: { pageSize: '100' } })).json<{ total: number }>();
    expect(list).toHaveLength(paged.total);
  });

  it('filters by e-mail text and by status, and pages', async () => {
    const boss = await admin();
    const tag = `pag${Date.now()}`;
    const made: SignedIn[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await signIn(t.app, { email: `${tag}-${i}@example.com`, blocked: i === 0 }));
    const page = (query: Record<string, string>) => t.as(boss).get('/api/User/all', { query: { q: tag, ...query } });

    const first = (await page({ pageSize: '2' })).json();
    expect(first.total).toBe(5);
    expect(first.users.map((u: { id: number }) => u.id)).toEqual([made[4].user.id, made[3].user.id]);
    const third = (await page({ pageSize: '2', page: '3' })).json();
    expect(third.users.map((u: { id: number }) => u.id)).toEqual([made[0].user.id]);

    const blocked = (await page({ status: 'blocked' })).json();
    expect(blocked.users.map((u: { id: number; isBlocked: boolean }) => [u.id, u.isBlocked])).toEqual([[made[0].user.id, true]]);
    expect((await page({ status: 'active' })).json().total).toBe(4);
    // Wildcards typed by the admin are literal.
    expect((await t.as(boss).get('/api/User/all', { query: { q: '%' } })).json().total).toBe(0);
  });

  it('answers 400 for a bad status or page size', async () => {
    const boss = await admin();
    expect((await t.as(boss).get('/api/User/all', { query: { status: 'gone' } })).statusCode).toBe(400);
    expect((await t.as(boss).get('/api/User/all', { query: { pageSize: '1000' } })).statusCode).toBe(400);
    expect((await t.as(boss).get('/api/User/all', { query: { page: '0' } })).statusCode).toBe(400);
  });
});

describe('PUT /api/User/{id}/block', () => {
  it('answers 401, 403 to customers and experts, 404 for an unknown user, 400 for a bad id', async () => {
    const target = await signIn(t.app);
    expect((await t.anonymous.put(`/api/User/${target.user.id}/block`)).statusCode).toBe(401);
    expect((await t.as(await signIn(t.app)).put(`/api/User/${target.user.id}/block`)).statusCode).toBe(403);
    expect((await t.as(await createExpert(t.app)).put(`/api/User/${target.user.id}/block`)).statusCode).toBe(403);
    const boss = await admin();
    expect((await t.as(boss).put('/api/User/999999/block')).statusCode).toBe(404);
    expect((await t.as(boss).put('/api/User/abc/block')).statusCode).toBe(400);
    expect((await userRow(target.user.id)).isBlocked).toBe(false);
  });

  it('refuses to block the admin themselves', async () => {
    const boss = await admin();
    const res = await t.as(boss).put(`/api/User/${boss.user.id}/block`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SELF_ACTION', message: 'You cannot block your own account' });
  });

  it('blocks: the valid token is refused at once, sign-in says why; unblocking lets them back', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    expect((await t.as(customer).get('/api/Search')).statusCode).toBe(200);

    const blocked = await t.as(boss).put(`/api/User/${customer.user.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ id: customer.user.id, isBlocked: true });

    const refused = await t.as(customer).get('/api/Search');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada' });
    const signInAgain = await t.anonymous.post('/api/User/dev-login', { email: customer.user.email, name: 'X' });
    if (signInAgain.statusCode !== 404) {
      expect(signInAgain.statusCode).toBe(403);
      expect(signInAgain.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada' });
    }
    await expect(t.app.ctx.auth.signIn({ email: customer.user.email, name: 'X' })).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });

    const unblocked = await t.as(boss).put(`/api/User/${customer.user.id}/block`);
    expect(unblocked.json()).toEqual({ id: customer.user.id, isBlocked: false });
    expect((await t.as(customer).get('/api/Search')).statusCode).toBe(200);
  });

  it("stops a blocked user's active searches from running, and they run again once unblocked", async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    const search = await createSearch(t.app, customer, { isActive: true, parameters: { keywords: 'seat' } });
    await t.database.db.update(searches).set({ nextRunAt: sql`now() - interval '1 hour'` });
    await t.as(boss).put(`/api/User/${customer.user.id}/block`);

    expect(await claimDueSearches(t.database.db)).not.toContain(search.id);
    // A run already queued (or asked for directly) does nothing while the owner is blocked.
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();
    expect(await t.app.ctx.engine.runner.run(search.id, 'manual')).toBeNull();

    await t.as(boss).put(`/api/User/${customer.user.id}/block`);
    expect(await claimDueSearches(t.database.db)).toContain(search.id);
  });
});

describe('DELETE /api/User/{id}', () => {
  it('answers 401, 403 to customers and experts, 404 for an unknown user', async () => {
    const target = await signIn(t.app);
    expect((await t.anonymous.delete(`/api/User/${target.user.id}`)).statusCode).toBe(401);
    expect((await t.as(await signIn(t.app)).delete(`/api/User/${target.user.id}`)).statusCode).toBe(403);
    expect((await t.as(await createExpert(t.app)).delete(`/api/User/${target.user.id}`)).statusCode).toBe(403);
    expect((await t.as(await admin()).delete('/api/User/999999')).statusCode).toBe(404);
    expect((await userRow(target.user.id)).deletedAt).toBeNull();
  });

  it('refuses to delete the admin themselves', async () => {
    const boss = await admin();
    const res = await t.as(boss).delete(`/api/User/${boss.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SELF_ACTION', message: 'You cannot delete your own account' });
  });

  it('refuses while the user has an open hire, as customer or as expert', async () => {
    const boss = await admin();
    const client = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, client);
    await hireExpert(t.app, search, expert, 'accepted');
    for (const who of [client, expert]) {
      const res = await t.as(boss).delete(`/api/User/${who.user.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'USER_HAS_OPEN_HIRE', message: expect.stringContaining('hire in progress') });
      expect((await userRow(who.user.id)).deletedAt).toBeNull();
    }
  });

  it('refuses while the user has money that cannot go back to a card, and says how much', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    await topUp(t, customer, 10);
    // Paid by card too long ago for a refund (decision 037): the money stays in the balance.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(payments.userId, customer.user.id));
    const res = await t.as(boss).delete(`/api/User/${customer.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_HAS_BALANCE', details: { available: 10, held: 0, earned: 0 } });
    expect((await userRow(customer.user.id)).deletedAt).toBeNull();
  });

  it('sends a card-paid balance back to the card first, then deletes the user', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    await topUp(t, customer, 10);
    const res = await t.as(boss).delete(`/api/User/${customer.user.id}`);
    expect(res.statusCode).toBe(204);
    expect((await userRow(customer.user.id)).deletedAt).not.toBeNull();
    const money = (await t.as(boss).get(`/api/User/${customer.user.id}/money`)).json();
    expect(money.balances).toEqual({ available: 0, held: 0, earned: 0 });
    // Each ledger entry of the user: the top-up, the withdrawal (available → held), its refund (held → clearing).
    expect(money.movements.map((m: { kind: string; account: string; amount: number }) => [m.kind, m.account, m.amount])).toEqual([
      ['card_refund', 'held', -10],
      ['withdrawal', 'held', 10],
      ['withdrawal', 'available', -10],
      ['topup', 'available', 10],
    ]);
  });

  it('sends a blocked customer’s balance back to their card on request: POST /api/User/{id}/withdraw', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    await topUp(t, customer, 20);
    expect((await t.as(boss).put(`/api/User/${customer.user.id}/block`, { reason: 'Pagos sospechosos' })).statusCode).toBe(200);
    expect((await t.as(customer).post(`/api/User/${customer.user.id}/withdraw`)).statusCode).toBe(403);
    expect((await t.anonymous.post(`/api/User/${customer.user.id}/withdraw`)).statusCode).toBe(401);
    expect((await t.as(boss).post('/api/User/999999/withdraw')).statusCode).toBe(404);
    const res = await t.as(boss).post(`/api/User/${customer.user.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: 20, payments: 1, available: 0, withdrawable: 0 });
    const again = await t.as(boss).post(`/api/User/${customer.user.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('WITHDRAW_LIMIT');
  });

  it('erases the person and keeps the anonymised row that payments, ledger and hires point at', async () => {
    const boss = await admin();
    const scene = await hireScene(t, { priceCents: 1000 });
    await topUp(t, scene.client, 10);
    const hireId = await hireFromBalance(t, scene);
    // The admin finishes the hire in favour of the expert: the customer's whole balance went to it, so it is zero.
    expect((await t.as(boss).post('/api/Subscription/force-finalize', { searchHireId: hireId, resolveInFavorOfClient: false })).statusCode).toBe(200);
    const client = scene.client;
    const ad = await createAd(t.app);
    await t.database.db.insert(likes).values({ userId: client.user.id, adId: ad.id });
    await t.database.db.insert(userSettings).values({ userId: client.user.id, isEmailEnabled: true }).onConflictDoNothing();
    await t.database.db.insert(whatsappConsents).values({ userId: client.user.id, phone: '+34611111111', granted: true, context: 'test' });
    await t.database.db.insert(notifications).values({ userId: client.user.id, title: 'Para ti', message: 'Hola' });
    await t.database.db.insert(pushSubscriptions).values({ userId: client.user.id, endpoint: 'https://push.example.com/erased', p256dh: 'BPk', auth: 'au' });

    const res = await t.as(boss).delete(`/api/User/${client.user.id}`);
    expect(res.statusCode).toBe(204);

    const row = await userRow(client.user.id);
    expect(row).toMatchObject({ name: 'Usuario eliminado', email: `deleted-user-${client.user.id}@deleted.invalid`, phoneNumber: null, googleSub: null });
    expect(row.deletedAt).not.toBeNull();
    const countOf = async (
      table: typeof searches | typeof likes | typeof notifications | typeof sessions | typeof whatsappConsents | typeof userSettings | typeof pushSubscriptions,
    ) => (await t.database.db.select().from(table).where(eq(table.userId, client.user.id))).length;
    for (const table of [searches, likes, notifications, sessions, whatsappConsents, userSettings, pushSubscriptions]) expect(await countOf(table)).toBe(0);
    const [hire] = await t.database.db.select().from(searchHires).where(eq(searchHires.id, hireId));
    expect(hire).toMatchObject({ clientId: client.user.id, status: 'completed', searchId: null });

    // The old token is dead, the person is gone from the list, a second delete finds nobody.
    expect((await t.as(client).get('/api/User/me')).statusCode).toBe(401);
    expect((await t.as(boss).get('/api/User/all', { query: { q: client.user.email } })).json().total).toBe(0);
    expect((await t.as(boss).delete(`/api/User/${client.user.id}`)).statusCode).toBe(404);
    // The anonymised row can never sign in; the same e-mail signing in again is a new person.
    await expect(t.app.ctx.auth.signIn({ email: row.email, name: 'X' })).rejects.toMatchObject({ statusCode: 401 });
    const again = await t.app.ctx.auth.signIn({ email: client.user.email, name: 'Otra vez' });
    expect(again.user.id).not.toBe(client.user.id);
  });

  it('ends the deleted user’s plan at once, so it never renews', async () => {
    const boss = await admin();
    const subscriber = await signIn(t.app);
    await subscribe(t.app, subscriber.user.id, 'plus', { currentPeriodEnd: new Date(Date.now() + 10 * 86_400_000) });
    expect((await t.as(boss).delete(`/api/User/${subscriber.user.id}`)).statusCode).toBe(204);
    const [plan] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.user.id));
    expect(plan).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(plan.endedAt).toBeInstanceOf(Date);
    await t.app.ctx.billing.sweepRenewals(new Date(Date.now() + 11 * 86_400_000));
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, subscriber.user.id))).toEqual([]);
    const [after] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.user.id));
    expect(after).toMatchObject({ status: 'cancelled', endedAt: plan.endedAt });
  });

  it("removes an expert's profile and the services no hire names", async () => {
    const boss = await admin();
    const expert = await createExpert(t.app);
    const res = await t.as(boss).delete(`/api/User/${expert.user.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(expertProfiles).where(eq(expertProfiles.userId, expert.user.id))).toEqual([]);
  });
});
