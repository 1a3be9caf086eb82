import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { lastCodeSentTo } from '../../../test/outbox.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { SMS_BUDGET_EXHAUSTED } from './phone.service.js';

let sequence = 0;
const freshNumber = () => `+3470${String(1000000 + ++sequence * 7907).slice(-7)}`;

describe('SMS pumping', () => {
  const t = useTestApp({ RATE_LIMIT_PHONE_PER_HOUR: '2', RATE_LIMIT_IP_FACTOR: '1' });

  it('does not let another account lock a number out: its owner still gets and uses a code', async () => {
    const victimNumber = freshNumber();
    const attacker = await signIn(t.app, { phoneVerified: false });
    expect((await t.as(attacker).post('/api/User/send-verification', { phoneNumber: victimNumber }, { remoteAddress: '10.20.0.1' })).statusCode).toBe(200);
    expect((await t.as(attacker).post('/api/User/send-verification', { phoneNumber: victimNumber }, { remoteAddress: '10.20.0.1' })).statusCode).toBe(429);

    const victim = await signIn(t.app, { phoneVerified: false });
    expect((await t.as(victim).post('/api/User/send-verification', { phoneNumber: victimNumber }, { remoteAddress: '10.20.0.2' })).statusCode).toBe(200);
    const code = await lastCodeSentTo(t, victimNumber);
    const verified = await t.as(victim).post('/api/User/verify-code', { phoneNumber: victimNumber, code }, { remoteAddress: '10.20.0.2' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.phoneVerified).toBe(true);
  });

  it('limits codes per IP across accounts', async () => {
    const [a, b, c] = [
      await signIn(t.app, { phoneVerified: false }),
      await signIn(t.app, { phoneVerified: false }),
      await signIn(t.app, { phoneVerified: false }),
    ];
    expect((await t.as(a).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.21.0.1' })).statusCode).toBe(200);
    expect((await t.as(b).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.21.0.1' })).statusCode).toBe(200);
    const third = await t.as(c).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.21.0.1' });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.as(c).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.21.0.2' })).statusCode).toBe(200);
  });

  it('limits phone calls per account across addresses', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.22.0.1' })).statusCode).toBe(200);
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.22.0.2' })).statusCode).toBe(429);
  });

  it('keeps the code out of outbox_messages in clear', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const phone = freshNumber();
    expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone }, { remoteAddress: '10.23.0.1' })).statusCode).toBe(200);
    const code = await lastCodeSentTo(t, phone);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, phone));
    expect(row.body).toBe('Tu código de verificación de Ojeador es ******. Caduca en 10 minutos.');
    expect(row.sealedSecret).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('SMS hourly budget', () => {
  const t = useTestApp({ SMS_HOURLY_BUDGET: '2' });

  it('stops sending codes once the budget of the hour is spent, whoever asks', async () => {
    for (let i = 0; i < 2; i += 1) {
      const user = await signIn(t.app, { phoneVerified: false });
      expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: `10.30.0.${i}` })).statusCode).toBe(200);
    }
    const late = await t
      .as(await signIn(t.app, { phoneVerified: false }))
      .post('/api/User/send-verification', { phoneNumber: freshNumber() }, { remoteAddress: '10.30.0.9' });
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({ code: 'RATE_LIMITED', message: SMS_BUDGET_EXHAUSTED });
    expect(late.headers['retry-after']).toBe('3600');
  });
});
