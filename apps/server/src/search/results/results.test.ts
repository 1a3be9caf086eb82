import { wordPoint, type Point } from '@ojeador/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory, ads, searchResults } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { manualExternalId } from './results.service.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

let urlSequence = 0;
const manualAd = (overrides: Record<string, unknown> = {}) => ({
  title: 'Volkswagen Golf 2.0 TDI',
  description: 'Golf en muy buen estado, siempre en garaje, libro de revisiones completo y ITV recién pasada. Neumáticos nuevos.',
  price: 11500,
  url: `https://es.wallapop.com/item/golf-${++urlSequence}`,
  images: ['https://cdn.example.com/golf-1.jpg', 'https://cdn.example.com/golf-2.jpg'],
  category: 1,
  province: 'Madrid',
  city: 'Alcobendas',
  ...overrides,
});

describe('GET /api/SearchResult/{searchId}/results', () => {
  it('answers the results as AdResult, best score first then newest, with likes', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const low = await createResult(t.app, search, {}, { finalScore: 40, foundAt: new Date('2025-02-01T00:00:00Z') });
    const olderTop = await createResult(t.app, search, {}, { finalScore: 80, foundAt: new Date('2025-02-01T00:00:00Z') });
    const newerTop = await createResult(t.app, search, { highlighted: true }, { finalScore: 80, foundAt: new Date('2025-02-02T00:00:00Z'), isNew: false });
    await t.as(owner).post(`/api/Likes/${newerTop.ad.id}`);
    await t.as(admin).post(`/api/Likes/${newerTop.ad.id}`);

    const res = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { id: number }) => r.id)).toEqual([newerTop.ad.id, olderTop.ad.id, low.ad.id]);
    const { ad } = newerTop;
    expect(body[0]).toEqual({
      id: ad.id,
      title: ad.title,
      description: ad.description,
      images: ad.images,
      price: ad.price,
      url: ad.url,
      category: 1,
      categoryCode: 'cars',
      categoryName: 'Coches',
      province: 'Madrid',
      city: 'Madrid',
      sellerType: 'particular',
      publishDate: '2025-01-10T10:00:00.000Z',
      highlighted: true,
      isNew: false,
      finalScore: 80,
      goodThings: ['Precio en línea con anuncios similares'],
      badThings: ['Solo 2 fotos'],
      latitude: 40.42,
      longitude: -3.7,
      attributes: { year: 2018, km: 90000, fuel: 'diésel' },
      platformId: 100,
      platformName: 'Feed',
      foundAt: '2025-02-02T00:00:00.000Z',
      origin: 'auto',
      likeCount: 2,
      liked: true,
      wishGroup: 'all',
      brokenWish: null,
      // Stored by hand with texts only, as results were before points came as codes: clients show the texts.
      goodPoints: null,
      badPoints: null,
      brokenPoint: null,
      recommendedByExpert: false,
    });
    expect(body[1]).toMatchObject({ likeCount: 0, liked: false, isNew: true });
  });

  it('is readable by the admin and the hired expert, each with their own liked flag', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search);
    await hireExpert(t.app, search, expert);
    await t.as(owner).post(`/api/Likes/${ad.id}`);

    const asAdmin = await t.as(admin).get(`/api/SearchResult/${search.id}/results`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual([expect.objectContaining({ id: ad.id, likeCount: 1, liked: false })]);
    const asExpert = await t.as(expert).get(`/api/SearchResult/${search.id}/results`);
    expect(asExpert.statusCode).toBe(200);
    expect(asExpert.json()).toHaveLength(1);
  });

  it('shows the owner which results are new once, then clears the flags; others do not clear them', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    await createResult(t.app, search, {}, { isNew: true });
    await createResult(t.app, search, {}, { isNew: false });

    const adminView = await t.as(admin).get(`/api/SearchResult/${search.id}/results`);
    expect(adminView.json().filter((r: { isNew: boolean }) => r.isNew)).toHaveLength(1);
    const first = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(first.json().filter((r: { isNew: boolean }) => r.isNew)).toHaveLength(1);
    const second = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(second.json().filter((r: { isNew: boolean }) => r.isNew)).toHaveLength(0);
    const summary = await t.as(owner).get(`/api/Search/${search.id}`);
    expect(summary.json()).toMatchObject({ resultCount: 2, newResultCount: 0 });
  });

  it('answers an empty list for a search without results', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const res = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for another customer's search, an expert not hired, and a missing search", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    await createResult(t.app, search);
    for (const intruder of [await signIn(t.app), await signIn(t.app, { role: 'expert' })]) {
      const res = await t.as(intruder).get(`/api/SearchResult/${search.id}/results`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Búsqueda no encontrada' });
    }
    expect((await t.as(owner).get('/api/SearchResult/999999/results')).statusCode).toBe(404);
  });

  it('answers 401 without a session and 400 for a non-numeric id', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    expect((await t.anonymous.get(`/api/SearchResult/${search.id}/results`)).statusCode).toBe(401);
    const bad = await t.as(owner).get('/api/SearchResult/abc/results');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });
});

describe('POST /api/SearchResult/{searchId}/manual-ad', () => {
  it('lets the admin add an ad: stored once, manual, new, scored by the engine, answered as AdResult', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, {
      parameters: { keywords: 'golf', userSearch: 'golf diesel', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100 },
    });
    for (let i = 0; i < 6; i += 1) await createResult(t.app, search, { title: `Volkswagen Golf TDI ${i}`, price: 15000 + i * 100 });

    // With its year and km: a car is only priced against the same model of close years and km.
    const payload = manualAd({ year: 2018, km: 95_000 });
    const res = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: payload.title,
      description: payload.description,
      price: 11500,
      url: payload.url,
      images: payload.images,
      category: 1,
      categoryName: 'Coches',
      province: 'Madrid',
      city: 'Alcobendas',
      sellerType: 'particular',
      platformId: 1,
      platformName: 'Wallapop',
      publishDate: null,
      highlighted: false,
      isNew: true,
      origin: 'manual',
      likeCount: 0,
      liked: false,
      attributes: {},
    });
    expect(Number.isInteger(body.finalScore)).toBe(true);
    expect(body.finalScore).toBeGreaterThan(0);
    expect(body.goodThings).toEqual(
      expect.arrayContaining([
        'En el título: golf',
        expect.stringMatching(/^Precio un \d+ % por debajo de Volkswagen Golf de \d{4}-\d{4} con kilometraje parecido/),
      ]),
    );
    expect(body.badThings).toEqual(expect.arrayContaining(['Sin fecha de publicación', 'El anuncio no indica su ubicación']));
    expect(body.goodPoints.map((point: Point) => wordPoint(point))).toEqual(body.goodThings);
    expect(body.badPoints.map((point: Point) => wordPoint(point, 'en'))).toEqual(
      expect.arrayContaining(['No publication date', 'The ad does not say where it is']),
    );

    const [stored] = await t.database.db.select().from(ads).where(eq(ads.id, body.id));
    expect(stored.externalId).toBe(manualExternalId(search.id, payload.url));
    const [result] = await t.database.db
      .select()
      .from(searchResults)
      .where(and(eq(searchResults.searchId, search.id), eq(searchResults.adId, body.id)));
    expect(result).toMatchObject({ origin: 'manual', addedBy: admin.user.id, isNew: true, finalScore: body.finalScore });
    expect(await t.database.db.select().from(adPriceHistory).where(eq(adPriceHistory.adId, body.id))).toHaveLength(1);

    const listed = (await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json();
    expect(listed.find((r: { id: number }) => r.id === body.id)).toEqual(body);
  });

  it("tells the search's owner in the app that an ad was added", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { title: 'Golf diésel' });
    const res = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd({ title: 'Golf 2.0 TDI Advance', price: 12500 }));
    expect(res.statusCode).toBe(201);
    const notifications = (await t.as(owner).get('/api/Notification')).json();
    expect(notifications[0]).toMatchObject({
      type: 'info',
      title: 'Nuevo anuncio en «Golf diésel»',
      url: `/busquedas/${search.id}`,
      read: false,
    });
    expect(notifications[0].message).toMatch(/^El equipo de Ojeador ha añadido «Golf 2\.0 TDI Advance» \(12\.500 €, \d+\/100\)\.$/);
  });

  it('answers 409 for the same URL in the same search, even written differently', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const payload = manualAd({ url: 'https://es.wallapop.com/item/seat-leon-77' });
    expect((await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, payload)).statusCode).toBe(201);
    for (const url of [
      'https://es.wallapop.com/item/seat-leon-77',
      'https://ES.WALLAPOP.com/item/seat-leon-77/',
      'https://es.wallapop.com/item/seat-leon-77#fotos',
    ]) {
      const again = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, { ...payload, url, price: 9000 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Este anuncio ya está en los resultados' });
    }
    const [stored] = await t.database.db
      .select()
      .from(ads)
      .where(eq(ads.externalId, manualExternalId(search.id, payload.url)));
    expect(stored.price).toBe(payload.price);
    expect((await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json()).toHaveLength(1);
  });

  it('keeps one ad per search for the same URL: adding it to another search never changes the first', async () => {
    const firstOwner = await signIn(t.app);
    const first = await createSearch(t.app, firstOwner);
    const second = await createSearch(t.app, await signIn(t.app));
    const payload = manualAd();
    const a = (await t.as(admin).post(`/api/SearchResult/${first.id}/manual-ad`, payload)).json();
    const b = await t
      .as(admin)
      .post(`/api/SearchResult/${second.id}/manual-ad`, { ...payload, title: 'Otro título', price: 10900, images: ['https://cdn.example.com/otra.jpg'] });
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.id);
    const [firstResult] = (await t.as(firstOwner).get(`/api/SearchResult/${first.id}/results`)).json();
    expect(firstResult).toMatchObject({ id: a.id, title: payload.title, price: payload.price, images: payload.images });
    const history = await t.database.db.select().from(adPriceHistory).where(eq(adPriceHistory.adId, a.id));
    expect(history.map((h) => h.price)).toEqual([payload.price]);
  });

  it('lets the hired expert add an ad, with seller type and platform given', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    await hireExpert(t.app, search, expert);
    const res = await t.as(expert).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd({ sellerType: 'dealer', platformId: 3, price: 9999.6 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sellerType: 'dealer', platformId: 3, platformName: 'Coches.net', price: 10000, origin: 'manual' });
    const [result] = await t.database.db.select().from(searchResults).where(eq(searchResults.adId, res.json().id));
    expect(result.addedBy).toBe(expert.user.id);
  });

  it('answers 403 to the owner customer, 404 to others, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const asOwner = await t.as(owner).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd());
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().code).toBe('FORBIDDEN');
    expect((await t.as(await signIn(t.app)).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd())).statusCode).toBe(404);
    expect((await t.as(await signIn(t.app, { role: 'expert' })).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd())).statusCode).toBe(404);
    expect((await t.as(admin).post('/api/SearchResult/999999/manual-ad', manualAd())).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/SearchResult/${search.id}/manual-ad`, { nonsense: true })).statusCode).toBe(401);
    expect((await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json()).toEqual([]);
  });

  it('validates the form with the field messages', async () => {
    const search = await createSearch(t.app, await signIn(t.app));
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'El título es obligatorio'],
      [{ title: undefined }, 'El título es obligatorio'],
      [{ description: '   ' }, 'La descripción es obligatoria'],
      [{ price: undefined }, 'El precio es obligatorio'],
      [{ price: 0 }, 'El precio debe ser mayor que 0'],
      [{ price: -5 }, 'El precio debe ser mayor que 0'],
      [{ url: 'not a url' }, 'Introduce una URL válida'],
      [{ url: 'ftp://example.com/ad' }, 'Introduce una URL válida'],
      [{ url: '' }, 'La URL es obligatoria'],
      [{ images: [] }, 'Añade al menos una imagen'],
      [{ images: ['https://cdn.example.com/ok.jpg', 'foto.jpg'] }, 'Cada imagen debe ser una URL válida'],
      [{ category: 9 }, 'Selecciona una categoría válida'],
      [{ category: undefined }, 'Selecciona una categoría'],
      [{ province: '' }, 'La provincia es obligatoria'],
      [{ city: undefined }, 'La ciudad es obligatoria'],
      [{ sellerType: 'company' }, 'Selecciona un tipo de vendedor válido'],
      [{ platformId: 42 }, 'Selecciona una plataforma válida'],
    ];
    for (const [override, message] of cases) {
      const res = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    expect(await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id))).toHaveLength(0);
  });
});
