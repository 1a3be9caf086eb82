import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

describe('the filtered list (admin)', () => {
  it('adds an ad of the results with notes, lists it, and removes it', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, {}, { finalScore: 64 });
    const added = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: '  Buen precio, revisar ITV  ' });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      searchId: search.id,
      ad: expect.objectContaining({
        id: ad.id,
        title: ad.title,
        price: ad.price,
        images: ad.images.slice(0, 3),
        url: ad.url,
        city: 'Madrid',
        province: 'Madrid',
        finalScore: 64,
      }),
      notes: 'Buen precio, revisar ITV',
      createdAt: expect.any(String),
    });

    const listed = await t.as(admin).get(`/api/SearchResultFiltered/search/${search.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([entry]);

    const removed = await t.as(admin).delete(`/api/SearchResultFiltered/${entry.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await t.as(admin).get(`/api/SearchResultFiltered/search/${search.id}`)).json()).toEqual([]);
    const again = await t.as(admin).delete(`/api/SearchResultFiltered/${entry.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Entrada de la lista filtrada no encontrada');
  });

  it("answers each entry's ad as a card summary (excerpt, first 3 images), added or listed", async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const images = [1, 2, 3, 4].map((n) => `https://img.example.com/filtered-${n}.jpg`);
    const { ad } = await createResult(t.app, search, { description: 'Muy   cuidado.\n\nITV al día.', images });
    const added = (await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`)).json();
    expect(added.ad).not.toHaveProperty('description');
    expect(added.ad).toMatchObject({ id: ad.id, excerpt: 'Muy cuidado. ITV al día.', images: images.slice(0, 3) });
    const [listed] = (await t.as(admin).get(`/api/SearchResultFiltered/search/${search.id}`)).json();
    expect(listed.ad).toEqual(added.ad);
  });

  it('accepts a call without a body (empty notes) and lists newest first per search', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const other = await createSearch(t.app, await signIn(t.app));
    const { ad: a } = await createResult(t.app, search);
    const { ad: b } = await createResult(t.app, search);
    const { ad: elsewhere } = await createResult(t.app, other);
    const first = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${a.id}`);
    expect(first.statusCode).toBe(201);
    expect(first.json().notes).toBe('');
    expect((await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${b.id}`, {})).statusCode).toBe(201);
    expect((await t.as(admin).post(`/api/SearchResultFiltered/filter/${other.id}/${elsewhere.id}`)).statusCode).toBe(201);
    expect((await t.as(admin).get(`/api/SearchResultFiltered/search/${search.id}`)).json().map((e: { ad: { id: number } }) => e.ad.id)).toEqual([b.id, a.id]);
  });

  it('answers 409 when the ad is already in the list, 404 when it is not in the results or the search is missing', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const { ad } = await createResult(t.app, search);
    expect((await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`)).statusCode).toBe(201);
    const duplicate = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: 'otra vez' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: 'Este anuncio ya está en la lista filtrada' });

    const stranger = await createAd(t.app);
    const notInResults = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${stranger.id}`);
    expect(notInResults.statusCode).toBe(404);
    expect(notInResults.json().message).toBe('El anuncio no está en los resultados de esta búsqueda');
    expect((await t.as(admin).post(`/api/SearchResultFiltered/filter/999999/${ad.id}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Búsqueda no encontrada',
    });
    expect((await t.as(admin).get('/api/SearchResultFiltered/search/999999')).statusCode).toBe(404);
  });

  it('validates notes and ids', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const { ad } = await createResult(t.app, search);
    const notText = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ code: 'VALIDATION', message: 'Las notas deben ser texto' });
    const tooLong = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: 'x'.repeat(2001) });
    expect(tooLong.json().message).toBe('Las notas no pueden superar 2.000 caracteres');
    expect((await t.as(admin).get('/api/SearchResultFiltered/search/abc')).statusCode).toBe(400);
  });

  it('answers 403 to customers (even the owner) and experts, 401 without a session, before validating', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    await hireExpert(t.app, search, expert);
    const { ad } = await createResult(t.app, search);
    const entry = (await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`)).json();
    for (const user of [owner, expert]) {
      expect((await t.as(user).get(`/api/SearchResultFiltered/search/${search.id}`)).statusCode).toBe(403);
      const add = await t.as(user).post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: 42 });
      expect(add.statusCode).toBe(403);
      expect(add.json().code).toBe('FORBIDDEN');
      expect((await t.as(user).delete(`/api/SearchResultFiltered/${entry.id}`)).statusCode).toBe(403);
    }
    expect((await t.anonymous.get(`/api/SearchResultFiltered/search/${search.id}`)).statusCode).toBe(401);
    expect((await t.anonymous.post(`/api/SearchResultFiltered/filter/${search.id}/${ad.id}`, { notes: 42 })).statusCode).toBe(401);
    expect((await t.anonymous.delete(`/api/SearchResultFiltered/${entry.id}`)).statusCode).toBe(401);
    expect((await t.as(admin).get(`/api/SearchResultFiltered/search/${search.id}`)).json()).toHaveLength(1);
  });
});
