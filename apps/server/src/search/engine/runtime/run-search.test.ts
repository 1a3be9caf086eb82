import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory, ads, notifications, searchResults, searchRuns, searches, whatsappConsents, userSettings } from '../../../db/schema/index.js';
import { createSearch, type SignedIn, signIn } from '../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../test/feed-file.js';
import { useTestApp } from '../../../../test/use-test-app.js';

let owner: SignedIn;
let feedFile: string;

const matching = [
  carAd({ externalId: 'match-cheap', price: 12000, title: 'Seat León FR muy cuidado' }),
  carAd({ externalId: 'match-fair', price: 15500 }),
  carAd({ externalId: 'match-far', price: 15000, latitude: 40.9, longitude: -3.9, city: 'Guadalajara' }),
];
const comparables = Array.from({ length: 8 }, (_, i) =>
  carAd({ externalId: `comparable-${i}`, price: 15000 + i * 300, latitude: 41.6, longitude: -0.9, city: 'Zaragoza' }),
);
const nonMatching = [
  carAd({ externalId: 'no-keyword', title: 'Volkswagen Golf GTI', description: 'Golf en buen estado' }),
  carAd({ externalId: 'too-expensive', price: 40000 }),
  carAd({ externalId: 'other-category', category: 2, title: 'Moto Seat León' }),
];

const t = useTestApp(() => {
  feedFile = writeFeed([...matching, ...comparables, ...nonMatching, '{"this is": not json', JSON.stringify({ externalId: 'x', title: 'sin precio' })]);
  return { FEED_FILES: feedFile };
});
beforeAll(async () => {
  owner = await signIn(t.app, { name: 'Marta' });
});

async function newSearch() {
  return createSearch(t.app, owner, {
    title: 'Seat León',
    parameters: {
      keywords: 'seat leon',
      userSearch: 'Un Seat León FR con pocos kilómetros',
      latitude: 40.4168,
      longitude: -3.7038,
      locationRangeKm: 100,
      minPrice: 5000,
      maxPrice: 30000,
    },
  });
}

const results = (searchId: number) => t.as(owner).get(`/api/SearchResult/${searchId}/results`);

describe('a full run from the feed file to results, log, notification and outbox', () => {
  it('stores the matching ads scored with good and bad points, and logs the run', async () => {
    const search = await newSearch();
    const summary = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(summary).toMatchObject({ matched: 3, newResults: 3, badLines: 2, priceChanges: 0, sources: ['feed'] });

    const list = (await results(search.id)).json() as {
      title: string;
      price: number;
      finalScore: number;
      goodThings: string[];
      badThings: string[];
      url: string;
    }[];
    expect(list.map((r) => r.url).sort()).toEqual(matching.map((m) => m.url).sort());
    for (const result of list) {
      expect(result.finalScore).toBeGreaterThanOrEqual(0);
      expect(result.finalScore).toBeLessThanOrEqual(100);
      expect(result.goodThings.length + result.badThings.length).toBeGreaterThan(0);
    }
    expect(list[0].finalScore).toBeGreaterThanOrEqual(list.at(-1)!.finalScore);
    expect(list.find((r) => r.price === 12000)!.goodThings.join(' ')).toMatch(/por debajo/);
    expect(list.flatMap((r) => r.goodThings).join(' ')).toMatch(/km del centro de tu búsqueda/);

    const [run] = await t.database.db.select().from(searchRuns).where(eq(searchRuns.searchId, search.id));
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual', matched: 3, newResults: 3, badLines: 2 });
    const [updated] = await t.database.db.select().from(searches).where(eq(searches.id, search.id));
    expect(updated.lastExecution).not.toBeNull();
  });

  it("scores with the search's stored preferences, and filters by them with strictMatchOnly", async () => {
    const parameters = { keywords: 'seat leon', preferences: { fuel: ['diesel' as const], maxKm: 50_000 } };
    const loose = await createSearch(t.app, owner, { title: 'Seat León diésel', parameters });
    const matched = (await t.app.ctx.engine.runner.run(loose.id, 'manual'))?.matched;
    const list = (await results(loose.id)).json() as { badThings: string[] }[];
    expect(list.length).toBe(matched);
    expect(matched).toBeGreaterThan(0);
    for (const result of list)
      expect(result.badThings).toEqual(expect.arrayContaining(['Gasolina: pides diésel', '60.000 km: más de los 50.000 km que pides']));
    const strict = await createSearch(t.app, owner, { title: 'Seat León diésel, exacto', parameters: { ...parameters, strictMatchOnly: true } });
    expect(await t.app.ctx.engine.runner.run(strict.id, 'manual')).toMatchObject({ matched: 0 });
  });

  it('sends one digest: an in-app notification and an e-mail with the best three', async () => {
    const search = await newSearch();
    await t.app.ctx.engine.runner.run(search.id, 'manual');
    const notifications = (await t.as(owner).get('/api/Notification')).json();
    const mine = notifications.filter((n: { url: string }) => n.url === `/busquedas/${search.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe('3 anuncios nuevos para «Seat León»');
    expect(mine[0].message.split('\n')).toHaveLength(3);
    expect(mine[0].message).toMatch(/12\.000 €/);
    // Each listed ad says why it is worth a look.
    expect(mine[0].message).toMatch(/Seat León FR muy cuidado · 12\.000 € · \d+\/100 · un \d+ % por debajo de su precio justo/);

    const outbox = (await t.anonymous.get('/api/dev/outbox')).json();
    const email = outbox.find((m: { channel: string; to: string; subject: string }) => m.channel === 'email' && m.to === owner.user.email);
    expect(email.subject).toBe('Ojeador: 3 anuncios nuevos para «Seat León»');
    expect(email.body).toContain(`/busquedas/${search.id}`);
    expect(outbox.some((m: { channel: string; to: string }) => m.channel === 'whatsapp' && m.to === owner.user.phoneNumber)).toBe(false);
  });

  it('a second run finds nothing new: no duplicates and no second alert', async () => {
    const search = await newSearch();
    await t.app.ctx.engine.runner.run(search.id, 'manual');
    const again = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(again).toMatchObject({ matched: 3, newResults: 0 });
    // A scheduled run of a search that ran before only sends what it still owes: nothing here.
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();
    expect((await results(search.id)).json()).toHaveLength(3);
    const notifications = (await t.as(owner).get('/api/Notification')).json();
    expect(notifications.filter((n: { url: string }) => n.url === `/busquedas/${search.id}`)).toHaveLength(1);
  });

  /** The state an attempt leaves when it stored its matches and then failed, before alerting: its run failed, no alert. */
  async function failedAfterStoring(searchId: number) {
    await t.app.ctx.engine.runner.run(searchId, 'manual');
    await t.database.db.update(searchRuns).set({ status: 'failed', error: 'el proceso se detuvo' }).where(eq(searchRuns.searchId, searchId));
    await t.database.db.delete(notifications).where(eq(notifications.url, `/busquedas/${searchId}`));
    await t.database.db.update(searchResults).set({ alertedAt: null }).where(eq(searchResults.searchId, searchId));
  }
  const alertsOf = async (searchId: number) =>
    ((await t.as(owner).get('/api/Notification')).json() as { url: string; title: string }[]).filter((n) => n.url === `/busquedas/${searchId}`);

  it('the retry of an attempt that failed after storing alerts the results it found, once', async () => {
    const search = await newSearch();
    await failedAfterStoring(search.id);
    const retry = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(retry).toMatchObject({ matched: 3, newResults: 0 });
    expect((await alertsOf(search.id)).map((n) => n.title)).toEqual(['3 anuncios nuevos para «Seat León»']);
    await t.app.ctx.engine.runner.run(search.id, 'schedule');
    expect(await alertsOf(search.id)).toHaveLength(1);
  });

  it('owes no alert for results the customer has already seen', async () => {
    const search = await newSearch();
    await failedAfterStoring(search.id);
    expect((await results(search.id)).statusCode).toBe(200);
    await t.app.ctx.engine.runner.run(search.id, 'schedule');
    expect(await alertsOf(search.id)).toHaveLength(0);
  });

  it('records a price change in the price history', async () => {
    const search = await newSearch();
    await t.app.ctx.engine.runner.run(search.id, 'manual');
    const changed = matching.map((m) => (m.externalId === 'match-fair' ? { ...m, price: 14000 } : m));
    writeFeed([...changed, ...comparables], feedFile.replace(/\/feed\.jsonl$/, ''));
    try {
      // "Buscar ahora" reads the store and asks for an early poll; the poll brings the new price.
      await t.app.ctx.engine.runner.run(search.id, 'manual');
      await t.app.ctx.engine.pollNow();
      const [poll] = await t.database.db
        .select()
        .from(searchRuns)
        .where(and(eq(searchRuns.searchId, search.id), eq(searchRuns.trigger, 'poll')));
      expect(poll).toMatchObject({ newResults: 0, priceChanges: 1, status: 'succeeded' });
      expect(await alertsOf(search.id)).toHaveLength(1);
      const [ad] = await t.database.db.select().from(ads).where(eq(ads.externalId, 'match-fair'));
      const history = await t.database.db.select().from(adPriceHistory).where(eq(adPriceHistory.adId, ad.id));
      expect(history.map((h) => h.price)).toEqual([15500, 14000]);
    } finally {
      writeFeed(
        [...matching, ...comparables, ...nonMatching, '{"this is": not json', JSON.stringify({ externalId: 'x', title: 'sin precio' })],
        feedFile.replace(/\/feed\.jsonl$/, ''),
      );
    }
  });

  it('sends WhatsApp only with the setting on, a verified phone and a standing consent', async () => {
    await t.database.db
      .insert(userSettings)
      .values({ userId: owner.user.id, isWhatsAppEnabled: true, isEmailEnabled: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { isWhatsAppEnabled: true, isEmailEnabled: false } });
    const withoutConsent = await newSearch();
    await t.app.ctx.engine.runner.run(withoutConsent.id, 'manual');
    const outboxBefore = (await t.anonymous.get('/api/dev/outbox')).json();
    expect(outboxBefore.some((m: { channel: string; body: string }) => m.channel === 'whatsapp')).toBe(false);

    await t.database.db.insert(whatsappConsents).values({ userId: owner.user.id, phone: owner.user.phoneNumber!, granted: true, context: 'settings' });
    const withConsent = await newSearch();
    await t.app.ctx.engine.runner.run(withConsent.id, 'manual');
    const outbox = (await t.anonymous.get('/api/dev/outbox')).json();
    const whatsapp = outbox.find((m: { channel: string }) => m.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ to: owner.user.phoneNumber });
    expect(whatsapp.body).toContain(`/busquedas/${withConsent.id}`);
    expect(
      outbox.filter((m: { channel: string; to: string; body: string }) => m.channel === 'email' && m.body.includes(`/busquedas/${withConsent.id}`)),
    ).toHaveLength(0);
  });

  it('skips an inactive search on a scheduled run and a search that no longer exists', async () => {
    const search = await newSearch();
    await t.database.db.update(searches).set({ isActive: false }).where(eq(searches.id, search.id));
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();
    expect(await t.app.ctx.engine.runner.run(999_999, 'manual')).toBeNull();
  });
});
