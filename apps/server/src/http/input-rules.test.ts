import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@ojeador/shared';
import { ADMIN_EMAIL } from '../../test/test-app.js';
import { createResult, createSearch, type SignedIn, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

/** Input (docs/design.md): NUL and control characters, ids past int4 and private links answer 400, never 500. */

const t = useTestApp();
let admin: SignedIn;
let customer: SignedIn;
let searchId: number;
let adId: number;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
  customer = await signIn(t.app);
  const search = await createSearch(t.app, customer);
  searchId = search.id;
  adId = (await createResult(t.app, search)).ad.id;
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; as?: SignedIn | null };

async function send({ method, url, payload, as }: Call) {
  return t.as(as === null ? null : (as ?? customer)).request(method, url, payload as object);
}

function expectErrorShape(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
}

const manualAd = (overrides: Record<string, unknown> = {}) => ({
  title: 'Golf GTI',
  description: 'Muy cuidado',
  price: 9000,
  url: 'https://www.example.com/anuncio/1',
  images: ['https://img.example.com/1.jpg'],
  category: 1,
  province: 'Madrid',
  city: 'Madrid',
  ...overrides,
});

describe('text fields refuse NUL and other control characters', () => {
  const search = (overrides: Record<string, unknown>) => ({ title: 'Golf', category: 1, frequency: 24, isActive: false, ...overrides });
  const cases: [string, () => Call][] = [
    ['search title', () => ({ method: 'POST', url: '/api/Search', payload: search({ title: 'Go\u0000lf' }) })],
    ['search description', () => ({ method: 'POST', url: '/api/Search', payload: search({ description: 'a\u0000b' }) })],
    ['keywords in a creation', () => ({ method: 'POST', url: '/api/Search', payload: search({ parameters: { keywords: 'golf\u0000' } }) })],
    ['title on update', () => ({ method: 'PUT', url: `/api/Search/${searchId}`, payload: { title: 'x\u0000', frequency: 24 } })],
    ['keywords', () => ({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { keywords: '\u0000' } })],
    ['userSearch', () => ({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { userSearch: 'busco\u0000coche' } })],
    ['a bell in keywords', () => ({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { keywords: 'golf\u0007' } })],
    ['a C1 control in userSearch', () => ({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { userSearch: 'golf\u0085' } })],
    ['manual ad title', () => ({ method: 'POST', url: `/api/SearchResult/${searchId}/manual-ad`, payload: manualAd({ title: 'a\u0000' }), as: admin })],
    [
      'manual ad description',
      () => ({ method: 'POST', url: `/api/SearchResult/${searchId}/manual-ad`, payload: manualAd({ description: 'a\u0000' }), as: admin }),
    ],
    ['manual ad city', () => ({ method: 'POST', url: `/api/SearchResult/${searchId}/manual-ad`, payload: manualAd({ city: 'Ma\u0000drid' }), as: admin })],
    ['filtered notes', () => ({ method: 'POST', url: `/api/SearchResultFiltered/filter/${searchId}/${adId}`, payload: { notes: 'n\u0000' }, as: admin })],
    ['dev-login name', () => ({ method: 'POST', url: '/api/User/dev-login', payload: { email: 'nul@example.com', name: 'Ana\u0000' }, as: null })],
    ['dev-login email', () => ({ method: 'POST', url: '/api/User/dev-login', payload: { email: 'n\u0000ul@example.com', name: 'Ana' }, as: null })],
    ['google-auth name', () => ({ method: 'POST', url: '/api/User/google-auth', payload: { accessToken: 'tok', name: 'A\u0000' }, as: null })],
    ['phone number', () => ({ method: 'POST', url: '/api/User/send-verification', payload: { phoneNumber: '+34612\u0000345678' } })],
  ];
  it.each(cases)('%s answers 400 in the error shape', async (_name, call) => {
    const res = await send(call());
    expectErrorShape(res);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('names the rule in Spanish', async () => {
    const res = await send({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { keywords: 'golf\u0000' } });
    expect(res.json().message).toBe(INPUT_MESSAGES.controlCharacters);
  });

  it('keeps new lines and tabs', async () => {
    const res = await send({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { userSearch: 'línea 1\nlínea 2\r\n\tfin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userSearch).toBe('línea 1\nlínea 2\r\n\tfin');
  });

  it('refuses a 20,000-character keyword string with 400', async () => {
    expectErrorShape(await send({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { keywords: 'a'.repeat(20_000) } }));
  });
});

describe('ids beyond int4 answer 400, never 500', () => {
  const big = '99999999999';
  const paths: Call[] = [
    { method: 'GET', url: `/api/Ads/${big}` },
    { method: 'GET', url: `/api/SearchResult/${big}/results` },
    { method: 'POST', url: `/api/SearchResult/${big}/manual-ad`, payload: manualAd(), as: null },
    { method: 'GET', url: `/api/Likes/check/${big}` },
    { method: 'POST', url: `/api/Likes/${big}` },
    { method: 'PUT', url: `/api/Notification/${big}/read` },
    { method: 'GET', url: `/api/Search/${big}` },
    { method: 'DELETE', url: `/api/Search/${big}` },
    { method: 'GET', url: `/api/SearchParameter/${big}` },
    { method: 'GET', url: `/api/SearchService/expert/${big}` },
    { method: 'GET', url: `/api/SearchService?expertId=${big}` },
    { method: 'GET', url: `/api/SearchResultFiltered/search/${big}`, as: null },
    { method: 'DELETE', url: `/api/SearchResultFiltered/${big}`, as: null },
  ];
  it.each(paths.map((p) => [`${p.method} ${p.url}`, p] as const))('%s', async (_name, call) => {
    const res = await send({ ...call, as: call.as === null ? admin : call.as });
    expectErrorShape(res);
  });

  it('says which rule failed in Spanish', async () => {
    const res = await send({ method: 'GET', url: `/api/Ads/${big}` });
    expect(res.json().message).toBe(INPUT_MESSAGES.invalidId);
  });

  it('answers a broken percent-encoding or an over-long id in the error shape', async () => {
    for (const url of ['/api/Ads/%E0%A4%A', `/api/Ads/${'9'.repeat(5000)}`]) {
      const res = await send({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^La dirección de la petición/), requestId: expect.any(String) });
    }
  });

  it('bounds ids inside bodies too', async () => {
    const res = await send({ method: 'PUT', url: `/api/SearchParameter/${searchId}`, payload: { brandId: 99_999_999_999 } });
    expectErrorShape(res);
  });
});

describe('user-given links must be public http(s) URLs', () => {
  const add = (overrides: Record<string, unknown>) =>
    send({ method: 'POST', url: `/api/SearchResult/${searchId}/manual-ad`, payload: manualAd(overrides), as: admin });
  it.each([
    'http://127.0.0.1/anuncio',
    'http://localhost:3000/anuncio',
    'http://api.localhost/anuncio',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.8/x',
    'http://172.16.4.1/x',
    'http://192.168.1.1/x',
    'http://0.0.0.0/x',
    'http://[::1]/x',
    'http://[fe80::1]/x',
    'http://[fd00::1]/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://[::]/x',
    'http://2130706433/x',
    'http://0x7f.1/x',
    'http://intranet/x',
  ])('refuses the ad url %s', async (url) => {
    const res = await add({ url });
    expectErrorShape(res);
    expect(res.json().message).toBe(INPUT_MESSAGES.urlPrivate);
  });

  it('refuses a private image URL with the same message', async () => {
    const res = await add({ images: ['https://img.example.com/1.jpg', 'http://192.168.0.10/cam.jpg'] });
    expectErrorShape(res);
    expect(res.json().message).toBe(INPUT_MESSAGES.urlPrivate);
  });

  it('refuses credentials and other schemes', async () => {
    const creds = await add({ url: 'https://user:secret@www.example.com/x' });
    expectErrorShape(creds);
    expect(creds.json().message).toBe(INPUT_MESSAGES.urlCredentials);
    expectErrorShape(await add({ images: ['javascript:alert(1)'] }));
    expectErrorShape(await add({ url: 'file:///etc/passwd' }));
  });

  it('keeps only safe links on a stored notification', async () => {
    const kept = await t.app.ctx.notifications.create({
      userId: customer.user.id,
      type: 'info',
      title: 'a',
      message: 'b',
      url: '/busquedas/1',
      imageUrl: 'https://img.example.com/a.jpg',
    });
    expect(kept).toMatchObject({ url: '/busquedas/1', imageUrl: 'https://img.example.com/a.jpg' });
    const dropped = await t.app.ctx.notifications.create({
      userId: customer.user.id,
      type: 'info',
      title: 'a',
      message: 'b',
      url: '/\\evil.example.com',
      imageUrl: 'http://127.0.0.1/a.jpg',
    });
    expect(dropped).toMatchObject({ url: null, imageUrl: null });
  });
});
