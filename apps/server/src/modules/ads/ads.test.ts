import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory } from '../../db/schema/index.js';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../../test/test-app.js';
import { addResult, createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});
afterAll(() => t.close());

const getAd = (id: number | string, user?: SignedIn) => t.app.inject({ method: 'GET', url: `/api/Ads/${id}`, headers: user?.headers });

describe('GET /api/Ads/{id}', () => {
  it("answers the owner's ad as AdResult with its price history, oldest first", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 14000 }, { finalScore: 72, goodThings: ['5 fotos'], badThings: [] });
    await t.database.db.insert(adPriceHistory).values({ adId: ad.id, price: 13500, seenAt: new Date(ad.firstSeenAt.getTime() + 86_400_000) });
    await t.app.inject({ method: 'POST', url: `/api/Likes/${ad.id}`, headers: owner.headers });

    const res = await getAd(ad.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ad.id,
      title: ad.title,
      price: 14000,
      category: 1,
      categoryName: 'Coches',
      sellerType: 'particular',
      finalScore: 72,
      goodThings: ['5 fotos'],
      badThings: [],
      origin: 'auto',
      likeCount: 1,
      liked: true,
      priceHistory: [
        { price: 14000, seenAt: ad.firstSeenAt.toISOString() },
        { price: 13500, seenAt: new Date(ad.firstSeenAt.getTime() + 86_400_000).toISOString() },
      ],
    });
  });

  it("shows the best result among the caller's searches; the admin's best among all", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const ad = await createAd(t.app);
    await addResult(t.app, await createSearch(t.app, owner), ad, { finalScore: 30 });
    await addResult(t.app, await createSearch(t.app, owner), ad, { finalScore: 70, goodThings: ['Publicado hoy'] });
    await addResult(t.app, await createSearch(t.app, other), ad, { finalScore: 95 });

    expect((await getAd(ad.id, owner)).json()).toMatchObject({ finalScore: 70, goodThings: ['Publicado hoy'] });
    expect((await getAd(ad.id, other)).json().finalScore).toBe(95);
    expect((await getAd(ad.id, admin)).json().finalScore).toBe(95);
  });

  it('lets a hired expert read the ads of the hired search only', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const hired = await createSearch(t.app, owner);
    const notHired = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, hired);
    const { ad: hidden } = await createResult(t.app, notHired);
    await hireExpert(t.app, hired, expert);
    expect((await getAd(ad.id, expert)).statusCode).toBe(200);
    expect((await getAd(hidden.id, expert)).statusCode).toBe(404);
  });

  it("answers 404 for another user's ad and a missing ad", async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    const res = await getAd(ad.id, await signIn(t.app));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Anuncio no encontrado' });
    expect((await getAd(999999, owner)).statusCode).toBe(404);
  });

  it('lets the admin read an ad no search found, with score 0 and no points', async () => {
    const ad = await createAd(t.app);
    const res = await getAd(ad.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ad.id,
      finalScore: 0,
      goodThings: [],
      badThings: [],
      isNew: false,
      origin: 'auto',
      foundAt: ad.firstSeenAt.toISOString(),
    });
    expect((await getAd(ad.id, await signIn(t.app))).statusCode).toBe(404);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await getAd(ad.id)).statusCode).toBe(401);
    expect((await getAd('nope', owner)).statusCode).toBe(400);
  });
});
