import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../db/schema/index.js';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../../test/test-app.js';
import { signIn, type SignedIn } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});
afterAll(() => t.close());

const list = (user?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/Notification', headers: user?.headers });
const unread = (user?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/Notification/unread-count', headers: user?.headers });
const markRead = (id: number | string, user?: SignedIn) => t.app.inject({ method: 'PUT', url: `/api/Notification/${id}/read`, headers: user?.headers });

/** Broadcasts are seen by every user: each test counts only its own through ids. */
const idsOf = (res: { json(): { id: number }[] }) => res.json().map((n) => n.id);

describe('NotificationsService.create', () => {
  it('stores a notification and answers it unread', async () => {
    const user = await signIn(t.app);
    const created = await t.app.ctx.notifications.create({
      userId: user.user.id,
      type: 'success',
      title: 'Nuevos anuncios',
      message: '3 anuncios nuevos para "Golf diésel"',
      url: '/busquedas/12',
      imageUrl: 'https://cdn.example.com/golf.jpg',
      createdBy: admin.user.id,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      type: 'success',
      title: 'Nuevos anuncios',
      message: '3 anuncios nuevos para "Golf diésel"',
      url: '/busquedas/12',
      imageUrl: 'https://cdn.example.com/golf.jpg',
      userId: user.user.id,
      read: false,
      createdAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, created.id));
    expect(row.createdBy).toBe(admin.user.id);
  });
});

describe('GET /api/Notification', () => {
  it("lists the caller's own notifications and broadcasts, newest first, never another user's", async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    const older = await t.app.ctx.notifications.create({ userId: ana.user.id, type: 'info', title: 'Bienvenida', message: 'Hola Ana' });
    const forLuis = await t.app.ctx.notifications.create({ userId: luis.user.id, type: 'warning', title: 'Para Luis', message: 'Solo Luis' });
    const broadcast = await t.app.ctx.notifications.create({ userId: null, type: 'info', title: 'Mantenimiento', message: 'Esta noche' });
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(notifications.id, older.id));

    const res = await list(ana);
    expect(res.statusCode).toBe(200);
    const ids = idsOf(res);
    expect(ids).toContain(older.id);
    expect(ids).toContain(broadcast.id);
    expect(ids).not.toContain(forLuis.id);
    expect(ids.indexOf(broadcast.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json().find((n: { id: number }) => n.id === older.id)).toEqual({ ...older, createdAt: expect.any(String), read: false });
    expect(res.json().find((n: { id: number }) => n.id === broadcast.id)).toMatchObject({ userId: null, url: null, imageUrl: null });
    expect(idsOf(await list(luis))).toEqual(expect.arrayContaining([forLuis.id, broadcast.id]));
  });

  it('answers at most 100, the newest', async () => {
    const user = await signIn(t.app);
    const base = Date.now() - 1_000_000;
    const rows = await t.database.db
      .insert(notifications)
      .values(Array.from({ length: 105 }, (_, i) => ({ userId: user.user.id, title: `N${i}`, message: 'm', createdAt: new Date(base + i * 1000) })))
      .returning({ id: notifications.id });
    const body = (await list(user)).json();
    expect(body).toHaveLength(100);
    const own = body.filter((n: { userId: number | null }) => n.userId === user.user.id);
    expect(own[0].title).toBe('N104');
    expect(own.map((n: { id: number }) => n.id)).not.toContain(rows[0].id);
  });

  it('answers 401 without a session', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await unread()).statusCode).toBe(401);
  });
});

describe('PUT /api/Notification/{id}/read and the unread count', () => {
  it('marks the own notification read, idempotently, and lowers the count', async () => {
    const user = await signIn(t.app);
    const before = (await unread(user)).json().count;
    const n = await t.app.ctx.notifications.create({ userId: user.user.id, type: 'info', title: 'Hola', message: 'Mensaje' });
    expect((await unread(user)).json()).toEqual({ count: before + 1 });

    const res = await markRead(n.id, user);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [first] = await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, n.id));
    expect((await markRead(n.id, user)).statusCode).toBe(204);
    const reads = await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, n.id));
    expect(reads).toEqual([first]);
    expect((await list(user)).json().find((x: { id: number }) => x.id === n.id).read).toBe(true);
    expect((await unread(user)).json()).toEqual({ count: before });
  });

  it('keeps the read state of a broadcast per user', async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    const broadcast = await t.app.ctx.notifications.create({ userId: null, type: 'warning', title: 'Aviso general', message: 'Para todos' });
    const luisBefore = (await unread(luis)).json().count;
    const anaBefore = (await unread(ana)).json().count;

    expect((await markRead(broadcast.id, ana)).statusCode).toBe(204);
    const readFor = async (user: SignedIn) => (await list(user)).json().find((x: { id: number }) => x.id === broadcast.id).read;
    expect(await readFor(ana)).toBe(true);
    expect(await readFor(luis)).toBe(false);
    expect(await readFor(admin)).toBe(false);
    expect((await unread(ana)).json().count).toBe(anaBefore - 1);
    expect((await unread(luis)).json().count).toBe(luisBefore);
  });

  it("answers 404 for another user's notification and a missing one, 401 without a session, 400 for a bad id", async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    const forLuis = await t.app.ctx.notifications.create({ userId: luis.user.id, type: 'info', title: 'Privada', message: 'Solo Luis' });
    const res = await markRead(forLuis.id, ana);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notificación no encontrada' });
    expect((await markRead(forLuis.id, admin)).statusCode).toBe(404);
    expect((await markRead(999999, ana)).statusCode).toBe(404);
    expect((await markRead(forLuis.id)).statusCode).toBe(401);
    expect((await markRead('abc', ana)).statusCode).toBe(400);
    expect(await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, forLuis.id))).toEqual([]);
  });
});
