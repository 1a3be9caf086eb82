import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory, ads, notifications, searchResults, searchRuns } from '../../../../db/schema/index.js';
import { createSearch, signIn, subscribe, type SignedIn } from '../../../../../test/factories.js';
import { carAd, rewritableFeed, type FeedLine } from '../../../../../test/feed-file.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { AdStoreRepository } from './ad-store.repository.js';

/** a seller's repost (a new id for the same car) is the ad it reposts, not a new one. */

const feed = rewritableFeed('reposts');
const publish = feed.publish;
const filler = carAd({ externalId: 'filler-1' });
publish([filler]);

const t = useTestApp(() => ({ FEED_FILES: feed.file }));
const engine = () => t.app.ctx.engine;
const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return engine().pollNow();
};
const madrid = { latitude: 40.4168, longitude: -3.7038, locationRangeKm: 50 };
const photos = (car: string) => [1, 2, 3].map((i) => `https://cdn.example.test/${car}/${i}.jpg`);
const mazda = (externalId: string, overrides: FeedLine = {}) =>
  carAd({
    externalId,
    sellerId: 'seller-7',
    title: 'Mazda MX-5 RF',
    description: 'Mazda MX-5 RF con libro de revisiones, pocos kilómetros y siempre en garaje.',
    price: 12900,
    url: `https://feed.example/ad/${externalId}`,
    images: photos('mx5'),
    attributes: { year: 2019, km: 41000, fuel: 'gasolina' },
    ...overrides,
  });
const byExternal = async (externalId: string) => (await t.database.db.select().from(ads).where(eq(ads.externalId, externalId)))[0];

let pro: SignedIn;
beforeAll(async () => {
  pro = await signIn(t.app);
  await subscribe(t.app, pro.user.id, 'pro');
});

describe('a reposted ad', () => {
  it('keeps one result and its price history, records the drop, sends no second alert and is not gone', async () => {
    const search = await createSearch(t.app, pro, { parameters: { keywords: 'mazda', ...madrid } });
    await engine().runner.run(search.id, 'schedule');
    publish([filler, mazda('mx5-a')]);
    await pollDue();
    const original = await byExternal('mx5-a');
    const alerts = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.url, `/busquedas/${search.id}`))
      ).length;
    const alertsBefore = await alerts();

    // Deleted and posted again: re-titled, cheaper, photos in another order.
    const repost = mazda('mx5-b', { title: 'Vendo MAZDA MX5 RF 2019 rebajado', price: 12400, images: photos('mx5').reverse() });
    publish([filler, repost]);
    const [report] = await pollDue();
    expect(report).toMatchObject({ status: 'read', ingested: 1, gone: 0 });

    expect(await byExternal('mx5-a')).toBeUndefined();
    const merged = await byExternal('mx5-b');
    expect(merged).toMatchObject({ id: original.id, price: 12400, url: repost.url, repostPrice: 12900, goneAt: null });
    expect(merged.repostedAt).toBeInstanceOf(Date);
    const history = await t.database.db.select().from(adPriceHistory).where(eq(adPriceHistory.adId, original.id));
    expect(history.map((h) => h.price)).toEqual([12900, 12400]);
    const results = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(results.map((r) => r.adId)).toEqual([original.id]);
    const polls = await t.database.db
      .select()
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, search.id), eq(searchRuns.trigger, 'poll')));
    expect(polls.map((p) => [p.newResults, p.priceChanges])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(await alerts()).toBe(alertsBefore);

    // The catalog (and so the fair-price market) holds the car once, under its new key.
    await engine().catalog.refresh();
    const mazdas = engine()
      .catalog.prepared(1)
      .filter((p) => p.ad.title.toLowerCase().includes('mazda'));
    expect(mazdas.map((p) => p.ad.externalId)).toEqual(['mx5-b']);

    // Another worker that still remembers the old key finds it missing: the ad lives on under the new one.
    await new AdStoreRepository(t.database.db).markGone([{ id: original.id, key: '100:mx5-a' }], new Date());
    await pollDue();
    expect((await byExternal('mx5-b')).goneAt).toBeNull();
  });

  it('comes back from "Ya no disponibles" when reposted after its earlier copy went', async () => {
    publish([filler, mazda('golf-a', { title: 'Volkswagen Golf', images: photos('golf'), attributes: { year: 2015, km: 90000 } })]);
    await pollDue();
    publish([filler]);
    await pollDue();
    const gone = await byExternal('golf-a');
    expect(gone.goneAt).not.toBeNull();

    publish([filler, mazda('golf-b', { title: 'VW Golf', images: photos('golf'), attributes: { year: 2015, km: 90000 } })]);
    await pollDue();
    expect(await byExternal('golf-b')).toMatchObject({ id: gone.id, goneAt: null, repostPrice: 12900 });
  });

  it('is not merged with another live copy, another seller, or a site picture', async () => {
    // Not the Mazda above: another car, listed twice at once, and the same photos from another seller.
    const twin = { description: 'Toyota Corolla híbrido, un solo dueño, libro de revisiones sellado.', images: photos('twin') };
    const twice = [mazda('twin-a', twin), mazda('twin-b', twin)];
    const otherSeller = mazda('other-seller', { ...twin, sellerId: 'seller-8' });
    const artwork = mazda('artwork', { description: 'Otro coche', images: ['/demo-images/car-1.svg'], attributes: { year: 2010, km: 5000 } });
    const artwork2 = mazda('artwork-2', { description: 'Otro más', images: ['/demo-images/car-1.svg'], attributes: { year: 2011, km: 6000 } });
    publish([filler, ...twice, otherSeller, artwork]);
    await pollDue();
    publish([filler, ...twice, otherSeller, artwork2]);
    await pollDue();
    for (const id of ['twin-a', 'twin-b', 'other-seller', 'artwork-2']) expect(await byExternal(id)).toMatchObject({ goneAt: null, repostedAt: null });
    expect((await byExternal('artwork')).goneAt).not.toBeNull();
  });
});
