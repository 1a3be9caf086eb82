import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { likes, searches } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResult, createAd, createResult, createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

describe('POST /api/Likes/{adId} and GET /api/Likes/check/{adId}', () => {
  it('toggles the like and reports it', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await t.as(owner).get(`/api/Likes/check/${ad.id}`)).json()).toEqual({ liked: false });

    const on = await t.as(owner).post(`/api/Likes/${ad.id}`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ liked: true, likeCount: 1 });
    expect((await t.as(owner).get(`/api/Likes/check/${ad.id}`)).json()).toEqual({ liked: true });

    const off = await t.as(owner).post(`/api/Likes/${ad.id}`);
    expect(off.json()).toEqual({ liked: false, likeCount: 0 });
    expect((await t.as(owner).get(`/api/Likes/check/${ad.id}`)).json()).toEqual({ liked: false });
    expect(await t.database.db.select().from(likes).where(eq(likes.adId, ad.id))).toHaveLength(0);
  });

  it('counts every user but keeps each liked flag apart', async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search);
    await hireExpert(t.app, search, expert);
    expect((await t.as(owner).post(`/api/Likes/${ad.id}`)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await t.as(expert).post(`/api/Likes/${ad.id}`)).json()).toEqual({ liked: true, likeCount: 2 });
    expect((await t.as(admin).post(`/api/Likes/${ad.id}`)).json()).toEqual({ liked: true, likeCount: 3 });
    expect((await t.as(expert).post(`/api/Likes/${ad.id}`)).json()).toEqual({ liked: false, likeCount: 2 });
    expect((await t.as(owner).get(`/api/Likes/check/${ad.id}`)).json()).toEqual({ liked: true });
  });

  it('answers 404 for an ad the caller cannot see, and for a missing ad', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    const intruder = await signIn(t.app);
    for (const res of [
      await t.as(intruder).post(`/api/Likes/${ad.id}`),
      await t.as(intruder).get(`/api/Likes/check/${ad.id}`),
      await t.as(owner).post('/api/Likes/999999'),
      await t.as(owner).get('/api/Likes/check/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Anuncio no encontrado' });
    }
    expect(await t.database.db.select().from(likes).where(eq(likes.adId, ad.id))).toHaveLength(0);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    const owner = await signIn(t.app);
    const { ad } = await createResult(t.app, await createSearch(t.app, owner));
    expect((await t.anonymous.post(`/api/Likes/${ad.id}`)).statusCode).toBe(401);
    expect((await t.anonymous.get(`/api/Likes/check/${ad.id}`)).statusCode).toBe(401);
    expect((await t.as(owner).post('/api/Likes/x')).statusCode).toBe(400);
    expect((await t.as(owner).get('/api/Likes/check/0')).statusCode).toBe(400);
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

    await t.as(owner).post(`/api/Likes/${shared.id}`);
    await t.as(owner).post(`/api/Likes/${later.id}`);
    await t.as(other).post(`/api/Likes/${shared.id}`);
    await t.database.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(likes.adId, shared.id));

    const res = await t.as(owner).get('/api/Likes/user');
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
    expect((await t.as(other).get('/api/Likes/user')).json().map((f: { id: number; finalScore: number }) => [f.id, f.finalScore])).toEqual([[shared.id, 99]]);
  });

  it('keeps a favourite whose search was deleted (score 0), and lets the user remove it', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, {}, { finalScore: 66 });
    await t.as(owner).post(`/api/Likes/${ad.id}`);
    await t.database.db.delete(searches).where(eq(searches.id, search.id));

    expect((await t.as(owner).get('/api/Likes/user')).json()).toEqual([
      expect.objectContaining({ id: ad.id, finalScore: 0, goodThings: [], badThings: [], liked: true }),
    ]);
    expect((await t.as(owner).get(`/api/Likes/check/${ad.id}`)).json()).toEqual({ liked: true });
    expect((await t.as(owner).post(`/api/Likes/${ad.id}`)).json()).toEqual({ liked: false, likeCount: 0 });
    expect((await t.as(owner).get('/api/Likes/user')).json()).toEqual([]);
    expect((await t.as(owner).post(`/api/Likes/${ad.id}`)).statusCode).toBe(404);
  });

  it('answers card summaries: an excerpt instead of the description, the first 3 images; the ad page keeps the whole ad', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const description = `${'Un solo dueño, libro de revisiones al día. '.repeat(12)}Final.`;
    const images = [1, 2, 3, 4, 5].map((n) => `https://img.example.com/long-${n}.jpg`);
    const ad = await createAd(t.app, { description, images });
    await addResult(t.app, search, ad, { finalScore: 70 });
    await t.as(owner).post(`/api/Likes/${ad.id}`);

    const [favourite] = (await t.as(owner).get('/api/Likes/user')).json();
    expect(favourite).not.toHaveProperty('description');
    expect(favourite.images).toEqual(images.slice(0, 3));
    expect(favourite.excerpt.length).toBeLessThanOrEqual(241);
    expect(favourite.excerpt.endsWith('…')).toBe(true);
    expect(description.startsWith(favourite.excerpt.slice(0, -1))).toBe(true);
    expect(favourite).toMatchObject({ id: ad.id, title: ad.title, finalScore: 70, liked: true });

    const whole = (await t.as(owner).get(`/api/Ads/${ad.id}`)).json();
    expect(whole.description).toBe(description);
    expect(whole.images).toEqual(images);
  });

  it('answers an empty list without favourites and 401 without a session', async () => {
    expect((await t.as(await signIn(t.app)).get('/api/Likes/user')).json()).toEqual([]);
    expect((await t.anonymous.get('/api/Likes/user')).statusCode).toBe(401);
  });
});
