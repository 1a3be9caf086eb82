import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type ErrorCode } from '@ojeador/shared';
import { stubFetch } from '@/test/fetch-stub';
import { makeToken, storeSession } from '@/test/tokens';
import { ApiError, api, errorMessage } from './api-client';
import { setLanguage } from './i18n';
import { getLastSignOut, getSession } from './session';

describe('api client', () => {
  it('sends JSON with the bearer token when signed in', async () => {
    const token = makeToken();
    storeSession({}, token);
    const { calls } = stubFetch({ 'POST /api/Search': { status: 201, body: { id: 3 } } });

    await expect(api.post('/api/Search', { title: 'Golf' })).resolves.toEqual({ id: 3 });
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ title: 'Golf' });
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = stubFetch({ 'GET /api/Categories': { body: [] } });
    await api.get('/api/Categories');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('throws ApiError with the fields of the server error body', async () => {
    stubFetch({
      'POST /api/Search': {
        status: 409,
        body: { code: 'LIMIT_REACHED', message: 'Has alcanzado el límite', details: { max: 1 }, requestId: 'r-1' },
      },
    });
    const error = await api.post('/api/Search', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'LIMIT_REACHED',
      message: 'Has alcanzado el límite',
      details: { max: 1 },
      requestId: 'r-1',
      serverMessage: 'Has alcanzado el límite',
    });
  });

  it("falls back to 'Request failed with status {code}' when the body has no message", async () => {
    stubFetch({ 'GET /api/Search': new Response('<html>oops</html>', { status: 502 }) });
    const error = (await api.get('/api/Search').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Request failed with status 502');
    expect(error.code).toBeNull();
    expect(error.serverMessage).toBeNull();
    expect(errorMessage(error, 'Error al cargar')).toBe('Error al cargar');
  });

  it('returns undefined for 204', async () => {
    stubFetch({ 'DELETE /api/Search/1': { status: 204 } });
    await expect(api.delete('/api/Search/1')).resolves.toBeUndefined();
  });

  it('ends the session on a 401 to a signed-in call', async () => {
    storeSession();
    stubFetch({ 'GET /api/Search': { status: 401, body: { code: 'UNAUTHORIZED', message: 'No autorizado', requestId: 'x' } } });
    await expect(api.get('/api/Search')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(getLastSignOut()?.reason).toBe('expired');
  });

  it('keeps the session on other errors', async () => {
    storeSession();
    stubFetch({ 'GET /api/Search': { status: 403, body: { code: 'FORBIDDEN', message: 'No', requestId: 'x' } } });
    await expect(api.get('/api/Search')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).not.toBeNull();
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const { calls } = stubFetch({ 'POST /api/User/become-expert': { body: { ok: true } } });
    const form = new FormData();
    form.append('description', 'Mecánico');
    await api.post('/api/User/become-expert', form);
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch({ 'GET /api/Search': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/api/Search')).rejects.toMatchObject({ status: 0, serverMessage: null });
  });
});

describe('errorMessage in the reader’s language', () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  const refused = (code: string, message: string) => new ApiError(409, { code: code as ErrorCode, message, requestId: 'r-1' });

  it('gives a Spanish reader the server’s own message, else the fallback', () => {
    expect(errorMessage(refused('LIMIT_REACHED', 'Has alcanzado el límite de 3 búsquedas'), 'Error')).toBe('Has alcanzado el límite de 3 búsquedas');
    expect(errorMessage(new Error('boom'), 'No se pudo guardar')).toBe('No se pudo guardar');
  });

  it('gives an English reader the catalogue’s text for a known code', async () => {
    await setLanguage('en');
    expect(errorMessage(refused('LIMIT_REACHED', 'Has alcanzado el límite de 3 búsquedas'), 'Error')).toBe("You have reached your plan's limit.");
    expect(errorMessage(refused('RATE_LIMITED', 'Demasiados intentos'), 'Error')).toBe('Too many attempts. Wait a moment and try again.');
    expect(errorMessage(refused('NOT_FOUND', 'No existe'), 'Error')).toBe('We could not find what you are looking for.');
  });

  it('falls back to the server’s message for a code without a text, and to the fallback without a message', async () => {
    await setLanguage('en');
    expect(errorMessage(refused('RULE_BROKEN', 'Verifica tu teléfono antes de activar WhatsApp'), 'Could not save')).toBe(
      'Verifica tu teléfono antes de activar WhatsApp',
    );
    expect(errorMessage(new ApiError(502, null), 'Could not save')).toBe('Could not save');
  });
});
