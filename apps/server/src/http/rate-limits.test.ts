import { MESSAGES } from '@ojeador/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSearch, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { LIMITED_ROUTES } from './rate-limits.js';

const t = useTestApp({
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
  RATE_LIMIT_RUN_NOW_PER_MINUTE: '1',
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
  RATE_LIMIT_IP_FACTOR: '2',
});

function expectRateLimited(res: LightMyRequestResponse) {
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
    expect((await t.anonymous.post('/api/User/dev-login', { email: 'ana@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    expect((await t.anonymous.post('/api/User/dev-login', { email: 'ana@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    expectRateLimited(await t.anonymous.post('/api/User/dev-login', { email: 'ana@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.2' }));

    expect((await t.anonymous.post('/api/User/dev-login', { email: 'bea@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    expect((await t.anonymous.post('/api/User/dev-login', { email: 'dora@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    // Four sign-ins from 10.1.0.1 (2 x factor 2): a fifth account from there waits, from elsewhere it goes through.
    expectRateLimited(await t.anonymous.post('/api/User/dev-login', { email: 'carla@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.1' }));
    expect((await t.anonymous.post('/api/User/dev-login', { email: 'carla@example.com', name: 'Ana' }, { remoteAddress: '10.1.0.3' })).statusCode).toBe(200);
  });

  it('counts Google sign-ins per IP whatever the credential says', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await t.anonymous.post('/api/User/google-auth', { credential: `forged-${i}` }, { remoteAddress: '10.2.0.1' })).statusCode).not.toBe(429);
    }
    expectRateLimited(await t.anonymous.post('/api/User/google-auth', { credential: 'forged-5' }, { remoteAddress: '10.2.0.1' }));
  });

  it('limits run-now per account', async () => {
    const user = await signIn(t.app);
    const first = await createSearch(t.app, user, { isActive: true });
    const second = await createSearch(t.app, user, { isActive: true });
    expect((await t.as(user).post(`/api/Search/${first.id}/run`, undefined, { remoteAddress: '10.3.0.1' })).statusCode).toBe(202);
    expectRateLimited(await t.as(user).post(`/api/Search/${second.id}/run`, undefined, { remoteAddress: '10.3.0.1' }));
  });

  it('limits every API write per account, from any address', async () => {
    const user = await signIn(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.as(user).put('/api/Notification/1/read', undefined, { remoteAddress: '10.4.0.1' })).statusCode).not.toBe(429);
    }
    expectRateLimited(await t.as(user).put('/api/Notification/1/read', undefined, { remoteAddress: '10.4.0.2' }));
    // Reads are not writes.
    expect((await t.as(user).get('/api/User/me', { remoteAddress: '10.4.0.2' })).statusCode).not.toBe(429);
    const other = await signIn(t.app);
    expect((await t.as(other).put('/api/Notification/1/read', undefined, { remoteAddress: '10.4.0.3' })).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const behind = (forwardedFor: string) => ({ remoteAddress: '10.5.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 4; i += 1) {
      expect((await t.anonymous.post('/api/User/dev-login', { email: `xff${i}@example.com`, name: 'Ana' }, behind(`203.0.113.${i}`))).statusCode).toBe(200);
    }
    expectRateLimited(await t.anonymous.post('/api/User/dev-login', { email: 'xff9@example.com', name: 'Ana' }, behind('203.0.113.9')));
  });
});

describe('TRUST_PROXY', () => {
  const proxied = useTestApp({ TRUST_PROXY: '10.9.0.0/16', RATE_LIMIT_SIGN_IN_PER_MINUTE: '1', RATE_LIMIT_IP_FACTOR: '1' });

  it('takes the client address from a trusted proxy', async () => {
    const behind = (forwardedFor: string) => ({ remoteAddress: '10.9.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await proxied.anonymous.post('/api/User/dev-login', { email: 'p1@example.com', name: 'Ana' }, behind('203.0.113.1'))).statusCode).toBe(200);
    expect((await proxied.anonymous.post('/api/User/dev-login', { email: 'p2@example.com', name: 'Ana' }, behind('203.0.113.2'))).statusCode).toBe(200);
    expect((await proxied.anonymous.post('/api/User/dev-login', { email: 'p3@example.com', name: 'Ana' }, behind('203.0.113.1'))).statusCode).toBe(429);
  });
});
