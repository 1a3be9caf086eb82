import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, searchResults, searchRuns, sourcePolls } from '../../../../db/schema/index.js';
import { createSearch, signIn } from '../../../../../test/factories.js';
import { carAd, rewritableFeed } from '../../../../../test/feed-file.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import type { IngestedAd } from './ad-store.repository.js';
import { AdStoreRepository, committedHash } from './ad-store.repository.js';
import { FeedReader } from './feed-reader.js';
import { feedPoller } from './feed-poller.js';
import { Ingest } from './ingest.js';
import { SourcePollsRepository } from './source-polls.repository.js';

/**
 * a poll works in batches, each written, percolated and committed before the next. A worker stopped or
 * killed between (or inside) batches loses nothing and doubles nothing: the next poll does exactly the rest.
 */

const feed = rewritableFeed('batches');
// Written once: an ad published again is the same ad (carAd stamps its url and date when called).
const SEATS = Array.from({ length: 23 }, (_, i) => carAd({ externalId: `batch-${i}`, price: 12_000 + i * 100 }));
feed.publish(SEATS.slice(0, 1));

const t = useTestApp(() => ({ FEED_FILES: feed.file }));
const engine = () => t.app.ctx.engine;
const BATCH = 3;

/** Another worker (another process, as the lease sees it) polling the feed BATCH ads at a time, with its own reader. */
function worker(percolate: (ingested: IngestedAd[], now: Date, poll: object) => Promise<unknown>) {
  const poller = feedPoller(new FeedReader(), t.app.log);
  return new Ingest({
    polls: new SourcePollsRepository(t.database.db),
    store: new AdStoreRepository(t.database.db),
    pollers: { feed: poller },
    locations: async () => [{ location: feed.file, source: 'feed' }],
    percolate,
    intervalSeconds: () => 120,
    log: t.app.log,
    batchAds: BATCH,
    lease: { seconds: 1, heartbeatMs: 100 },
  });
}
const due = () => t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
const poll = async () => (await t.database.db.select().from(sourcePolls).where(eq(sourcePolls.location, feed.file)))[0];
const stored = () => t.database.db.select({ id: ads.id, hash: committedHash }).from(ads).where(like(ads.externalId, 'batch-%'));
const resultsOf = (searchId: number) => t.database.db.select({ adId: searchResults.adId }).from(searchResults).where(eq(searchResults.searchId, searchId));
const newResultsLogged = async (searchId: number) =>
  (
    await t.database.db
      .select({ n: searchRuns.newResults })
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, searchId), eq(searchRuns.trigger, 'poll')))
  ).reduce((sum, row) => sum + (row.n ?? 0), 0);

describe('a poll in batches', () => {
  let searchId: number;

  it('stopped between two batches, hands the location back, and the next poll does only the rest', async () => {
    const owner = await signIn(t.app);
    searchId = (await createSearch(t.app, owner, { parameters: { keywords: 'seat', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 50 } })).id;
    await engine().runner.run(searchId, 'schedule');
    expect(await resultsOf(searchId)).toHaveLength(1);

    feed.publish(SEATS.slice(0, 8));
    await due();
    const stopping = new AbortController();
    const byA: number[] = [];
    const a = worker(async (ingested, now) => {
      byA.push(...ingested.map((item) => item.id));
      await engine().percolate(ingested, now);
      stopping.abort(); // the worker is told to stop (a deploy) while its first batch is percolated
    });
    expect(await a.pollDue({ signal: stopping.signal })).toMatchObject([{ status: 'stopped', ingested: BATCH }]);
    // The batch is committed; the location is free at once and still due.
    expect((await stored()).filter((ad) => ad.hash !== null)).toHaveLength(1 + BATCH);
    expect(await poll()).toMatchObject({ leaseUntil: null, leaseOwner: null });
    expect((await poll()).nextPollAt.getTime()).toBeLessThanOrEqual(Date.now());

    const before = engine().percolated.ads;
    expect(await engine().pollNow()).toMatchObject([{ status: 'read', ingested: 7 - BATCH }]);
    expect(engine().percolated.ads - before).toBe(7 - BATCH);
    expect(new Set(byA).size).toBe(BATCH);
    // Every ad once in the store, once in the search's results, each told as new once.
    expect(await stored()).toHaveLength(8);
    const results = await resultsOf(searchId);
    expect(results).toHaveLength(8);
    expect(new Set(results.map((r) => r.adId)).size).toBe(8);
    expect(await newResultsLogged(searchId)).toBe(7);
  });

  it('killed inside a batch, is taken over when its lease runs out: the batch is redone, nothing doubles', async () => {
    feed.publish(SEATS.slice(0, 16));
    await due();
    let batches = 0;
    let wake!: () => void;
    const frozen = new Promise<void>((resolve) => (wake = resolve));
    const a = worker(async (ingested, now) => {
      batches += 1;
      // The second batch is written, then the worker dies before percolating or committing it.
      if (batches === 2) return frozen;
      await engine().percolate(ingested, now);
    });
    const polling = a.pollDue();
    await expect.poll(async () => (await stored()).length, { timeout: 5000, interval: 50 }).toBe(8 + 2 * BATCH);
    await expect.poll(() => batches).toBe(2);
    // The second batch is in the store, but not committed: its hashes do not count yet.
    expect((await stored()).filter((ad) => ad.hash !== null)).toHaveLength(8 + BATCH);
    // No heartbeat comes from a dead worker: its lease runs out, and another worker claims the location.
    await t.database.db.update(sourcePolls).set({ leaseUntil: sql`now() - interval '1 second'` });
    const before = engine().percolated.ads;
    expect(await engine().pollNow()).toMatchObject([{ status: 'read', ingested: 8 - BATCH }]);
    // The dead worker's unfinished batch and the one it never started were done once, by the other worker.
    expect(engine().percolated.ads - before).toBe(8 - BATCH);
    const after = await poll();
    expect(after).toMatchObject({ leaseUntil: null, leaseOwner: null });

    // Were it only frozen, it finds the location taken at its next batch and stops without touching the poll row.
    wake();
    expect(await polling).toMatchObject([{ status: 'stopped' }]);
    expect(await poll()).toEqual(after);
    expect((await stored()).filter((ad) => ad.hash !== null)).toHaveLength(16);
    const results = await resultsOf(searchId);
    expect(results).toHaveLength(16);
    expect(new Set(results.map((r) => r.adId)).size).toBe(16);
    expect(await newResultsLogged(searchId)).toBe(15);
  });

  it('logs one poll run per search however many batches the poll took', async () => {
    feed.publish(SEATS);
    await due();
    const runsBefore = await t.database.db.select({ id: searchRuns.id }).from(searchRuns).where(eq(searchRuns.searchId, searchId));
    const c = worker((ingested, now, poll) => engine().percolate(ingested, now, poll));
    expect(await c.pollDue()).toMatchObject([{ status: 'read', ingested: 7 }]);
    const runs = await t.database.db.select().from(searchRuns).where(eq(searchRuns.searchId, searchId));
    expect(runs).toHaveLength(runsBefore.length + 1);
    expect(runs.at(-1)).toMatchObject({ trigger: 'poll', matched: 7, newResults: 7, adsRead: 7 });
    expect(await resultsOf(searchId)).toHaveLength(23);
  });
});
