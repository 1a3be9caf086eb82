import { SignJWT, generateKeyPair } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { signIn } from '../../../test/factories.js';
import { startGoogleFake } from '../../../test/fakes/google-fake.js';
import { useTestApp } from '../../../test/use-test-app.js';

let google: Awaited<ReturnType<typeof startGoogleFake>>;

beforeAll(async () => {
  google = await startGoogleFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => google.close());

const t = useTestApp(() => ({ ...google.env, AUTH_DEV_LOGIN: 'true' }));

const me = (token: string) => t.as({ headers: { authorization: `Bearer ${token}` } }).get('/api/User/me');

describe('POST /api/User/google-auth with an ID token', () => {
  it('creates the user and answers a session with the spec fields', async () => {
    const credential = await google.idToken({ sub: 'g-1', email: 'Lucia@Example.com', name: 'Lucía Pérez', picture: 'https://img/p.png' });
    const res = await t.anonymous.post('/api/User/google-auth', { credential });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Lucía Pérez', email: 'lucia@example.com', phoneVerified: false, role: 'User' });
    expect(body.user.id).toEqual(expect.any(Number));
    expect(body.token.split('.')).toHaveLength(3);
    expect((await me(body.token)).json().user.email).toBe('lucia@example.com');
  });

  it('updates the same user on a second sign-in', async () => {
    const first = await t.anonymous.post('/api/User/google-auth', {
      credential: await google.idToken({ sub: 'g-2', email: 'ana@example.com', name: 'Ana' }),
    });
    const second = await t.anonymous.post('/api/User/google-auth', {
      credential: await google.idToken({ sub: 'g-2', email: 'ana@example.com', name: 'Ana María' }),
    });
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(second.json().user.name).toBe('Ana María');
  });

  it('gives the Admin role to ADMIN_EMAIL, trimmed and case-insensitive', async () => {
    const credential = await google.idToken({ sub: 'g-admin', email: ADMIN_EMAIL.toUpperCase(), name: 'Admin' });
    const res = await t.anonymous.post('/api/User/google-auth', { credential });
    expect(res.json().user.role).toBe('Admin');
  });

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const credential = await google.idToken({ sub: 'g-3', email: 'x@example.com' }, { key: privateKey });
    const res = await t.anonymous.post('/api/User/google-auth', { credential });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Token de Google inválido' });
  });

  it('refuses a token for another audience, another issuer, or expired', async () => {
    for (const options of [{ audience: 'other-client' }, { issuer: 'https://evil.example.com' }, { expiresIn: '-1m' }]) {
      const credential = await google.idToken({ sub: 'g-4', email: 'y@example.com' }, options);
      const res = await t.anonymous.post('/api/User/google-auth', { credential });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 400 without a credential or access token', async () => {
    const res = await t.anonymous.post('/api/User/google-auth', { foo: 'bar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('POST /api/User/google-auth with the spec access-token payload', () => {
  it('checks the access token against token-info', async () => {
    google.registerAccessToken('at-good', { aud: google.env.GOOGLE_CLIENT_ID, sub: 'g-10', email: 'pablo@example.com', email_verified: 'true' });
    const res = await t.anonymous.post('/api/User/google-auth', { accessToken: 'at-good', email: 'pablo@example.com', name: 'Pablo', googleId: 'g-10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'pablo@example.com', name: 'Pablo' });
  });

  it('refuses an unknown token, another client, or a mismatched e-mail', async () => {
    google.registerAccessToken('at-other', { aud: 'other', sub: 'g-11', email: 'o@example.com' });
    google.registerAccessToken('at-mismatch', { aud: google.env.GOOGLE_CLIENT_ID, sub: 'g-12', email: 'real@example.com' });
    const payloads = [
      { accessToken: 'at-unknown', email: 'u@example.com' },
      { accessToken: 'at-other', email: 'o@example.com' },
      { accessToken: 'at-mismatch', email: 'someone-else@example.com' },
    ];
    for (const payload of payloads) {
      const res = await t.anonymous.post('/api/User/google-auth', payload);
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/User/dev-login', () => {
  it('signs in with a name and e-mail', async () => {
    const res = await t.anonymous.post('/api/User/dev-login', { email: ' Dev@Example.com ', name: 'Dev' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'dev@example.com', name: 'Dev', role: 'User', phoneVerified: false });
  });

  it('answers 400 with the field message for a bad e-mail', async () => {
    const res = await t.anonymous.post('/api/User/dev-login', { email: 'nope', name: 'Dev' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Introduce un email válido' });
  });

  it('is announced by auth-config', async () => {
    const res = await t.anonymous.get('/api/User/auth-config');
    expect(res.json()).toEqual({ googleClientId: google.env.GOOGLE_CLIENT_ID, devLogin: true });
  });
});

describe('session checks on protected calls', () => {
  it('answers 401 without a token and with a malformed token', async () => {
    expect((await t.anonymous.get('/api/User/me')).statusCode).toBe(401);
    expect((await me('not.a.token')).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with a wrong key', async () => {
    const user = await signIn(t.app);
    const forged = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-key'));
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sesión expirada. Por favor, inicia sesión nuevamente.');
  });

  it('answers 401 for an expired token', async () => {
    const user = await signIn(t.app);
    const expired = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(new TextEncoder().encode(t.config.sessionSecret));
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('issues tokens that expire after 7 days', async () => {
    const user = await signIn(t.app);
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('answers 401 when the user no longer exists and 403 when blocked', async () => {
    const gone = await signIn(t.app);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await me(gone.token)).statusCode).toBe(401);

    const blocked = await signIn(t.app);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    const res = await me(blocked.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada' });
  });

  it('refuses sign-in to a blocked user', async () => {
    const blocked = await signIn(t.app, { email: 'blocked@example.com', blocked: true });
    expect(blocked.user.id).toBeGreaterThan(0);
    const res = await t.anonymous.post('/api/User/dev-login', { email: 'blocked@example.com', name: 'B' });
    expect(res.statusCode).toBe(403);
  });
});

describe('configuration switches', () => {
  describe('in production', () => {
    const prod = useTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PHONE_CODE_SECRET: 'p'.repeat(32),
      DATABASE_URL: 'postgres://unused',
      GOOGLE_CLIENT_ID: 'id',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15550000000',
      ALLOW_LOCAL_PAYMENTS: 'true', // the explicit demo switch: these tests need no Stripe
    });

    it('has no dev-login and no dev outbox in production', async () => {
      expect((await prod.anonymous.post('/api/User/dev-login', { email: 'a@b.es', name: 'A' })).statusCode).toBe(404);
      expect((await prod.anonymous.get('/api/dev/outbox')).statusCode).toBe(404);
      expect((await prod.anonymous.get('/api/User/auth-config')).json()).toEqual({ googleClientId: 'id', devLogin: false });
    });
  });

  describe('with a Google client id', () => {
    const withGoogle = useTestApp({ GOOGLE_CLIENT_ID: 'id' });

    it('turns dev-login off when a Google client id is set, unless AUTH_DEV_LOGIN=true', async () => {
      expect((await withGoogle.anonymous.post('/api/User/dev-login', { email: 'a@b.es', name: 'A' })).statusCode).toBe(404);
    });
  });
});
