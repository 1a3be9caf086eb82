import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory, ads, notifications, searchResults, searchRuns } from '../../../../db/schema/index.js';
import { createSearch, signIn, subscribe, type SignedIn } from '../../../../../test/factories.js';
import { carAd, type FeedLine } from '../../../../../test/feed-file.js';
import { useTestApp } from '../../../../../test/use-test-app.js';

/** A feed served over HTTP with an ETag, counting its requests (decision 029: fetched once per poll). */
let lines: FeedLine[] = [];
let version = 1;
let requests = 0;
let server: Server;
let feedUrl = '';

const madrid = { latitude: 40.4168, longitude: -3.7038, locationRangeKm: 50 };
const barcelona = { latitude: 41.3874, longitude: 2.1686, locationRangeKm: 50 };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const etag = `"v${version}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/x-ndjson', etag });
    response.end(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.jsonl`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const t = useTestApp(() => ({ FEED_FILES: feedUrl }));
const engine = () => t.app.ctx.engine;
const publish = (next: FeedLine[]) => {
  lines = next;
  version += 1;
};
/** The poll interval passed (the test does not wait two minutes). */
const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return engine().pollNow();
};
const resultIds = async (searchId: number) =>
  (
    await t.database.db
      .select({ externalId: ads.externalId })
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(eq(searchResults.searchId, searchId))
  )
    .map((r) => r.externalId)
    .sort();
const alertsOf = async (searchId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.url, `/busquedas/${searchId}`));

let owner: SignedIn;
const base = [carAd({ externalId: 'seat-1' }), carAd({ externalId: 'golf-1', title: 'Volkswagen Golf GTI', description: 'Golf en buen estado' })];

beforeAll(async () => {
  publish(base);
  owner = await signIn(t.app);
});

describe('ingest once, percolate every new ad', () => {
  it('fetches the feed once per poll whatever the number of searches, and answers new searches with no request', async () => {
    const searches = [];
    for (let i = 0; i < 50; i += 1) searches.push(await createSearch(t.app, owner, { parameters: { keywords: i % 2 ? 'seat leon' : 'golf', ...madrid } }));
    const before = requests;
    for (const search of searches) await engine().runner.run(search.id, 'schedule');
    // The first run read the never-read location once; the other 49 answered from the store.
    expect(requests - before).toBe(1);
    expect(await resultIds(searches[1].id)).toEqual(['seat-1']);
    expect(await resultIds(searches[0].id)).toEqual(['golf-1']);

    await pollDue();
    expect(requests - before).toBe(2);
    expect((await pollDue())[0]).toMatchObject({ status: 'unchanged' });
  });

  it('brings a new ad to every matching search and to no other, in one poll, with a poll row in their logs', async () => {
    const inMadrid = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon', ...madrid } });
    const inBarcelona = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon', ...barcelona } });
    const golf = await createSearch(t.app, owner, { parameters: { keywords: 'golf', ...madrid } });
    for (const search of [inMadrid, inBarcelona, golf]) await engine().runner.run(search.id, 'schedule');
    publish([...base, carAd({ externalId: 'seat-new', price: 13000 })]);
    const [report] = await pollDue();
    expect(report).toMatchObject({ status: 'read', ingested: 1 });
    expect(await resultIds(inMadrid.id)).toEqual(['seat-1', 'seat-new']);
    expect(await resultIds(inBarcelona.id)).toEqual([]);
    expect(await resultIds(golf.id)).toEqual(['golf-1']);
    const polls = await t.database.db
      .select()
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, inMadrid.id), eq(searchRuns.trigger, 'poll')));
    expect(polls).toMatchObject([{ status: 'succeeded', newResults: 1 }]);

    // A retried poll (the same content again) duplicates nothing.
    await t.database.db.execute(sql`update source_polls set etag = null`);
    await pollDue();
    expect(await resultIds(inMadrid.id)).toEqual(['seat-1', 'seat-new']);
    const [{ count }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(adPriceHistory)
      .innerJoin(ads, eq(ads.id, adPriceHistory.adId))
      .where(eq(ads.externalId, 'seat-new'));
    expect(count).toBe(1);
  });

  it('marks an ad missing from a complete poll as gone, and lists it under "Ya no disponibles"', async () => {
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'golf', ...madrid } });
    await engine().runner.run(search.id, 'schedule');
    // Two other ads keep the read at half the last one or more (under half is a bad read, bad-reads.test.ts).
    publish([...base.filter((l) => l.externalId !== 'golf-1'), carAd({ externalId: 'other-1' }), carAd({ externalId: 'other-2' })]);
    // golf-1 and the previous test's seat-new are no longer listed.
    expect((await pollDue())[0]).toMatchObject({ gone: 2 });
    const gone = (await t.as(owner).get(`/api/SearchResult/${search.id}/results?view=gone`)).json() as { items: unknown[] };
    expect(gone.items).toHaveLength(1);
    publish(base);
    await pollDue();
    const [ad] = await t.database.db.select().from(ads).where(eq(ads.externalId, 'golf-1'));
    expect(ad.goneAt).toBeNull();
    // Listed again, the result follows its ad back (migration 0040 keeps search_results.gone).
    const back = (await t.as(owner).get(`/api/SearchResult/${search.id}/results?view=gone`)).json() as { items: unknown[]; goneTotal: number };
    expect(back).toMatchObject({ items: [], goneTotal: 0 });
  });

  it('alerts a Pro search at once (one message per 10 minutes) and keeps a Free search for its digest', async () => {
    const pro = await signIn(t.app);
    await subscribe(t.app, pro.user.id, 'pro');
    const free = await signIn(t.app);
    const proSearch = await createSearch(t.app, pro, { parameters: { keywords: 'ibiza', ...madrid } });
    const freeSearch = await createSearch(t.app, free, { parameters: { keywords: 'ibiza', ...madrid } });
    for (const search of [proSearch, freeSearch]) await engine().runner.run(search.id, 'schedule');
    const ibiza = (id: string, price: number, where: FeedLine = {}) =>
      carAd({ externalId: id, title: 'Seat Ibiza 1.0 TSI FR', description: 'Seat Ibiza impecable, libro de revisiones', price, ...where });
    // Ibizas in Barcelona (outside the searches' circles) set the market the new Madrid ones are priced against.
    const market = Array.from({ length: 10 }, (_, i) =>
      ibiza(`ibiza-bcn-${i}`, 15000 + i * 200, { city: 'Barcelona', province: 'Barcelona', latitude: 41.39, longitude: 2.17 }),
    );
    base.push(...market);
    publish(base);
    await pollDue();
    publish([...base, ibiza('ibiza-1', 13200)]);
    await pollDue();
    const [proResult] = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, proSearch.id));
    expect(proResult.finalScore).toBeGreaterThanOrEqual(70);
    expect(await alertsOf(proSearch.id)).toHaveLength(1);
    expect(await alertsOf(freeSearch.id)).toHaveLength(0);

    publish([...base, ibiza('ibiza-1', 13200), ibiza('ibiza-2', 13000)]);
    await pollDue();
    expect((await alertsOf(proSearch.id)).length).toBeLessThanOrEqual(1);

    // The Free search's schedule sends the digest of both.
    await engine().runner.run(freeSearch.id, 'schedule');
    const [digest] = await alertsOf(freeSearch.id);
    expect(digest.title).toBe('2 anuncios nuevos para «' + freeSearch.title + '»');
  });
});
