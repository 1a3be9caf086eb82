import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { lastCodeSentTo } from '../../../test/outbox.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

let numberSequence = 0;
const freshNumber = () => `+3460${String(1000000 + ++numberSequence * 7919).slice(-7)}`;

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
    const res = await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Código enviado', expiresInSeconds: 600 });
    const code = await lastCodeSentTo(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(10 * 60 * 1000, -4);
  });

  it('normalises national formats to E.164', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(user).post('/api/User/send-verification', { phoneNumber: '34 612 34 56 78' });
    expect(res.statusCode).toBe(200);
    await expect(lastCodeSentTo(t, '+34612345678')).resolves.toMatch(/^\d{6}$/);
  });

  it('answers 400 for an invalid number, 401 without a session', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const bad = await t.as(user).post('/api/User/send-verification', { phoneNumber: '+34 12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Número de teléfono no válido' });
    const anonymous = await t.anonymous.post('/api/User/send-verification', { phoneNumber: freshNumber() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows a new code only every 30 s per user and number', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);
    const tooSoon = await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Espera \d+ s antes de pedir otro código\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    // Another account's requests for the number do not hold its owner back (sms-pumping.test.ts).
    const other = await signIn(t.app, { phoneVerified: false });
    expect((await t.as(other).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);

    await ageRequests(phone, 31);
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('allows at most 5 codes an hour', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);
      await ageRequests(phone, 60);
    }
    const sixth = await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Has pedido demasiados códigos. Inténtalo de nuevo dentro de una hora.');
    await ageRequests(phone, 3600);
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);
  });
});

describe('POST /api/User/verify-code', () => {
  it('verifies the phone and answers the updated user with a fresh token', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    const res = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: await lastCodeSentTo(t, phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.user.id, phoneVerified: true, phoneNumber: phone });
    const me = await t.as({ headers: { authorization: `Bearer ${res.json().token}` } }).get('/api/User/me');
    expect(me.json().user.phoneVerified).toBe(true);
  });

  it('accepts a code once only', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    const code = await lastCodeSentTo(t, phone);
    expect((await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code })).statusCode).toBe(200);
    expect((await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code })).statusCode).toBe(422);
  });

  it('refuses a wrong code with the spec message and counts the attempt', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    const code = await lastCodeSentTo(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: wrong });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Código de verificación inválido', details: { attemptsLeft: 4 } });
  });

  it('locks the code after 5 wrong tries', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    const code = await lastCodeSentTo(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: wrong })).statusCode).toBe(422);
    const fifth = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Demasiados intentos fallidos. Solicita un código nuevo.');
    expect((await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code })).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
    const code = await lastCodeSentTo(t, phone);
    await t.database.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.phone, phone));
    const res = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El código ha caducado. Solicita uno nuevo.');
  });

  it("refuses another user's code and a code for another number", async () => {
    const owner = await signIn(t.app, { phoneVerified: false });
    const intruder = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    await t.as(owner).post('/api/User/send-verification', { phoneNumber: phone });
    const code = await lastCodeSentTo(t, phone);
    expect((await t.as(intruder).post('/api/User/verify-code', { phoneNumber: phone, code })).statusCode).toBe(422);
    expect((await t.as(owner).post('/api/User/verify-code', { phoneNumber: freshNumber(), code })).statusCode).toBe(422);
  });

  it('answers 400 for a code that is not 6 digits', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(user).post('/api/User/verify-code', { phoneNumber: freshNumber(), code: '12a45' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Código de verificación inválido');
  });
});
