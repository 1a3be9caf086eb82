import { MESSAGES } from '@ojeador/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSearch, signIn } from '../../test/factories.js';
import { LIMITED_ROUTES } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
    RATE_LIMIT_RUN_NOW_PER_MINUTE: '1',
    RATE_LIMIT_WRITES_PER_MINUTE: '3',
    RATE_LIMIT_IP_FACTOR: '2',
  });
});
afterAll(() => t.close());

const devLogin = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/User/dev-login', remoteAddress, payload: { email, name: 'Ana' } });

function expectRateLimited(res: Awaited<ReturnType<typeof devLogin>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'RATE_LIMITED',
    message: MESSAGES.rateLimited,
    details: { retryAfterSeconds: expect.any(Number) },
    requestId: expect.any(String),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('abuse limits', () => {
  it('names only routes that exist', () => {
    const registered = Object.values(LIMITED_ROUTES)
      .flat()
      .filter((route) => {
        const [method, url] = route.split(' ');
        return t.app.hasRoute({ method: method as 'POST', url });
      });
    expect(registered).toEqual(Object.values(LIMITED_ROUTES).flat());
  });

  it('limits sign-in per account and per IP, answering 429 with retry-after in the one error shape', async () => {
    expect((await devLogin('ana@example.com', '10.1.0.1')).statusCode).toBe(200);
    expect((await devLogin('ana@example.com', '10.1.0.1')).statusCode).toBe(200);
    expectRateLimited(await devLogin('ana@example.com', '10.1.0.2'));

    expect((await devLogin('bea@example.com', '10.1.0.1')).statusCode).toBe(200);
    expect((await devLogin('dora@example.com', '10.1.0.1')).statusCode).toBe(200);
    // Four sign-ins from 10.1.0.1 (2 x factor 2): a fifth account from there waits, from elsewhere it goes through.
    expectRateLimited(await devLogin('carla@example.com', '10.1.0.1'));
    expect((await devLogin('carla@example.com', '10.1.0.3')).statusCode).toBe(200);
  });

  it('counts Google sign-ins per IP whatever the credential says', async () => {
    const google = (credential: string) => t.app.inject({ method: 'POST', url: '/api/User/google-auth', remoteAddress: '10.2.0.1', payload: { credential } });
    for (let i = 0; i < 4; i += 1) expect((await google(`forged-${i}`)).statusCode).not.toBe(429);
    expectRateLimited(await google('forged-5'));
  });

  it('limits run-now per account', async () => {
    const user = await signIn(t.app);
    const first = await createSearch(t.app, user, { parameters: null, isActive: true });
    const second = await createSearch(t.app, user, { parameters: null, isActive: true });
    const run = (id: number) => t.app.inject({ method: 'POST', url: `/api/Search/${id}/run`, remoteAddress: '10.3.0.1', headers: user.headers });
    expect((await run(first.id)).statusCode).toBe(202);
    expectRateLimited(await run(second.id));
  });

  it('limits every API write per account, from any address', async () => {
    const user = await signIn(t.app);
    const write = (remoteAddress: string) => t.app.inject({ method: 'PUT', url: '/api/Notification/1/read', remoteAddress, headers: user.headers });
    for (let i = 0; i < 3; i += 1) expect((await write('10.4.0.1')).statusCode).not.toBe(429);
    expectRateLimited(await write('10.4.0.2'));
    // Reads are not writes.
    expect((await t.app.inject({ method: 'GET', url: '/api/User/me', remoteAddress: '10.4.0.2', headers: user.headers })).statusCode).not.toBe(429);
    const other = await signIn(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/Notification/1/read', remoteAddress: '10.4.0.3', headers: other.headers })).statusCode).not.toBe(
      429,
    );
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const login = (email: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/dev-login',
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, name: 'Ana' },
      });
    for (let i = 0; i < 4; i += 1) expect((await login(`xff${i}@example.com`, `203.0.113.${i}`)).statusCode).toBe(200);
    expectRateLimited(await login('xff9@example.com', '203.0.113.9'));
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.9.0.0/16', RATE_LIMIT_SIGN_IN_PER_MINUTE: '1', RATE_LIMIT_IP_FACTOR: '1' });
  });
  afterAll(() => proxied.close());

  it('takes the client address from a trusted proxy', async () => {
    const login = (email: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/User/dev-login',
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, name: 'Ana' },
      });
    expect((await login('p1@example.com', '203.0.113.1')).statusCode).toBe(200);
    expect((await login('p2@example.com', '203.0.113.2')).statusCode).toBe(200);
    expect((await login('p3@example.com', '203.0.113.1')).statusCode).toBe(429);
  });
});
