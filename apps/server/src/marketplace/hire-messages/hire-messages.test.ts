import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGE_BURST, shortName } from '@ojeador/shared';
import { createHire, createSearch, signIn } from '../../../test/factories.js';
import { hireScene, type HireScene } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

type Outbound = { channel: string; to: string; subject: string | null; body: string };
const outbox = async () => (await t.anonymous.get('/api/dev/outbox')).json<Outbound[]>();

/** A paid, accepted hire of the scene's service (written straight to the database). */
async function acceptedHire(status: 'accepted' | 'awaiting_payment' | 'disputed' = 'accepted'): Promise<{ scene: HireScene; hireId: number }> {
  const scene = await hireScene(t);
  const hire = await createHire(t.app, {
    searchId: scene.search.id,
    serviceId: scene.service.id,
    clientId: scene.client.user.id,
    expertId: scene.expert.user.id,
    status,
  });
  return { scene, hireId: hire.id };
}

describe('GET and POST /api/SearchHire/{id}/messages', () => {
  it('answers 401 signed out', async () => {
    const { hireId } = await acceptedHire();
    expect((await t.anonymous.get(`/api/SearchHire/${hireId}/messages`)).statusCode).toBe(401);
    expect((await t.anonymous.post(`/api/SearchHire/${hireId}/messages`, { text: 'Hola' })).statusCode).toBe(401);
  });

  it('answers 404 to anyone but the parties and the admin, and for an unknown hire', async () => {
    const { hireId, scene } = await acceptedHire();
    const stranger = await signIn(t.app);
    for (const res of [
      await t.as(stranger).get(`/api/SearchHire/${hireId}/messages`),
      await t.as(stranger).post(`/api/SearchHire/${hireId}/messages`, { text: 'Hola' }),
      await t.as(scene.client).get('/api/SearchHire/999999/messages'),
      await t.as(scene.client).post('/api/SearchHire/999999/messages', { text: 'Hola' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for an empty, blank, too long or missing text, and a malformed id', async () => {
    const { hireId, scene } = await acceptedHire();
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, {}, { text: 5 }]) {
      const res = await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await t.as(scene.client).get('/api/SearchHire/abc/messages')).statusCode).toBe(400);
    expect((await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('a thread between customer and expert: trimmed text, author role and name, read marks when the other party opens it', async () => {
    const { hireId, scene } = await acceptedHire();
    const sent = await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: '  ¿Podemos vernos el sábado en Getafe?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      hireId,
      text: '¿Podemos vernos el sábado en Getafe?',
      author: { role: 'client', name: scene.client.user.name },
      mine: true,
      readAt: null,
    });

    // The author opening the thread does not mark their own message read.
    const own = (await t.as(scene.client).get(`/api/SearchHire/${hireId}/messages`)).json();
    expect(own).toMatchObject({ hireId, canPost: true, messages: [{ readAt: null, mine: true }] });

    const expertView = (await t.as(scene.expert).get(`/api/SearchHire/${hireId}/messages`)).json();
    expect(expertView.messages[0]).toMatchObject({ mine: false, author: { role: 'client' } });
    expect(expertView.messages[0].readAt).not.toBeNull();

    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/messages`, { text: 'Sí, a las 11 en la estación.' });
    const thread = (await t.as(scene.client).get(`/api/SearchHire/${hireId}/messages`)).json();
    expect(thread.messages.map((m: { text: string; author: { role: string } }) => [m.author.role, m.text])).toEqual([
      ['client', '¿Podemos vernos el sábado en Getafe?'],
      ['expert', 'Sí, a las 11 en la estación.'],
    ]);
    expect(thread.messages[1].readAt).not.toBeNull();
    // No contact details in the payload.
    const payload = JSON.stringify(thread);
    expect(payload).not.toContain(scene.client.user.email);
    expect(payload).not.toContain(scene.expert.user.email);
  });

  it('the admin reads the thread (without marking it read) but cannot post: 403', async () => {
    const { hireId, scene } = await acceptedHire('disputed');
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/messages`, { text: 'Le envié tres anuncios.' });
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const read = await t.as(admin).get(`/api/SearchHire/${hireId}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canPost: false, messages: [{ text: 'Le envié tres anuncios.', mine: false, readAt: null }] });
    // The customer's name: whole for the customer and the admin, "Lucía M." for the expert.
    await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Gracias' });
    const nameSeenBy = async (who: typeof admin) =>
      (await t.as(who).get(`/api/SearchHire/${hireId}/messages`)).json().messages.find((m: { text: string }) => m.text === 'Gracias').author.name;
    expect(await nameSeenBy(admin)).toBe(scene.client.user.name);
    expect(await nameSeenBy(scene.client)).toBe(scene.client.user.name);
    expect(await nameSeenBy(scene.expert)).toBe(shortName(scene.client.user.name));
    const posted = await t.as(admin).post(`/api/SearchHire/${hireId}/messages`, { text: 'Hola' });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().code).toBe('FORBIDDEN');
  });

  it('refuses messages before the hire is paid (409 HIRE_STATE)', async () => {
    const { hireId, scene } = await acceptedHire('awaiting_payment');
    const res = await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Hola' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HIRE_STATE');
  });

  it('tells the recipient in the app, by e-mail and by WhatsApp by their settings, once per unread burst', async () => {
    const { hireId, scene } = await acceptedHire();
    const whatsApp = await t.as(scene.expert).put('/api/UserSettings', { isWhatsAppEnabled: true });
    expect(whatsApp.statusCode).toBe(200);
    await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Primera pregunta' });
    await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Segunda pregunta' });

    const notices = (await t.as(scene.expert).get('/api/Notification')).json();
    const mine = notices.filter((n: { title: string }) => n.title === `Nuevo mensaje de ${shortName(scene.client.user.name)}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ url: `/busquedas/${scene.search.id}` });
    expect(mine[0].message).toContain('«Primera pregunta»');
    const sent = await outbox();
    expect(sent.filter((m) => m.channel === 'email' && m.to === scene.expert.user.email && m.body.includes('Primera pregunta'))).toHaveLength(1);
    expect(sent.filter((m) => m.channel === 'whatsapp' && m.to === scene.expert.user.phoneNumber)).toHaveLength(1);

    // Once the expert has read the thread, the next message is a new burst.
    await t.as(scene.expert).get(`/api/SearchHire/${hireId}/messages`);
    await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Tercera pregunta' });
    expect((await outbox()).filter((m) => m.channel === 'email' && m.to === scene.expert.user.email)).toHaveLength(2);
  });

  it('holds the burst limit and tells the recipient exactly once when 60 messages arrive at once', async () => {
    const { hireId, scene } = await acceptedHire();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: `Mensaje ${i + 1}` })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(HIRE_MESSAGE_BURST.max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(60 - HIRE_MESSAGE_BURST.max);
    expect((await t.as(scene.expert).get(`/api/SearchHire/${hireId}/messages`)).json().messages).toHaveLength(HIRE_MESSAGE_BURST.max);
    const notices = (await t.as(scene.expert).get('/api/Notification')).json();
    expect(notices.filter((n: { title: string }) => n.title === `Nuevo mensaje de ${shortName(scene.client.user.name)}`)).toHaveLength(1);
  });

  it('sends no e-mail when the recipient turned e-mail notices off', async () => {
    const { hireId, scene } = await acceptedHire();
    await t.as(scene.client).put('/api/UserSettings', { isEmailEnabled: false });
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/messages`, { text: 'Ya tengo el informe' });
    expect((await outbox()).some((m) => m.to === scene.client.user.email)).toBe(false);
  });

  it('allows 20 messages per author and hire in 10 minutes, then 429 RATE_LIMITED with the retry time', async () => {
    const { hireId, scene } = await acceptedHire();
    for (let i = 1; i <= 20; i += 1) {
      expect((await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: `Mensaje ${i}` })).statusCode).toBe(201);
    }
    const limited = await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Uno más' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    // The other party still writes.
    expect((await t.as(scene.expert).post(`/api/SearchHire/${hireId}/messages`, { text: 'Respondo' })).statusCode).toBe(201);
  });

  it('keeps each hire its own thread', async () => {
    const first = await acceptedHire();
    const other = await createSearch(t.app, first.scene.client);
    const second = await createHire(t.app, {
      searchId: other.id,
      serviceId: first.scene.service.id,
      clientId: first.scene.client.user.id,
      expertId: first.scene.expert.user.id,
      status: 'accepted',
    });
    await t.as(first.scene.client).post(`/api/SearchHire/${first.hireId}/messages`, { text: 'Solo en la primera' });
    expect((await t.as(first.scene.client).get(`/api/SearchHire/${second.id}/messages`)).json().messages).toEqual([]);
  });
});
