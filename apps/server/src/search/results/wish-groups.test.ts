import { sql } from 'drizzle-orm';
import path from 'node:path';
import { wordPoint, type AdResultSummary, type ResultsPage, type WishGroup } from '@ojeador/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed, type FeedLine } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

/**
 * Ranking (docs/scoring.md, "Grouping"): results grouped by the customer's wishes, read through the real API after a run and a poll.
 * The description asks for petrol and under 120.000 km. The ads that break a wish are made cheaper, fresher and
 * better photographed, so they would outscore the ads that meet everything: only the group puts them after.
 */
const DAY_MS = 86_400_000;
const leon = (externalId: string, attributes: FeedLine, good: boolean): FeedLine =>
  carAd({
    externalId,
    url: `https://feed.example/ad/${externalId}`,
    title: 'Seat León 1.5 TSI FR',
    description: 'Seat León FR muy cuidado, libro de revisiones al día y siempre en garaje, se puede ver en Madrid.',
    attributes: { year: 2019, ...attributes },
    price: good ? 17_000 : 11_000,
    images: good ? [] : [1, 2, 3, 4, 5, 6].map((n) => `/demo-images/car-${n}.svg`),
    publishDate: new Date(Date.now() - (good ? 60 : 1) * DAY_MS).toISOString(),
  });

const first = [
  ...[1, 2, 3, 4].map((n) => leon(`all-${n}`, { km: 50_000 + n * 1_000, fuel: 'gasolina' }, true)),
  leon('all-silent', {}, true), // says neither fuel nor km: breaks nothing
  leon('almost-diesel-1', { km: 60_000, fuel: 'diésel' }, false),
  leon('almost-diesel-2', { km: 70_000, fuel: 'diésel' }, false),
  leon('almost-km', { km: 150_000, fuel: 'gasolina' }, false),
  leon('rest-1', { km: 150_000, fuel: 'diésel' }, false),
  leon('rest-2', { km: 180_000, fuel: 'diésel' }, false),
];
const later = [leon('poll-all', { km: 40_000, fuel: 'gasolina' }, true), leon('poll-almost', { km: 40_000, fuel: 'diésel' }, false)];

const feedFile = writeFeed(first);
const t = useTestApp(() => ({ FEED_FILES: feedFile }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});

const wishes = { keywords: 'seat leon', userSearch: 'Busco un Seat León de gasolina con menos de 120.000 km', latitude: 40.42, longitude: -3.7 };
const run = (searchId: number) => t.app.ctx.engine.runner.run(searchId, 'manual');
const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return t.app.ctx.engine.pollNow();
};

async function allPages(searchId: number, query: Record<string, string>) {
  const items: AdResultSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.as(owner).get(`/api/SearchResult/${searchId}/results`, { query: cursor ? { ...query, cursor } : query });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ResultsPage>();
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

const RANK: Record<WishGroup, number> = { all: 0, almost: 1, rest: 2, doubtful: 3 };
const externalOf = (item: AdResultSummary) => item.url.split('/').at(-1);

describe('results grouped by the wishes', () => {
  it('lists "Cumple todo" first, then "Casi" saying which wish, then the rest, across pages in every order', async () => {
    const search = await createSearch(t.app, owner, { parameters: wishes });
    expect(await run(search.id)).toMatchObject({ matched: first.length });

    const { items } = await allPages(search.id, { sort: 'score', limit: '2' });
    const groups = Object.fromEntries(items.map((item) => [externalOf(item), item.wishGroup]));
    expect(groups).toEqual({
      'all-1': 'all',
      'all-2': 'all',
      'all-3': 'all',
      'all-4': 'all',
      'all-silent': 'all',
      'almost-diesel-1': 'almost',
      'almost-diesel-2': 'almost',
      'almost-km': 'almost',
      'rest-1': 'rest',
      'rest-2': 'rest',
    });
    const byId = new Map(items.map((item) => [externalOf(item), item]));
    expect(byId.get('almost-diesel-1')?.brokenWish).toBe('Diésel: pides gasolina');
    expect(byId.get('almost-km')?.brokenWish).toBe('150.000 km: más de los 120.000 km que pides');
    expect(byId.get('almost-km')?.badThings).toContain('150.000 km: más de los 120.000 km que pides');
    for (const item of items) if (item.wishGroup !== 'almost') expect(item.brokenWish).toBeNull();
    // The points also come as codes and values (decision 031): worded in Spanish they are the texts, and English readers get English.
    const diesel = byId.get('almost-diesel-1')!;
    expect(diesel.brokenPoint).toEqual({ code: 'fuelBroken', fuel: 'diesel', wanted: ['gasolina'] });
    expect(wordPoint(diesel.brokenPoint!, 'en')).toBe('Diesel: you asked for petrol');
    for (const item of items) {
      expect(item.goodPoints?.map((point) => wordPoint(point))).toEqual(item.goodThings);
      expect(item.badPoints?.map((point) => wordPoint(point))).toEqual(item.badThings);
      if (item.wishGroup !== 'almost') expect(item.brokenPoint).toBeNull();
    }
    // Without the groups a "Casi" ad would come first: it outscores every ad that meets everything.
    const bestAll = Math.max(...items.filter((i) => i.wishGroup === 'all').map((i) => i.finalScore));
    expect(Math.min(...items.filter((i) => i.wishGroup === 'almost').map((i) => i.finalScore))).toBeGreaterThan(bestAll);

    for (const sort of ['score', 'price', 'latest', 'popular']) {
      const walk = await allPages(search.id, { sort, limit: '2' });
      expect(walk.pages, sort).toBe(5);
      expect(new Set(walk.items.map((i) => i.id)).size, sort).toBe(first.length);
      const pairs = walk.items.slice(1).map((item, index) => [walk.items[index], item] as const);
      for (const [before, after] of pairs) {
        expect(RANK[before.wishGroup], sort).toBeLessThanOrEqual(RANK[after.wishGroup]);
        if (before.wishGroup !== after.wishGroup) continue;
        if (sort === 'score') expect(before.finalScore).toBeGreaterThanOrEqual(after.finalScore);
        if (sort === 'price') expect(before.price).toBeLessThanOrEqual(after.price);
      }
    }
  });

  it('with "solo coincidencias exactas" lists only the ads that break no wish, after a run and after a poll', async () => {
    const loose = await createSearch(t.app, owner, { parameters: wishes });
    const strict = await createSearch(t.app, owner, { parameters: { ...wishes, strictMatchOnly: true } });
    await run(loose.id);
    expect(await run(strict.id)).toMatchObject({ matched: 5 });
    const listed = await allPages(strict.id, { sort: 'score', limit: '2' });
    expect(listed.items.map(externalOf).sort()).toEqual(['all-1', 'all-2', 'all-3', 'all-4', 'all-silent']);
    expect(listed.items.every((i) => i.wishGroup === 'all')).toBe(true);

    // A poll brings one ad that meets everything and one that is petrol-less: the strict search gets the first only,
    // the other search gets both, each in its group.
    writeFeed([...first, ...later], path.dirname(feedFile));
    await pollDue();
    const strictAfter = await allPages(strict.id, { sort: 'latest', limit: '3' });
    expect(strictAfter.items.map(externalOf).sort()).toEqual(['all-1', 'all-2', 'all-3', 'all-4', 'all-silent', 'poll-all']);
    const looseAfter = await allPages(loose.id, { sort: 'latest', limit: '3' });
    const polled = looseAfter.items.filter((i) => externalOf(i)?.startsWith('poll-'));
    expect(polled.map((i) => [externalOf(i), i.wishGroup, i.brokenWish]).sort()).toEqual([
      ['poll-all', 'all', null],
      ['poll-almost', 'almost', 'Diésel: pides gasolina'],
    ]);
    // Newest first inside each group, the groups in order.
    expect(looseAfter.items.map(externalOf)[0]).toBe('poll-all');
    expect(looseAfter.items.findIndex((i) => externalOf(i) === 'poll-almost')).toBe(6);
  });

  it('puts every result of a search without wishes in the first group', async () => {
    const plain = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon', userSearch: '' } });
    await run(plain.id);
    const { items } = await allPages(plain.id, { sort: 'score', limit: '4' });
    expect(items.length).toBeGreaterThanOrEqual(first.length);
    expect(items.every((i) => i.wishGroup === 'all' && i.brokenWish === null)).toBe(true);
  });
});
