import type { AdResult, AdResultSummary, ResultsPage } from '@ojeador/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { curvePrice } from '../engine/core/test-fixtures.js';
import { createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed, type FeedLine } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

/**
 * Ranking (docs/scoring.md): an ad whose price is flagged "posible fraude" ranks below every ad without the flag, whatever
 * else it has going for it (it meets every wish, it is the freshest and best photographed), in the spec's list and in
 * every paged order; an old car at its old-car price is never flagged.
 */
const DAY_MS = 86_400_000;
const PHOTOS = [1, 2, 3, 4, 5, 6].map((n) => `/demo-images/car-${n}.svg`);
const leon = (externalId: string, year: number, km: number, price: number, extra: FeedLine = {}): FeedLine =>
  carAd({
    externalId,
    url: `https://feed.example/ad/${externalId}`,
    title: 'Seat León 1.5 TSI FR',
    description: 'Seat León FR, libro de revisiones al día y siempre en garaje, se puede ver en Madrid sin compromiso.',
    attributes: { year, km, fuel: 'gasolina' },
    price,
    // The honest ads are older and without photos: on score alone the scam would outrank some of them.
    images: [],
    publishDate: new Date(Date.now() - 90 * DAY_MS).toISOString(),
    ...extra,
  });

// Three ads a year: a market thick enough to call a price a fraud (30 ads behind the estimate, docs/scoring.md).
const market: FeedLine[] = [];
for (let year = 2012; year <= 2024; year++) {
  for (const share of [0.8, 0.95, 1.1]) {
    const km = Math.round((2026 - year) * 12_000 * share);
    market.push(leon(`leon-${year}-${share}`, year, km, curvePrice(year, km)));
  }
}
const scam = leon('scam', 2021, 45_000, Math.round(curvePrice(2021, 45_000) * 0.45), {
  images: PHOTOS,
  publishDate: new Date(Date.now() - DAY_MS).toISOString(),
});
const oldFair = leon('old-fair', 2011, 150_000, curvePrice(2011, 150_000));

const feedFile = writeFeed([...market, scam, oldFair]);
const t = useTestApp(() => ({ FEED_FILES: feedFile }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});

const externalOf = (item: { url: string }) => item.url.split('/').at(-1);

async function allPages(searchId: number, sort: string): Promise<AdResultSummary[]> {
  const items: AdResultSummary[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.as(owner).get(`/api/SearchResult/${searchId}/results`, { query: { sort, limit: '5', ...(cursor ? { cursor } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ResultsPage>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('scams sink', () => {
  it.each([
    ['with wishes the scam meets', 'Busco un Seat León de gasolina con menos de 120.000 km'],
    ['without wishes', ''],
  ])('lists the ad flagged "posible fraude" after every other ad, %s', async (_, userSearch) => {
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon', userSearch, latitude: 40.42, longitude: -3.7 } });
    expect(await t.app.ctx.engine.runner.run(search.id, 'manual')).toMatchObject({ matched: market.length + 2 });

    const listed = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(listed.statusCode, listed.body).toBe(200);
    const all = listed.json<AdResult[]>();
    expect(all.map(externalOf).at(-1)).toBe('scam');
    const flagged = all.at(-1)!;
    expect(flagged.wishGroup).toBe('doubtful');
    expect(flagged.badThings.join(' ')).toContain('posible fraude');
    // Its score alone would not put it last: the group does.
    expect(flagged.finalScore).toBeGreaterThan(Math.min(...all.slice(0, -1).map((item) => item.finalScore)));

    const old = all.find((item) => externalOf(item) === 'old-fair')!;
    expect(old.wishGroup).not.toBe('doubtful');
    expect([...old.goodThings, ...old.badThings].join(' ')).not.toContain('fraude');
    expect(all.filter((item) => item.wishGroup === 'doubtful').map(externalOf)).toEqual(['scam']);

    for (const sort of ['score', 'price', 'latest', 'popular']) {
      const items = await allPages(search.id, sort);
      expect(items.length, sort).toBe(all.length);
      expect(items.map(externalOf).at(-1), sort).toBe('scam');
    }
  });
});
