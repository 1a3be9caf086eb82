import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, searches } from '../../db/schema/index.js';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../../test/test-app.js';
import { addResult, createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});
afterAll(() => t.close());

const toggle = (adId: number | string, user?: SignedIn) => t.app.inject({ method: 'POST', url: `/api/Likes/${adId}`, headers: user?.headers });
const check = (adId: number | string, user?: SignedIn) => t.app.inject({ method: 'GET', url: `/api/Likes/check/${adId}`, headers: user?.headers });
const favourites = (user?: SignedIn) => t.app.inject({ method: 'GET', url: '/api/Likes/user', headers: user?.headers });

describe('POST /api/Likes/{adId} and GET /api/Likes/check/{adId}', () => {
  it('toggles the like and reports it', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await check(ad.id, owner)).json()).toEqual({ liked: false });

    const on = await toggle(ad.id, owner);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ liked: true, likeCount: 1 });
    expect((await check(ad.id, owner)).json()).toEqual({ liked: true });

    const off = await toggle(ad.id, owner);
    expect(off.json()).toEqual({ liked: false, likeCount: 0 });
    expect((await check(ad.id, owner)).json()).toEqual({ liked: false });
    expect(await t.database.db.select().from(likes).where(eq(likes.adId, ad.id))).toHaveLength(0);
  });

  it('counts every user but keeps each liked flag apart', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search);
    await hireExpert(t.app, search, expert);
    expect((await toggle(ad.id, owner)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await toggle(ad.id, expert)).json()).toEqual({ liked: true, likeCount: 2 });
    expect((await toggle(ad.id, admin)).json()).toEqual({ liked: true, likeCount: 3 });
    expect((await toggle(ad.id, expert)).json()).toEqual({ liked: false, likeCount: 2 });
    expect((await check(ad.id, owner)).json()).toEqual({ liked: true });
  });

  it('answers 404 for an ad the caller cannot see, and for a missing ad', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    const intruder = await signIn(t.app);
    for (const res of [await toggle(ad.id, intruder), await check(ad.id, intruder), await toggle(999999, owner), await check(999999, owner)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Anuncio no encontrado' });
    }
    expect(await t.database.db.select().from(likes).where(eq(likes.adId, ad.id))).toHaveLength(0);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await toggle(ad.id)).statusCode).toBe(401);
    expect((await check(ad.id)).statusCode).toBe(401);
    expect((await toggle('x', owner)).statusCode).toBe(400);
    expect((await check('0', owner)).statusCode).toBe(400);
  });
});

describe('GET /api/Likes/user', () => {
  it("lists the caller's favourites, newest like first, with the best score among the caller's searches", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const first = await createSearch(t.app, owner);
    const second = await createSearch(t.app, owner);
    const shared = await createAd(t.app, { title: 'Seat León FR', highlighted: true });
    await addResult(t.app, first, shared, { finalScore: 40 });
    await addResult(t.app, second, shared, { finalScore: 75, goodThings: ['Publicado hoy'], badThings: ['Solo 1 foto'], isNew: false });
    await addResult(t.app, await createSearch(t.app, other), shared, { finalScore: 99 });
    const { ad: later } = await createResult(t.app, first, {}, { finalScore: 20 });
    const { ad: notLiked } = await createResult(t.app, first);

    await toggle(shared.id, owner);
    await toggle(later.id, owner);
    await toggle(shared.id, other);
    await t.database.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(likes.adId, shared.id));

    const res = await favourites(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((f: { id: number }) => f.id)).toEqual([later.id, shared.id]);
    expect(body.map((f: { id: number }) => f.id)).not.toContain(notLiked.id);
    expect(body[1]).toMatchObject({
      id: shared.id,
      title: 'Seat León FR',
      highlighted: true,
      isNew: false,
      finalScore: 75,
      goodThings: ['Publicado hoy'],
      badThings: ['Solo 1 foto'],
      likeCount: 2,
      liked: true,
      city: 'Madrid',
      province: 'Madrid',
      publishDate: '2025-01-10T10:00:00.000Z',
    });
    expect((await favourites(other)).json().map((f: { id: number; finalScore: number }) => [f.id, f.finalScore])).toEqual([[shared.id, 99]]);
  });

  it('keeps a favourite whose search was deleted (score 0), and lets the user remove it', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, {}, { finalScore: 66 });
    await toggle(ad.id, owner);
    await t.database.db.delete(searches).where(eq(searches.id, search.id));

    expect((await favourites(owner)).json()).toEqual([expect.objectContaining({ id: ad.id, finalScore: 0, goodThings: [], badThings: [], liked: true })]);
    expect((await check(ad.id, owner)).json()).toEqual({ liked: true });
    expect((await toggle(ad.id, owner)).json()).toEqual({ liked: false, likeCount: 0 });
    expect((await favourites(owner)).json()).toEqual([]);
    expect((await toggle(ad.id, owner)).statusCode).toBe(404);
  });

  it('answers an empty list without favourites and 401 without a session', async () => {
    expect((await favourites(await signIn(t.app))).json()).toEqual([]);
    expect((await favourites()).statusCode).toBe(401);
  });
});
