import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});
afterAll(() => t.close());

const listFiltered = (searchId: number | string, user?: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api/SearchResultFiltered/search/${searchId}`, headers: user?.headers });
const addFiltered = (searchId: number, adId: number, user?: SignedIn, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/SearchResultFiltered/filter/${searchId}/${adId}`,
    headers: user?.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const removeFiltered = (id: number, user?: SignedIn) => t.app.inject({ method: 'DELETE', url: `/api/SearchResultFiltered/${id}`, headers: user?.headers });

describe('the filtered list (admin)', () => {
  it('adds an ad of the results with notes, lists it, and removes it', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, {}, { finalScore: 64 });
    const added = await addFiltered(search.id, ad.id, admin, { notes: '  Buen precio, revisar ITV  ' });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      searchId: search.id,
      ad: expect.objectContaining({
        id: ad.id,
        title: ad.title,
        price: ad.price,
        images: ad.images,
        url: ad.url,
        city: 'Madrid',
        province: 'Madrid',
        finalScore: 64,
      }),
      notes: 'Buen precio, revisar ITV',
      createdAt: expect.any(String),
    });

    const listed = await listFiltered(search.id, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([entry]);

    const removed = await removeFiltered(entry.id, admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await listFiltered(search.id, admin)).json()).toEqual([]);
    const again = await removeFiltered(entry.id, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Entrada de la lista filtrada no encontrada');
  });

  it('accepts a call without a body (empty notes) and lists newest first per search', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const other = await createSearch(t.app, await signIn(t.app));
    const { ad: a } = await createResult(t.app, search);
    const { ad: b } = await createResult(t.app, search);
    const { ad: elsewhere } = await createResult(t.app, other);
    const first = await addFiltered(search.id, a.id, admin);
    expect(first.statusCode).toBe(201);
    expect(first.json().notes).toBe('');
    expect((await addFiltered(search.id, b.id, admin, {})).statusCode).toBe(201);
    expect((await addFiltered(other.id, elsewhere.id, admin)).statusCode).toBe(201);
    expect((await listFiltered(search.id, admin)).json().map((e: { ad: { id: number } }) => e.ad.id)).toEqual([b.id, a.id]);
  });

  it('answers 409 when the ad is already in the list, 404 when it is not in the results or the search is missing', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const { ad } = await createResult(t.app, search);
    expect((await addFiltered(search.id, ad.id, admin)).statusCode).toBe(201);
    const duplicate = await addFiltered(search.id, ad.id, admin, { notes: 'otra vez' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: 'Este anuncio ya está en la lista filtrada' });

    const stranger = await createAd(t.app);
    const notInResults = await addFiltered(search.id, stranger.id, admin);
    expect(notInResults.statusCode).toBe(404);
    expect(notInResults.json().message).toBe('El anuncio no está en los resultados de esta búsqueda');
    expect((await addFiltered(999999, ad.id, admin)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Búsqueda no encontrada' });
    expect((await listFiltered(999999, admin)).statusCode).toBe(404);
  });

  it('validates notes and ids', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const { ad } = await createResult(t.app, search);
    const notText = await addFiltered(search.id, ad.id, admin, { notes: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ code: 'VALIDATION', message: 'Las notas deben ser texto' });
    const tooLong = await addFiltered(search.id, ad.id, admin, { notes: 'x'.repeat(2001) });
    expect(tooLong.json().message).toBe('Las notas no pueden superar 2.000 caracteres');
    expect((await listFiltered('abc', admin)).statusCode).toBe(400);
  });

  it('answers 403 to customers (even the owner) and experts, 401 without a session, before validating', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    await hireExpert(t.app, search, expert);
    const { ad } = await createResult(t.app, search);
    const entry = (await addFiltered(search.id, ad.id, admin)).json();
    for (const user of [owner, expert]) {
      expect((await listFiltered(search.id, user)).statusCode).toBe(403);
      const add = await addFiltered(search.id, ad.id, user, { notes: 42 });
      expect(add.statusCode).toBe(403);
      expect(add.json().code).toBe('FORBIDDEN');
      expect((await removeFiltered(entry.id, user)).statusCode).toBe(403);
    }
    expect((await listFiltered(search.id)).statusCode).toBe(401);
    expect((await addFiltered(search.id, ad.id, undefined, { notes: 42 })).statusCode).toBe(401);
    expect((await removeFiltered(entry.id)).statusCode).toBe(401);
    expect((await listFiltered(search.id, admin)).json()).toHaveLength(1);
  });
});
