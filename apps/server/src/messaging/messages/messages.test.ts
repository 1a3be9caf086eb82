import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { sendJson, startHttpFake } from '../../../test/fakes/http-fake.js';
import { signIn } from '../../../test/factories.js';
import { type TestHarness, useTestApp } from '../../../test/use-test-app.js';

async function waitForStatus(t: TestHarness, id: number, status: 'sent' | 'failed', timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`message ${id} still ${row.status} (${row.error})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('delivery through pg-boss with the outbox transport', () => {
  const t = useTestApp({}, { workers: true });

  it('stores, queues and marks the message sent', async () => {
    const row = await t.app.ctx.messages.enqueue({ channel: 'sms', to: '+34600000001', subject: null, body: 'hola' });
    expect(row.status).toBe('pending');
    const sent = await waitForStatus(t, row.id, 'sent');
    expect(sent.providerRef).toBe(`outbox-${row.id}`);
    expect(sent.attempts).toBe(1);
  });

  it('lists sent messages newest first on /api/dev/outbox', async () => {
    await t.app.ctx.messages.enqueue({ channel: 'sms', to: '+34600000002', subject: null, body: 'primero' });
    await t.app.ctx.messages.enqueue({ channel: 'email', to: 'a@example.com', subject: 'Asunto', body: 'segundo' });
    const res = await t.anonymous.get('/api/dev/outbox');
    const [newest, previous] = res.json();
    expect(newest).toMatchObject({ channel: 'email', to: 'a@example.com', subject: 'Asunto', body: 'segundo', createdAt: expect.any(String) });
    expect(previous).toMatchObject({ channel: 'sms', body: 'primero' });
  });
});

describe('delivery through Twilio (local fake of the Messages endpoint)', () => {
  let twilio: Awaited<ReturnType<typeof startHttpFake>>;
  let failuresLeft = 0;

  beforeAll(async () => {
    twilio = await startHttpFake((request, res) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return sendJson(res, 503, { code: 20503, message: 'Service unavailable', status: 503 });
      }
      const form = new URLSearchParams(request.body);
      sendJson(res, 201, {
        sid: `SM${twilio.requests.length.toString().padStart(32, '0')}`,
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        status: 'queued',
      });
    });
  });
  // Registered before useTestApp: the fake closes after the app.
  afterAll(() => twilio.close());

  const t = useTestApp(
    () => ({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'ACtest',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_WHATSAPP_FROM: '+14155238886',
      TWILIO_API_BASE: twilio.url,
    }),
    { workers: true },
  );

  it('posts the SMS to the Messages endpoint with basic auth and keeps the sid', async () => {
    const row = await t.app.ctx.messages.enqueue({ channel: 'sms', to: '+34600000003', subject: null, body: 'Tu código es 123456' });
    const sent = await waitForStatus(t, row.id, 'sent');
    const request = twilio.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/2010-04-01/Accounts/ACtest/Messages.json');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ACtest:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: '+34600000003', From: '+15005550006', Body: 'Tu código es 123456' });
    expect(sent.providerRef).toMatch(/^SM/);
  });

  it('delivers a verification code that the outbox row keeps only sealed', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(user).post('/api/User/send-verification', { phoneNumber: '+34600000009' });
    expect(res.statusCode).toBe(200);
    const [queued] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+34600000009'));
    const sent = await waitForStatus(t, queued.id, 'sent');
    const body = new URLSearchParams(twilio.requests.at(-1)!.body).get('Body')!;
    const code = body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).not.toContain(code);
    expect(sent.sealedSecret).not.toContain(code);
  });

  it('sends WhatsApp with the whatsapp: prefix', async () => {
    const row = await t.app.ctx.messages.enqueue({ channel: 'whatsapp', to: '+34600000004', subject: null, body: 'Nuevos anuncios' });
    await waitForStatus(t, row.id, 'sent');
    const form = new URLSearchParams(twilio.requests.at(-1)!.body);
    expect(form.get('To')).toBe('whatsapp:+34600000004');
    expect(form.get('From')).toBe('whatsapp:+14155238886');
  });

  it('retries after a provider failure and records the failed attempt', async () => {
    failuresLeft = 1;
    const before = twilio.requests.length;
    const row = await t.app.ctx.messages.enqueue({ channel: 'sms', to: '+34600000005', subject: null, body: 'reintento' });
    const sent = await waitForStatus(t, row.id, 'sent', 30_000);
    expect(sent.attempts).toBe(2);
    expect(twilio.requests.length - before).toBe(2);
  });
});
