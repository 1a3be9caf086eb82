import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourcePolls } from '../../../../db/schema/index.js';
import { carAd } from '../../../../../test/feed-file.js';
import { startHttpFake } from '../../../../../test/fakes/http-fake.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { AdStoreRepository } from './ad-store.repository.js';
import { FeedReader } from './feed-reader.js';
import { feedPoller } from './feed-poller.js';
import { Ingest } from './ingest.js';
import { SourcePollsRepository } from './source-polls.repository.js';

/** A poll holds its location by a short lease renewed while it works: a dead worker's location is free within it. */

let stall: Promise<void> = Promise.resolve();
let fake: Awaited<ReturnType<typeof startHttpFake>>;
beforeAll(async () => {
  fake = await startHttpFake(async (_request, response) => {
    await stall;
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    response.end(JSON.stringify(carAd({ externalId: 'lease-1' })) + '\n');
  });
});
afterAll(() => fake?.close());

const t = useTestApp();
const LEASE = { seconds: 1, heartbeatMs: 100 };

/** One worker's ingest, as createEngine builds it, reading the fake feed. */
function worker() {
  const feed = feedPoller(new FeedReader(), t.app.log);
  return new Ingest({
    polls: new SourcePollsRepository(t.database.db),
    store: new AdStoreRepository(t.database.db),
    pollers: { feed },
    locations: async () => [{ location: `${fake.url}/feed.jsonl`, source: 'feed' }],
    percolate: async () => undefined,
    intervalSeconds: () => 120,
    log: t.app.log,
    lease: LEASE,
  });
}
const leaseOf = async () =>
  (
    await t.database.db
      .select()
      .from(sourcePolls)
      .where(eq(sourcePolls.location, `${fake.url}/feed.jsonl`))
  )[0]?.leaseUntil ?? null;

describe('the poll lease', () => {
  it('is renewed while a slow poll works, so no other worker takes the location meanwhile', async () => {
    let release!: () => void;
    stall = new Promise((resolve) => (release = resolve));
    const polling = worker().pollDue();
    await vi.waitFor(async () => expect(await leaseOf()).not.toBeNull());
    const first = (await leaseOf())!;
    // Past the first lease's end, the heartbeat has moved it on, and a second worker finds nothing to claim.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(first.getTime() + 100), { timeout: 5000, interval: 50 });
    expect((await leaseOf())!.getTime()).toBeGreaterThan(first.getTime());
    expect(await worker().pollDue()).toEqual([]);
    release();
    expect(await polling).toMatchObject([{ status: 'read', ingested: 1 }]);
    expect(await leaseOf()).toBeNull();
  });

  it("frees a dead worker's location within the lease: another worker polls it", async () => {
    stall = Promise.resolve();
    const polls = new SourcePollsRepository(t.database.db);
    await t.database.db.update(sourcePolls).set({ nextPollAt: new Date(Date.now() - 1000) });
    // A worker claims the location and dies (kill -9): nothing renews or finishes its lease.
    expect(await polls.claimDue([`${fake.url}/feed.jsonl`], LEASE.seconds)).toHaveLength(1);
    const other = worker();
    expect(await other.pollDue()).toEqual([]);
    await vi.waitFor(async () => expect(await other.pollDue()).toMatchObject([{ status: 'read' }]), { timeout: 5000, interval: 100 });
  });
});
