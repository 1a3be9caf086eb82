import { beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResult, createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

describe('GET /api/Ads/{id}', () => {
  it("answers the owner's ad as AdResult with its price history, oldest first", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 14000 }, { finalScore: 72, goodThings: ['5 fotos'], badThings: [] });
    await t.database.db.insert(adPriceHistory).values({ adId: ad.id, price: 13500, seenAt: new Date(ad.firstSeenAt.getTime() + 86_400_000) });
    await t.as(owner).post(`/api/Likes/${ad.id}`);

    const res = await t.as(owner).get(`/api/Ads/${ad.id}`);
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

    expect((await t.as(owner).get(`/api/Ads/${ad.id}`)).json()).toMatchObject({ finalScore: 70, goodThings: ['Publicado hoy'] });
    expect((await t.as(other).get(`/api/Ads/${ad.id}`)).json().finalScore).toBe(95);
    expect((await t.as(admin).get(`/api/Ads/${ad.id}`)).json().finalScore).toBe(95);
  });

  it('lets a hired expert read the ads of the hired search only', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const hired = await createSearch(t.app, owner);
    const notHired = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, hired);
    const { ad: hidden } = await createResult(t.app, notHired);
    await hireExpert(t.app, hired, expert);
    expect((await t.as(expert).get(`/api/Ads/${ad.id}`)).statusCode).toBe(200);
    expect((await t.as(expert).get(`/api/Ads/${hidden.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's ad and a missing ad", async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    const res = await t.as(await signIn(t.app)).get(`/api/Ads/${ad.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Anuncio no encontrado' });
    expect((await t.as(owner).get('/api/Ads/999999')).statusCode).toBe(404);
  });

  it('lets the admin read an ad no search found, with score 0 and no points', async () => {
    const ad = await createAd(t.app);
    const res = await t.as(admin).get(`/api/Ads/${ad.id}`);
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
    expect((await t.as(await signIn(t.app)).get(`/api/Ads/${ad.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await t.anonymous.get(`/api/Ads/${ad.id}`)).statusCode).toBe(401);
    expect((await t.as(owner).get('/api/Ads/nope')).statusCode).toBe(400);
  });
});
