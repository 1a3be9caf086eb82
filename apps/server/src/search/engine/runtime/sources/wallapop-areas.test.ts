import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, searchResults } from '../../../../db/schema/index.js';
import { createSearch, signIn } from '../../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../../test/feed-file.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { startWallapopFake, wallapopCarItem, wallapopPage, type WallapopFake } from '../../../../../test/fakes/wallapop-fake.js';
import { coarseQueries } from './wallapop-poller.js';

/** Wallapop is polled per area (category × cell), never once per search. */

let fake: WallapopFake;
beforeAll(async () => {
  fake = await startWallapopFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => fake?.close());

const t = useTestApp(() => ({
  SOURCES: 'wallapop',
  WALLAPOP_API_BASE: fake.url,
  WALLAPOP_MIN_INTERVAL_MS: '0',
  WALLAPOP_BACKOFF_BASE_MS: '1',
  FEED_FILES: writeFeed([carAd({ externalId: 'feed-clio', title: 'Renault Clio', description: 'Renault Clio en buen estado', price: 9000 })]),
}));

const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return t.app.ctx.engine.pollNow();
};
const resultCount = async (searchId: number) =>
  (await t.database.db.select({ id: searchResults.id }).from(searchResults).where(eq(searchResults.searchId, searchId))).length;

describe('coarseQueries', () => {
  it('merges the circles of one cell into one query wide enough for all, per category', () => {
    const madrid = (latitude: number, longitude: number, radiusKm: number) => ({ categoryId: 1 as const, latitude, longitude, radiusKm });
    const queries = coarseQueries([
      madrid(40.4168, -3.7038, 10),
      madrid(40.45, -3.69, 100),
      madrid(40.3, -3.73, 30),
      { categoryId: 2, latitude: 40.4168, longitude: -3.7038, radiusKm: 50 },
      { categoryId: 1, latitude: 41.3874, longitude: 2.1686, radiusKm: 20 },
      { categoryId: 3, latitude: null, longitude: null, radiusKm: null },
    ]);
    expect(queries.map((q) => q.location).sort()).toEqual(['wallapop:1:40:-4', 'wallapop:1:41:2', 'wallapop:2:40:-4', 'wallapop:3:all'].sort());
    const cell = queries.find((q) => q.location === 'wallapop:1:40:-4')!.query as { latitude: number; longitude: number; radiusKm: number };
    expect(cell).toMatchObject({ latitude: 40.5, longitude: -3.5 });
    // The widest circle (100 km around a centre about 20 km from the cell's) fits inside the merged query.
    expect(cell.radiusKm).toBeGreaterThanOrEqual(118);
    expect(cell.radiusKm).toBeLessThan(140);
  });
});

describe('polling Wallapop for twenty searches in one city', () => {
  it('asks the fake once per area per poll, and the ad it brings reaches the matching searches only', async () => {
    const owner = await signIn(t.app);
    const madrid = [];
    for (let i = 0; i < 20; i += 1) {
      madrid.push(
        await createSearch(t.app, owner, {
          lastExecution: new Date(),
          parameters: {
            keywords: i % 2 ? 'seat leon' : 'golf',
            latitude: 40.4168 + (i % 5) * 0.01,
            longitude: -3.7038 - (i % 4) * 0.01,
            locationRangeKm: [10, 25, 50, 100][i % 4],
          },
        }),
      );
    }
    const barcelona = await createSearch(t.app, owner, {
      lastExecution: new Date(),
      parameters: { keywords: 'seat leon', latitude: 41.3874, longitude: 2.1686, locationRangeKm: 50 },
    });

    fake.reset();
    await pollDue();
    // Two areas (Madrid's cell, Barcelona's cell) for 21 searches: two calls, one per area.
    expect(fake.requests).toHaveLength(2);
    expect(new Set(fake.requests.map((_, i) => `${fake.params(i).latitude},${fake.params(i).longitude}`))).toEqual(new Set(['40.5,-3.5', '41.5,2.5']));

    fake.reset();
    const leon = wallapopCarItem({ title: 'Seat León 1.5 TSI FR', price: { amount: 14500 } });
    fake.reply({ body: wallapopPage([leon]) });
    await pollDue();
    expect(fake.requests).toHaveLength(2);
    const [stored] = await t.database.db
      .select()
      .from(ads)
      .where(eq(ads.externalId, leon.id as string));
    expect(stored).toBeDefined();
    const counts = await Promise.all(madrid.map((search) => resultCount(search.id)));
    // The León (in Madrid) is in every Madrid "seat leon" search (odd ones) and in no "golf" search.
    expect(counts).toEqual(madrid.map((_, i) => (i % 2 ? 1 : 0)));
    expect(await resultCount(barcelona.id)).toBe(0);
  });
});
