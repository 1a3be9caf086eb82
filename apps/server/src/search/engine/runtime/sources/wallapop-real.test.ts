import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ads, searchResults, sourcePolls } from '../../../../db/schema/index.js';
import { createSearch, signIn, type SearchRow, type SignedIn } from '../../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../../test/feed-file.js';
import { itemsOf, realCapture } from '../../../../../test/real-captures.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { startWallapopFake, type WallapopFake } from '../../../../../test/fakes/wallapop-fake.js';

/** Real Wallapop answers (../shared/real/wallapop, as captured) through our connector and a poll, against a local fake. */

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
  FEED_FILES: writeFeed([carAd({ externalId: 'feed-clio', title: 'Renault Clio', price: 9000 })]),
}));

const barcelona = { latitude: 41.3874, longitude: 2.1686, locationRangeKm: 20 };
const AREA = 'wallapop:1:41:2';

const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return t.app.ctx.engine.pollNow();
};
const storedWallapop = () => t.database.db.select().from(ads).where(eq(ads.platformId, 1));
const areaRow = async () => (await t.database.db.select().from(sourcePolls).where(eq(sourcePolls.location, AREA)))[0];

let owner: SignedIn;
let search: SearchRow;
beforeAll(async () => {
  owner = await signIn(t.app);
  search = await createSearch(t.app, owner, { lastExecution: new Date(), parameters: { keywords: 'bicicleta', ...barcelona } });
  // The first poll makes the area's row and reads the fake's empty page.
  await pollDue();
});
beforeEach(async () => {
  fake.reset();
  await t.database.db.delete(ads).where(eq(ads.platformId, 1));
});

describe('a poll of the real search answer', () => {
  it('ingests each item once when page 2 repeats page 1, and the area shows no error', async () => {
    const page1 = realCapture('wallapop/search_bicicleta.json');
    const page2 = realCapture('wallapop/search_bicicleta.json');
    // The last page: same items again (an ad published while paging shifted them), no next_page.
    (page2 as { meta: Record<string, unknown> }).meta = {};
    fake.reply({ body: page1 }, { body: page2 });

    const reports = await pollDue();

    expect(fake.requests).toHaveLength(2);
    expect(fake.params(1).next_page).toBe('eyJhbGciOiJIUzI1NiJ9.fixture_next_page');
    const report = reports.find((r) => r.location === AREA);
    expect(report).toMatchObject({ status: 'read', read: 2, bad: 0, ingested: 2 });
    const stored = await storedWallapop();
    expect(stored.map((ad) => ad.externalId).sort()).toEqual(['mzn35e8y40jn', 'pzpkpw831lj3']);
    const fattie = stored.find((ad) => ad.externalId === 'pzpkpw831lj3')!;
    expect(fattie).toMatchObject({
      title: 'Bicicleta Eléctrica Specialized  turbo levo Fattie',
      price: 1000,
      city: 'Barcelona',
      province: 'Cataluña',
      url: 'https://es.wallapop.com/item/bicicleta-electrica-turbo-fattie-1308863326',
      attributes: {},
    });
    expect(fattie.publishDate?.getTime()).toBe(1791049450387);
    expect((await areaRow())?.lastError).toBeNull();
  });

  it('stores the other items when the database refuses one, logging it with its source and id', async () => {
    const answer = realCapture('wallapop/search_bicicleta.json');
    (answer as { meta: Record<string, unknown> }).meta = {};
    // A NUL character: PostgreSQL text refuses it, whatever the mapping let through.
    const broken = { ...itemsOf(answer)[0], id: 'nul0item', title: 'Bicicleta\u0000rota' };
    itemsOf(answer).push(broken);
    fake.reply({ body: answer });
    const warn = vi.spyOn(t.app.log, 'warn');

    const reports = await pollDue();

    const report = reports.find((r) => r.location === AREA);
    expect(report).toMatchObject({ status: 'read', bad: 1, ingested: 2 });
    expect((await storedWallapop()).map((ad) => ad.externalId).sort()).toEqual(['mzn35e8y40jn', 'pzpkpw831lj3']);
    const logged = warn.mock.calls.find(([, message]) => message === 'source item not stored');
    expect(logged?.[0]).toMatchObject({ source: 'wallapop', location: AREA, externalId: 'nul0item' });
    expect((await areaRow())?.lastError).toBeNull();
    warn.mockRestore();
  });

  it('ingests and scores a car item without km or year, and never alerts a reserved one as new', async () => {
    const answer = realCapture('wallapop/search_bicicleta.json');
    (answer as { meta: Record<string, unknown> }).meta = {};
    const [fattie, rockrider] = itemsOf(answer);
    fattie.reserved = { flag: true };
    // What a car answer may look like without the fields no public capture shows (docs/sources.md).
    rockrider.type_attributes = { brand: 'Seat', model: 'León', unknown_field: { value: 'x' } };
    fake.reply({ body: answer });

    await pollDue();

    const stored = await storedWallapop();
    const reserved = stored.find((ad) => ad.externalId === 'pzpkpw831lj3')!;
    const plain = stored.find((ad) => ad.externalId === 'mzn35e8y40jn')!;
    expect(reserved.reserved).toBe(true);
    expect(plain).toMatchObject({ reserved: false, attributes: {} });
    // Both matched the search and were scored, the car without km or year as such.
    const results = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(results.map((r) => r.adId).sort()).toEqual([reserved.id, plain.id].sort());

    await t.app.ctx.engine.runner.run(search.id, 'schedule');
    const after = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(after.find((r) => r.adId === plain.id)?.alertedAt).not.toBeNull();
    expect(after.find((r) => r.adId === reserved.id)?.alertedAt).toBeNull();

    const page = await t.as(owner).get(`/api/Ads/${reserved.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: reserved.id, reserved: true });
    expect((await t.as(owner).get(`/api/Ads/${plain.id}`)).json()).not.toHaveProperty('reserved');
  });
});
