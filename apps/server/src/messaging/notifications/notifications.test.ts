import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

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
      notice: null,
    });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, created.id));
    expect(row.createdBy).toBe(admin.user.id);
  });

  it('stores a notice with its Spanish words and gives readers its code and values (decision 032)', async () => {
    const user = await signIn(t.app);
    const notice = { code: 'hireCancelled', expert: 'Ana', amount: 49.5 } as const;
    const created = await t.app.ctx.notifications.create({ userId: user.user.id, type: 'warning', notice, url: '/busquedas/3' });
    expect(created).toMatchObject({
      title: 'Servicio cancelado',
      message: 'Ana ha cancelado el servicio. Te hemos devuelto 49,50 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
      notice,
    });
    const listed = (await t.as(user).get('/api/Notification')).json().find((n: { id: number }) => n.id === created.id);
    expect(listed).toMatchObject({ title: 'Servicio cancelado', notice });

    // A stored notice this version cannot read any more is shown by its stored words.
    await t.database.db
      .update(notifications)
      .set({ notice: { code: 'retired' } as never })
      .where(eq(notifications.id, created.id));
    const old = (await t.as(user).get('/api/Notification')).json().find((n: { id: number }) => n.id === created.id);
    expect(old).toMatchObject({ title: 'Servicio cancelado', notice: null });
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

    const res = await t.as(ana).get('/api/Notification');
    expect(res.statusCode).toBe(200);
    const ids = idsOf(res);
    expect(ids).toContain(older.id);
    expect(ids).toContain(broadcast.id);
    expect(ids).not.toContain(forLuis.id);
    expect(ids.indexOf(broadcast.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json().find((n: { id: number }) => n.id === older.id)).toEqual({ ...older, createdAt: expect.any(String), read: false });
    expect(res.json().find((n: { id: number }) => n.id === broadcast.id)).toMatchObject({ userId: null, url: null, imageUrl: null });
    expect(idsOf(await t.as(luis).get('/api/Notification'))).toEqual(expect.arrayContaining([forLuis.id, broadcast.id]));
  });

  it('answers at most 100, the newest', async () => {
    const user = await signIn(t.app);
    const base = Date.now() - 1_000_000;
    const rows = await t.database.db
      .insert(notifications)
      .values(Array.from({ length: 105 }, (_, i) => ({ userId: user.user.id, title: `N${i}`, message: 'm', createdAt: new Date(base + i * 1000) })))
      .returning({ id: notifications.id });
    const body = (await t.as(user).get('/api/Notification')).json();
    expect(body).toHaveLength(100);
    const own = body.filter((n: { userId: number | null }) => n.userId === user.user.id);
    expect(own[0].title).toBe('N104');
    expect(own.map((n: { id: number }) => n.id)).not.toContain(rows[0].id);
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/Notification')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/Notification/unread-count')).statusCode).toBe(401);
  });
});

describe('PUT /api/Notification/{id}/read and the unread count', () => {
  it('marks the own notification read, idempotently, and lowers the count', async () => {
    const user = await signIn(t.app);
    const before = (await t.as(user).get('/api/Notification/unread-count')).json().count;
    const n = await t.app.ctx.notifications.create({ userId: user.user.id, type: 'info', title: 'Hola', message: 'Mensaje' });
    expect((await t.as(user).get('/api/Notification/unread-count')).json()).toEqual({ count: before + 1 });

    const res = await t.as(user).put(`/api/Notification/${n.id}/read`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [first] = await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, n.id));
    expect((await t.as(user).put(`/api/Notification/${n.id}/read`)).statusCode).toBe(204);
    const reads = await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, n.id));
    expect(reads).toEqual([first]);
    expect((await t.as(user).get('/api/Notification')).json().find((x: { id: number }) => x.id === n.id).read).toBe(true);
    expect((await t.as(user).get('/api/Notification/unread-count')).json()).toEqual({ count: before });
  });

  it('keeps the read state of a broadcast per user', async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    const broadcast = await t.app.ctx.notifications.create({ userId: null, type: 'warning', title: 'Aviso general', message: 'Para todos' });
    const luisBefore = (await t.as(luis).get('/api/Notification/unread-count')).json().count;
    const anaBefore = (await t.as(ana).get('/api/Notification/unread-count')).json().count;

    expect((await t.as(ana).put(`/api/Notification/${broadcast.id}/read`)).statusCode).toBe(204);
    // The admin's own list is scope=mine (without it the admin reads the history of what was sent).
    const readFor = async (user: SignedIn) =>
      (await t.as(user).get('/api/Notification', { query: { scope: 'mine' } })).json().find((x: { id: number }) => x.id === broadcast.id).read;
    expect(await readFor(ana)).toBe(true);
    expect(await readFor(luis)).toBe(false);
    expect(await readFor(admin)).toBe(false);
    expect((await t.as(ana).get('/api/Notification/unread-count')).json().count).toBe(anaBefore - 1);
    expect((await t.as(luis).get('/api/Notification/unread-count')).json().count).toBe(luisBefore);
  });

  it("answers 404 for another user's notification and a missing one, 401 without a session, 400 for a bad id", async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    const forLuis = await t.app.ctx.notifications.create({ userId: luis.user.id, type: 'info', title: 'Privada', message: 'Solo Luis' });
    const res = await t.as(ana).put(`/api/Notification/${forLuis.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notificación no encontrada' });
    expect((await t.as(admin).put(`/api/Notification/${forLuis.id}/read`)).statusCode).toBe(404);
    expect((await t.as(ana).put('/api/Notification/999999/read')).statusCode).toBe(404);
    expect((await t.anonymous.put(`/api/Notification/${forLuis.id}/read`)).statusCode).toBe(401);
    expect((await t.as(ana).put('/api/Notification/abc/read')).statusCode).toBe(400);
    expect(await t.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, forLuis.id))).toEqual([]);
  });
});
