import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, userSettings } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const admin = () => signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
const emailsTo = (to: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'email')));

describe('POST /api/Notification', () => {
  it('answers 401 without a session and 403 to customers and experts, whatever the body', async () => {
    expect((await t.anonymous.post('/api/Notification', { title: 'T', message: 'M' })).statusCode).toBe(401);
    for (const caller of [await signIn(t.app), await createExpert(t.app)]) {
      expect((await t.as(caller).post('/api/Notification', { title: 'T', message: 'M' })).statusCode).toBe(403);
      expect((await t.as(caller).post('/api/Notification', { nonsense: true })).statusCode).toBe(403);
    }
  });

  it('answers 400 without a title or a message, and for unsafe links', async () => {
    const boss = await admin();
    const send = (body: Record<string, unknown>) => t.as(boss).post('/api/Notification', { title: 'Aviso', message: 'Texto', ...body });
    expect((await send({ title: '  ' })).json()).toMatchObject({ code: 'VALIDATION', message: 'Title is required' });
    expect((await send({ message: '' })).json()).toMatchObject({ code: 'VALIDATION', message: 'Message is required' });
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example.com/x', 'http://127.0.0.1/admin', 'not a url']) {
      expect((await send({ url: link })).statusCode).toBe(400);
      expect((await send({ imageUrl: link })).statusCode).toBe(400);
    }
    expect((await send({ type: 'danger' })).statusCode).toBe(400);
    expect((await send({ userId: 'abc' })).statusCode).toBe(400);
    expect((await send({ userId: 1.5 })).statusCode).toBe(400);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await t.as(await admin()).post('/api/Notification', { title: 'Aviso', message: 'Texto', userId: 999999 });
    expect(res.statusCode).toBe(404);
  });

  it('broadcasts to every user, those who sign up later included, with the unread badge', async () => {
    const boss = await admin();
    const before = await signIn(t.app);
    const res = await t.as(boss).post('/api/Notification', {
      title: 'Novedades',
      message: 'Hay nuevas funciones',
      type: 'success',
      url: '/busquedas',
      imageUrl: 'https://images.example.com/a.png',
      userId: null,
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      title: 'Novedades',
      type: 'success',
      url: '/busquedas',
      imageUrl: 'https://images.example.com/a.png',
      userId: null,
      read: false,
    });

    const later = await signIn(t.app);
    for (const user of [before, later]) {
      const list = (await t.as(user).get('/api/Notification')).json();
      expect(list.map((n: { id: number }) => n.id)).toContain(sent.id);
      expect((await t.as(user).get('/api/Notification/unread-count')).json().count).toBeGreaterThanOrEqual(1);
    }
  });

  it('reaches only the addressee, and by e-mail when they enabled it', async () => {
    const boss = await admin();
    const withEmail = await signIn(t.app);
    const withoutEmail = await signIn(t.app);
    const stranger = await signIn(t.app);
    await t.database.db.insert(userSettings).values({ userId: withoutEmail.user.id, isEmailEnabled: false });

    const one = await t
      .as(boss)
      .post('/api/Notification', { title: 'Tu cuenta', message: 'Revisa tus datos', type: 'warning', url: '/busquedas', userId: withEmail.user.id });
    expect(one.statusCode).toBe(201);
    const two = await t.as(boss).post('/api/Notification', { title: 'Sin correo', message: 'Solo en la app', userId: withoutEmail.user.id });
    expect(two.statusCode).toBe(201);

    expect((await t.as(withEmail).get('/api/Notification')).json().map((n: { id: number }) => n.id)).toContain(one.json().id);
    expect((await t.as(stranger).get('/api/Notification')).json().map((n: { id: number }) => n.id)).not.toContain(one.json().id);

    const mails = await emailsTo(withEmail.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ojeador: Tu cuenta');
    expect(mails[0].body).toContain('Revisa tus datos');
    expect(mails[0].body).toContain('/busquedas');
    expect(await emailsTo(withoutEmail.user.email)).toHaveLength(0);
  });
});

describe('GET /api/Notification for the admin', () => {
  it('answers the history of what was sent, with read state and how many read a broadcast', async () => {
    const boss = await admin();
    const reader = await signIn(t.app);
    const other = await signIn(t.app);
    const broadcast = (await t.as(boss).post('/api/Notification', { title: 'Para todos', message: 'Hola a todos' })).json();
    const addressed = (await t.as(boss).post('/api/Notification', { title: 'Para uno', message: 'Hola', userId: other.user.id })).json();
    expect((await t.as(reader).put(`/api/Notification/${broadcast.id}/read`)).statusCode).toBe(204);
    expect((await t.as(other).put(`/api/Notification/${broadcast.id}/read`)).statusCode).toBe(204);

    const res = await t.as(boss).get('/api/Notification');
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.find((n: { id: number }) => n.id === broadcast.id)).toMatchObject({ userId: null, read: true, readCount: 2, recipientName: null });
    expect(history.find((n: { id: number }) => n.id === addressed.id)).toMatchObject({
      userId: other.user.id,
      read: false,
      readCount: 0,
      recipientName: other.user.name,
    });
    expect(history.indexOf(history.find((n: { id: number }) => n.id === addressed.id))).toBeLessThan(
      history.indexOf(history.find((n: { id: number }) => n.id === broadcast.id)),
    );

    // The customer's own list is unchanged: their read state, no counts.
    const own = (await t.as(reader).get('/api/Notification')).json().find((n: { id: number }) => n.id === broadcast.id);
    expect(own).toEqual(expect.objectContaining({ read: true }));
    expect(own).not.toHaveProperty('readCount');
    // The admin's own panel asks for scope=mine.
    const mine = (await t.as(boss).get('/api/Notification', { query: { scope: 'mine' } })).json();
    expect(mine.find((n: { id: number }) => n.id === broadcast.id)).not.toHaveProperty('readCount');
  });
});

describe('DELETE /api/Notification/{id}', () => {
  it('answers 401, 403 to customers and experts, 404 when missing, and deletes for the admin', async () => {
    const boss = await admin();
    const customer = await signIn(t.app);
    const sent = (await t.as(boss).post('/api/Notification', { title: 'Borrar', message: 'Se borrará' })).json();
    expect((await t.anonymous.delete(`/api/Notification/${sent.id}`)).statusCode).toBe(401);
    expect((await t.as(customer).delete(`/api/Notification/${sent.id}`)).statusCode).toBe(403);
    expect((await t.as(await createExpert(t.app)).delete(`/api/Notification/${sent.id}`)).statusCode).toBe(403);

    expect((await t.as(boss).delete(`/api/Notification/${sent.id}`)).statusCode).toBe(204);
    expect((await t.as(customer).get('/api/Notification')).json().map((n: { id: number }) => n.id)).not.toContain(sent.id);
    expect((await t.as(boss).delete(`/api/Notification/${sent.id}`)).statusCode).toBe(404);
    expect((await t.as(boss).delete('/api/Notification/abc')).statusCode).toBe(400);
  });
});
