import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { lastCodeSentTo } from '../../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let numberSequence = 0;
const freshNumber = () => `+3460${String(1000000 + ++numberSequence * 7919).slice(-7)}`;

const send = (user: SignedIn, phoneNumber: string) =>
  t.app.inject({ method: 'POST', url: '/api/User/send-verification', headers: user.headers, payload: { phoneNumber } });
const verify = (user: SignedIn, phoneNumber: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/User/verify-code', headers: user.headers, payload: { phoneNumber, code } });

/** Moves this number's code requests into the past, as if time had passed. */
async function ageRequests(phone: string, seconds: number) {
  await t.database.db
    .update(phoneVerifications)
    .set({ createdAt: sql`${phoneVerifications.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(phoneVerifications.phone, phone));
}

describe('POST /api/User/send-verification', () => {
  it('sends a 6-digit code by SMS through the outbox and stores only its hash', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    const res = await send(user, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Código enviado', expiresInSeconds: 600 });
    const code = await lastCodeSentTo(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(10 * 60 * 1000, -4);
  });

  it('normalises national formats to E.164', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await send(user, '34 612 34 56 78');
    expect(res.statusCode).toBe(200);
    await expect(lastCodeSentTo(t.app, '+34612345678')).resolves.toMatch(/^\d{6}$/);
  });

  it('answers 400 for an invalid number, 401 without a session', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const bad = await send(user, '+34 12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Número de teléfono no válido' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/User/send-verification', payload: { phoneNumber: freshNumber() } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows a new code only every 30 s per user and number', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    expect((await send(user, phone)).statusCode).toBe(200);
    const tooSoon = await send(user, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Espera \d+ s antes de pedir otro código\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    // Another account's requests for the number do not hold its owner back (sms-pumping.test.ts).
    const other = await signIn(t.app, { phoneVerified: false });
    expect((await send(other, phone)).statusCode).toBe(200);

    await ageRequests(phone, 31);
    expect((await send(user, phone)).statusCode).toBe(200);
  });

  it('allows at most 5 codes an hour', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(user, phone)).statusCode).toBe(200);
      await ageRequests(phone, 60);
    }
    const sixth = await send(user, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Has pedido demasiados códigos. Inténtalo de nuevo dentro de una hora.');
    await ageRequests(phone, 3600);
    expect((await send(user, phone)).statusCode).toBe(200);
  });
});

describe('POST /api/User/verify-code', () => {
  it('verifies the phone and answers the updated user with a fresh token', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(user, phone);
    const res = await verify(user, phone, await lastCodeSentTo(t.app, phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.user.id, phoneVerified: true, phoneNumber: phone });
    const me = await t.app.inject({ method: 'GET', url: '/api/User/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.json().user.phoneVerified).toBe(true);
  });

  it('accepts a code once only', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(user, phone);
    const code = await lastCodeSentTo(t.app, phone);
    expect((await verify(user, phone, code)).statusCode).toBe(200);
    expect((await verify(user, phone, code)).statusCode).toBe(422);
  });

  it('refuses a wrong code with the spec message and counts the attempt', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(user, phone);
    const code = await lastCodeSentTo(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verify(user, phone, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Código de verificación inválido', details: { attemptsLeft: 4 } });
  });

  it('locks the code after 5 wrong tries', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(user, phone);
    const code = await lastCodeSentTo(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await verify(user, phone, wrong)).statusCode).toBe(422);
    const fifth = await verify(user, phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Demasiados intentos fallidos. Solicita un código nuevo.');
    expect((await verify(user, phone, code)).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(user, phone);
    const code = await lastCodeSentTo(t.app, phone);
    await t.database.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.phone, phone));
    const res = await verify(user, phone, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El código ha caducado. Solicita uno nuevo.');
  });

  it("refuses another user's code and a code for another number", async () => {
    const owner = await signIn(t.app, { phoneVerified: false });
    const intruder = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await send(owner, phone);
    const code = await lastCodeSentTo(t.app, phone);
    expect((await verify(intruder, phone, code)).statusCode).toBe(422);
    expect((await verify(owner, freshNumber(), code)).statusCode).toBe(422);
  });

  it('answers 400 for a code that is not 6 digits', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await verify(user, freshNumber(), '12a45');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Código de verificación inválido');
  });
});
