import { eq } from 'drizzle-orm';
import type { PriceContext } from '@ojeador/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdRow, SearchRow } from '../../db/rows.js';
import { adPriceHistory, ads, searchParameters } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResult, createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { expectAgreement } from '../../../test/price-story.js';
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
      categoryCode: 'cars',
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
      // Alone in its search: nothing to compare with, and the page says so.
      priceContext: {
        unit: 'eur',
        basis: 'none',
        confidence: null,
        comparableCount: 0,
        comparables: [],
        median: null,
        fairLow: null,
        fairHigh: null,
        value: 14000,
      },
    });
  });

  it('says when the seller last reposted the ad and its price before; nothing for an ad never reposted', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 12400 });
    expect((await t.as(owner).get(`/api/Ads/${ad.id}`)).json()).not.toHaveProperty('repost');
    const at = new Date('2026-11-20T10:00:00.000Z');
    await t.database.db.update(ads).set({ repostedAt: at, repostPrice: 12900 }).where(eq(ads.id, ad.id));
    expect((await t.as(owner).get(`/api/Ads/${ad.id}`)).json().repost).toEqual({ at: at.toISOString(), previousPrice: 12900 });
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

/** What a Golf costs on a clean curve: −12 % a year, −2.5 % every 10.000 km. */
const curve = (year: number, km: number) => Math.round(32_000 * 0.88 ** (2023 - year) * Math.exp(-km / 400_000));
const golf = (price: number, year: number, km: number) => ({ title: 'Volkswagen Golf 1.6 TDI', price, attributes: { year, km, fuel: 'diésel' } });

async function golfsOnTheCurve(search: SearchRow, count: number) {
  for (let i = 0; i < count; i += 1) {
    const year = 2015 + (i % 8);
    const km = 15_000 * (2023 - year) + ((i * 7_919) % 30_000);
    await createResult(t.app, search, golf(Math.round(curve(year, km) * (1 + ((i % 5) - 2) / 100)), year, km));
  }
}

/** The score's price point for the ad, computed by the engine against the same market the ad page uses. */
async function pricePointOf(search: SearchRow, ad: AdRow): Promise<string> {
  const db = t.database.db;
  const [parameters] = await db.select().from(searchParameters).where(eq(searchParameters.searchId, search.id));
  const market = (await t.as(admin).get(`/api/SearchResult/${search.id}/results`)).json() as { id: number }[];
  const rows: AdRow[] = [];
  for (const { id } of market) if (id !== ad.id) rows.push(await adRowOf(id));
  const score = t.app.ctx.engine.port.scoreAd(search, parameters ?? null, ad, rows, new Date());
  const point = [...score.goodThings, ...score.badThings].find((text) => text.startsWith('Precio'));
  if (!point) throw new Error(`no price point in ${JSON.stringify(score)}`);
  return point;
}

async function adRowOf(id: number): Promise<AdRow> {
  const { ads } = await import('../../db/schema/index.js');
  const [row] = await t.database.db.select().from(ads).where(eq(ads.id, id));
  return row;
}

describe('GET /api/Ads/{id} priceContext', () => {
  it('places the price among close comparables: ascending values, median, the ±8 % "en línea con el mercado" band', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'golf' } });
    for (let i = 0; i < 8; i += 1) await createResult(t.app, search, golf(15_000 + (i - 4) * 250, 2018, 90_000));
    const { ad } = await createResult(t.app, search, golf(12_000, 2018, 90_000));

    const res = await t.as(owner).get(`/api/Ads/${ad.id}`);
    expect(res.statusCode).toBe(200);
    const context = res.json().priceContext as PriceContext;
    expect(context).toMatchObject({
      unit: 'eur',
      basis: 'comparables',
      confidence: 'medium',
      comparableCount: 8,
      value: 12_000,
      peers: 'Volkswagen Golf de 2017-2019 con kilometraje parecido',
      peersCode: { kind: 'similarVehicles', name: 'Volkswagen Golf', year: 2018 },
    });
    expect(context.comparables).toEqual([14_000, 14_250, 14_500, 14_750, 15_000, 15_250, 15_500, 15_750]);
    expect(context.median).toBe(14_875);
    expect([context.fairLow, context.fairHigh]).toEqual([13_685, 16_065]);
    expectAgreement(await pricePointOf(search, ad), context);
  });

  it('uses the fitted fair price for a 2011 car with 271.000 km among newer ones, and agrees with the score', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    await golfsOnTheCurve(search, 20);
    const { ad } = await createResult(t.app, search, golf(curve(2011, 271_000), 2011, 271_000));

    const context = (await t.as(owner).get(`/api/Ads/${ad.id}`)).json().priceContext as PriceContext;
    expect(context).toMatchObject({ unit: 'eur', basis: 'model', comparableCount: 20, value: curve(2011, 271_000) });
    expect(context.comparables).toHaveLength(20);
    expect(context.comparables).toEqual([...context.comparables].sort((a, b) => a - b));
    // Each fitted ad's price is brought to this car's year and km: the values sit around what such a car costs.
    expect(Math.abs((context.median as number) / curve(2011, 271_000) - 1)).toBeLessThan(0.1);
    expect(context.comparables.every((value) => value < 6_000)).toBe(true);
    const point = await pricePointOf(search, ad);
    expect(point).toContain('lo que suele costar un Volkswagen Golf de 2011 con 271.000 km');
    expectAgreement(point, context);
  });

  it('prices homes per m² when the surface is known', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { categoryId: 3 });
    const home = (price: number, sqm: number) => ({
      categoryId: 3,
      title: 'Piso luminoso',
      city: 'Valencia',
      province: 'Valencia',
      price,
      attributes: { sqm },
    });
    for (const sqm of [90, 95, 100, 105, 110, 120]) await createResult(t.app, search, home(2_500 * sqm, sqm));
    const { ad } = await createResult(t.app, search, home(160_000, 80));

    const context = (await t.as(owner).get(`/api/Ads/${ad.id}`)).json().priceContext as PriceContext;
    expect(context).toMatchObject({
      unit: 'eur_m2',
      basis: 'comparables',
      comparableCount: 6,
      median: 2_500,
      fairLow: 2_300,
      fairHigh: 2_700,
      value: 2_000,
      peers: 'pisos en Valencia',
    });
    expectAgreement(await pricePointOf(search, ad), context);
  });

  it("says 'none' with too few comparables, and is null only for an ad without a price", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    for (let i = 0; i < 3; i += 1) await createResult(t.app, search, golf(15_000, 2018, 90_000));
    const { ad } = await createResult(t.app, search, golf(12_000, 2018, 90_000));
    expect((await t.as(owner).get(`/api/Ads/${ad.id}`)).json().priceContext).toEqual({
      unit: 'eur',
      basis: 'none',
      confidence: null,
      // Three close comparables are too few: no reference at all, so nothing to count.
      comparableCount: 0,
      comparables: [],
      median: null,
      fairLow: null,
      fairHigh: null,
      peers: null,
      peersCode: null,
      value: 12_000,
    });
    const { ad: free } = await createResult(t.app, search, golf(0, 2018, 90_000));
    const res = await t.as(owner).get(`/api/Ads/${free.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().priceContext).toBeNull();
  });

  it("answers the admin's ad of no search with nothing to compare with", async () => {
    const ad = await createAd(t.app);
    expect((await t.as(admin).get(`/api/Ads/${ad.id}`)).json().priceContext).toMatchObject({ basis: 'none', comparableCount: 0 });
  });

  it('keeps the access rules: 401 without a session, 404 for an ad the caller does not reach', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner), golf(12_000, 2018, 90_000));
    expect((await t.anonymous.get(`/api/Ads/${ad.id}`)).statusCode).toBe(401);
    expect((await t.as(await signIn(t.app)).get(`/api/Ads/${ad.id}`)).statusCode).toBe(404);
  });
});
