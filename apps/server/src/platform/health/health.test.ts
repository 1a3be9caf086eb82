import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../test/test-database.js';
import { signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

describe('health, docs and error shape', () => {
  it('answers health with the database kind', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/User/google-auth', '/api/User/send-verification', '/api/health']));
  });

  it('answers unknown API routes with a 404 error body', async () => {
    const res = await t.anonymous.get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers invalid JSON with a 400 error body', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/User/send-verification', '{"phoneNumber": ', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'El cuerpo de la petición no es JSON válido', requestId: expect.any(String) });
  });

  it('checks the session before the body: no session answers 401 even with a bad body', async () => {
    const res = await t.anonymous.post('/api/User/send-verification', '{bad', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
