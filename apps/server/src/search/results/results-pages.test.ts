import type { AdResultSummary, ResultsPage } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { createResult, createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const resultsOf = (searchId: number) => `/api/SearchResult/${searchId}/results`;
async function page(user: SignedIn, searchId: number, query: Record<string, string>) {
  const res = await t.as(user).get(resultsOf(searchId), { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResultsPage>();
}

/** Every page of one order, following nextCursor. */
async function allPages(user: SignedIn, searchId: number, query: Record<string, string>) {
  const items: AdResultSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer: ResultsPage = await page(user, searchId, cursor ? { ...query, cursor } : query);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

async function searchWithResults(count: number) {
  const owner = await signIn(t.app);
  const search = await createSearch(t.app, owner);
  const ads = [];
  for (let i = 0; i < count; i += 1) {
    const { ad } = await createResult(
      t.app,
      search,
      {
        price: 5000 + ((i * 7919) % 13) * 500,
        description: `Descripción larga número ${i}. `.repeat(30),
        images: ['a', 'b', 'c', 'd', 'e'].map((x) => `https://cdn.example.com/${i}-${x}.jpg`),
      },
      { finalScore: 40 + ((i * 31) % 7) * 5, isNew: true },
    );
    ads.push(ad);
  }
  return { owner, search, ads };
}

describe('GET /api/SearchResult/{id}/results, paged', () => {
  it('keeps the spec’s plain list without parameters and pages card summaries with them', async () => {
    const { owner, search } = await searchWithResults(5);
    const plain = await t.as(owner).get(resultsOf(search.id));
    expect(Array.isArray(plain.json())).toBe(true);
    expect(plain.json()).toHaveLength(5);
    expect(plain.json()[0].description).toContain('Descripción larga');

    const first = await page(owner, search.id, { limit: '2' });
    expect(first.items).toHaveLength(2);
    expect(first).toMatchObject({ total: 5, goneTotal: 0 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const card = first.items[0] as AdResultSummary & { description?: string };
    expect(card.description).toBeUndefined();
    expect(card.images).toHaveLength(3);
    expect(card.excerpt.length).toBeLessThanOrEqual(241);
    expect(card.excerpt.endsWith('…')).toBe(true);
  });

  it.each(['score', 'price', 'latest', 'popular'])('walks every result once in %s order, in that order', async (sort) => {
    const { owner, search, ads } = await searchWithResults(11);
    await t.as(owner).post(`/api/Likes/${ads[3].id}`);
    const { items, pages } = await allPages(owner, search.id, { sort, limit: '3' });
    expect(pages).toBe(4);
    expect(new Set(items.map((i) => i.id)).size).toBe(11);
    const plainOrder = await page(owner, search.id, { sort, limit: '100' });
    expect(items.map((i) => i.id)).toEqual(plainOrder.items.map((i) => i.id));
    const pairs = items.slice(1).map((item, index) => [items[index], item] as const);
    for (const [before, after] of pairs) {
      if (sort === 'score') expect(before.finalScore).toBeGreaterThanOrEqual(after.finalScore);
      if (sort === 'price') expect(before.price).toBeLessThanOrEqual(after.price);
      if (sort === 'popular') expect(before.likeCount).toBeGreaterThanOrEqual(after.likeCount);
    }
    if (sort === 'popular') expect(items[0].id).toBe(ads[3].id);
    if (sort === 'latest') expect(items.map((i) => i.id)).toEqual([...ads].reverse().map((a) => a.id));
  });

  it('neither repeats nor skips a result when new ones arrive between pages', async () => {
    const { owner, search, ads } = await searchWithResults(8);
    const first = await page(owner, search.id, { sort: 'score', limit: '4' });
    const arrivals = [];
    for (const finalScore of [100, 60, 0]) arrivals.push((await createResult(t.app, search, {}, { finalScore })).ad.id);
    const rest = await page(owner, search.id, { sort: 'score', limit: '100', cursor: first.nextCursor as string });
    const seen = [...first.items, ...rest.items].map((i) => i.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const ad of ads) expect(seen).toContain(ad.id);
    // An arrival that sorts after the cursor shows up in a later page; one that sorts before waits for a reload.
    expect(seen).toContain(arrivals[2]);
    expect(seen).not.toContain(arrivals[0]);
  });

  it('clears the owner’s new flags page by page, not for pages not yet seen', async () => {
    const { owner, search } = await searchWithResults(4);
    const first = await page(owner, search.id, { sort: 'latest', limit: '2' });
    expect(first.items.every((i) => i.isNew)).toBe(true);
    const again = await page(owner, search.id, { sort: 'latest', limit: '4' });
    expect(again.items.map((i) => i.isNew)).toEqual([false, false, true, true]);
  });

  it('moves ads not seen at their source for 30 days to "Ya no disponibles", keeping hand-added and liked ones reachable', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const fresh = await createResult(t.app, search, {}, { finalScore: 70 });
    const old = new Date(Date.now() - 31 * DAY_MS);
    const gone = await createResult(t.app, search, { lastSeenAt: old }, { finalScore: 90 });
    const manual = await createResult(t.app, search, { lastSeenAt: old }, { finalScore: 60, origin: 'manual' });
    await t.as(owner).post(`/api/Likes/${gone.ad.id}`);
    // The 30-day rule is a write (a worker's poll tick sweeps every UNSEEN_SWEEP_MS): until it runs, nothing moves.
    expect(await page(owner, search.id, { sort: 'score' })).toMatchObject({ total: 3, goneTotal: 0 });
    expect(await t.app.ctx.engine.sweepUnseen()).toBe(2);

    const available = await page(owner, search.id, { sort: 'score' });
    expect(available.items.map((i) => i.id)).toEqual([fresh.ad.id, manual.ad.id]);
    expect(available).toMatchObject({ total: 2, goneTotal: 1, nextCursor: null });
    const goneView = await page(owner, search.id, { view: 'gone' });
    expect(goneView.items.map((i) => i.id)).toEqual([gone.ad.id]);
    expect(goneView.items[0].liked).toBe(true);
    expect(goneView).toMatchObject({ total: 1, goneTotal: 1 });
    expect((await t.as(owner).get('/api/Likes/user')).json().map((ad: { id: number }) => ad.id)).toContain(gone.ad.id);
    // The spec's plain list still has all three.
    expect((await t.as(owner).get(resultsOf(search.id))).json()).toHaveLength(3);
  });

  it('lists a result written for an ad already gone under "Ya no disponibles", unless it was added by hand', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const live = await createResult(t.app, search, {}, { finalScore: 50 });
    const sold = await createResult(t.app, search, { goneAt: new Date() }, { finalScore: 80 });
    const manual = await createResult(t.app, search, { goneAt: new Date() }, { finalScore: 60, origin: 'manual' });
    expect((await page(owner, search.id, { sort: 'score' })).items.map((i) => i.id)).toEqual([manual.ad.id, live.ad.id]);
    expect((await page(owner, search.id, { view: 'gone' })).items.map((i) => i.id)).toEqual([sold.ad.id]);
  });

  it('answers 400 for bad bounds, an unknown order and a cursor of another order; 401 and 404 as the list does', async () => {
    const { owner, search } = await searchWithResults(3);
    const badQueries: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { limit: 'x' },
      { sort: 'cheapest' },
      { view: 'all' },
      { cursor: 'garbage' },
    ];
    for (const query of badQueries) {
      const res = await t.as(owner).get(resultsOf(search.id), { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const byScore = await page(owner, search.id, { sort: 'score', limit: '1' });
    expect((await t.as(owner).get(resultsOf(search.id), { query: { sort: 'price', cursor: byScore.nextCursor as string } })).statusCode).toBe(400);
    expect((await t.anonymous.get(resultsOf(search.id), { query: { limit: '2' } })).statusCode).toBe(401);
    const stranger = await signIn(t.app);
    expect((await t.as(stranger).get(resultsOf(search.id), { query: { limit: '2' } })).statusCode).toBe(404);
  });
});

describe('ETags on reads', () => {
  it('answers 304 with no body for an unchanged results page, and 200 with a new tag once it changed', async () => {
    const { owner, search } = await searchWithResults(3);
    await page(owner, search.id, { limit: '10' }); // clears the new flags
    const first = await t.as(owner).get(resultsOf(search.id), { query: { limit: '10' } });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await t.as(owner).get(resultsOf(search.id), { query: { limit: '10' }, headers: { 'if-none-match': tag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const gzipped = await t.as(owner).get(resultsOf(search.id), { query: { limit: '10' }, headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(304);

    await createResult(t.app, search, {}, { finalScore: 99, isNew: false });
    const changed = await t.as(owner).get(resultsOf(search.id), { query: { limit: '10' }, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('tags the searches list and one search too, and leaves other API answers no-store', async () => {
    const { owner, search } = await searchWithResults(1);
    for (const url of ['/api/Search', `/api/Search/${search.id}`]) {
      const res = await t.as(owner).get(url);
      expect(res.headers.etag, url).toBeDefined();
      expect((await t.as(owner).get(url, { headers: { 'if-none-match': res.headers.etag as string } })).statusCode, url).toBe(304);
    }
    const me = await t.as(owner).get('/api/User/me');
    expect(me.headers.etag).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await t.as(owner).get('/api/Search/999999')).headers.etag).toBeUndefined();
  });
});
