import { describe, expect, it } from 'vitest';
import { addResult, createAd, createResult, createSearch, signIn } from '../../../test/factories.js';
import { balanceOf, hireScene, payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { form } from '../../../test/images.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const IN_PERSON = 2;

describe('an in-person review of one ad', () => {
  it('holds the price from the balance, keeps the ad on the hire, and the expert sees it once accepted', async () => {
    const scene = await hireScene(t, { serviceTypeId: IN_PERSON });
    const { ad } = await createResult(t.app, scene.search, { title: 'Seat León 2019 en Getafe' });
    await topUp(t, scene.client, 50);
    const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id, adId: ad.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: null });
    const { hireId } = res.json<{ hireId: number }>();
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 20, held: 30 });
    // The pending hire's card already names the ad, so the expert knows what to visit before accepting.
    const pending = (await t.as(scene.expert).get('/api/SearchHire/expert')).json();
    expect(pending.find((h: { id: number }) => h.id === hireId).ad).toEqual({ id: ad.id, title: 'Seat León 2019 en Getafe' });

    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    const seen = await t.as(scene.expert).get(`/api/Search/${scene.search.id}`);
    expect(seen.json().searchHire.ad).toEqual({ id: ad.id, title: 'Seat León 2019 en Getafe', price: ad.price, url: ad.url });
    const own = await t.as(scene.expert).get(`/api/SearchHire/${hireId}`);
    expect(own.json()).toMatchObject({ id: hireId, ad: { id: ad.id }, searchId: scene.search.id });
  });

  it('answers a checkout when the balance is short, and a second hire of the search is 409 HIRE_OPEN', async () => {
    const scene = await hireScene(t, { serviceTypeId: IN_PERSON });
    const { ad } = await createResult(t.app, scene.search);
    const body = { searchServiceId: scene.service.id, searchId: scene.search.id, AdId: ad.id };
    const first = await t.as(scene.client).post('/api/Subscription/hire-service', body);
    expect(first.statusCode).toBe(200);
    const url = first.json<{ url: string }>().url;
    expect(url).toMatch(/^\/payments\/local\/checkout\//);
    await payLocalCheckout(t, url);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 30 });
    const second = await t.as(scene.client).post('/api/Subscription/hire-service', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('HIRE_OPEN');
  });

  it('refuses an ad the customer never found (404), one of another search (400), a remote service (400), bad ids (400), strangers (404) and visitors (401)', async () => {
    const scene = await hireScene(t, { serviceTypeId: IN_PERSON });
    await topUp(t, scene.client, 50);
    const hire = (body: object, who = scene.client) =>
      t.as(who).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id, ...body });

    const unknown = await createAd(t.app);
    const notFound = await hire({ adId: unknown.id });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().code).toBe('NOT_FOUND');

    const otherSearch = await createSearch(t.app, scene.client, { categoryId: 1 });
    const { ad: elsewhere } = await createResult(t.app, otherSearch);
    const wrongSearch = await hire({ adId: elsewhere.id });
    expect(wrongSearch.statusCode).toBe(400);
    expect(wrongSearch.json()).toMatchObject({ code: 'VALIDATION', message: 'Este anuncio no está entre los resultados de esa búsqueda' });

    const { ad } = await createResult(t.app, scene.search);
    const remote = await hireScene(t);
    const remoteService = await t
      .as(scene.client)
      .post('/api/Subscription/hire-service', { searchServiceId: remote.service.id, searchId: scene.search.id, adId: ad.id });
    expect(remoteService.statusCode).toBe(400);
    expect(remoteService.json().message).toBe('La revisión de un anuncio es un servicio presencial');

    expect((await hire({ adId: 'x' })).statusCode).toBe(400);
    expect((await hire({ adId: -1 })).statusCode).toBe(400);
    const stranger = await signIn(t.app);
    await addResult(t.app, await createSearch(t.app, stranger, { categoryId: 1 }), ad);
    expect((await hire({ adId: ad.id }, stranger)).statusCode).toBe(404);
    expect(
      (await t.anonymous.post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id, adId: ad.id })).statusCode,
    ).toBe(401);
    // Nothing was held by the refused calls.
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
  });
});

describe('a hire outlives its search (decision 036)', () => {
  it('keeps the title, the report and the parties after the search is deleted; others get 404', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    const { hireId } = res.json<{ hireId: number }>();
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Tres coches revisados; el mejor es el Golf de Sevilla.' });
    await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId, ClientApproved: true });
    const message = await t.as(scene.client).post(`/api/SearchHire/${hireId}/messages`, { text: 'Gracias por el informe' });
    expect(message.statusCode).toBeLessThan(300);
    const title = (await t.as(scene.client).get(`/api/Search/${scene.search.id}`)).json().title as string;

    expect((await t.as(scene.client).delete(`/api/Search/${scene.search.id}`)).statusCode).toBeLessThan(300);

    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    for (const who of [scene.client, scene.expert, admin]) {
      const read = await t.as(who).get(`/api/SearchHire/${hireId}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id: hireId,
        searchId: null,
        searchTitle: title,
        status: 'completed',
        report: 'Tres coches revisados; el mejor es el Golf de Sevilla.',
      });
      const thread = await t.as(who).get(`/api/SearchHire/${hireId}/messages`);
      expect(thread.statusCode).toBe(200);
      expect(JSON.stringify(thread.json())).toContain('Gracias por el informe');
    }
    const expertList = await t.as(scene.expert).get('/api/SearchHire/expert');
    expect(expertList.json().find((h: { id: number }) => h.id === hireId)).toMatchObject({ searchId: null, searchTitle: title });
    const review = await t.as(scene.client).post(`/api/review/search-hire/${hireId}`, form({ Score: 5, Description: 'Muy buen servicio' }));
    expect(review.statusCode).toBe(201);

    const stranger = await signIn(t.app);
    expect((await t.as(stranger).get(`/api/SearchHire/${hireId}`)).statusCode).toBe(404);
    expect((await t.as(scene.client).get('/api/SearchHire/999999')).statusCode).toBe(404);
    expect((await t.as(scene.client).get('/api/SearchHire/abc')).statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/SearchHire/${hireId}`)).statusCode).toBe(401);
  });
});
