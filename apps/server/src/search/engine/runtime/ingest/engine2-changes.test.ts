import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adPriceHistory, ads, notifications, searchResults, searchRuns, users } from '../../../../db/schema/index.js';
import { createSearch, signIn, subscribe, type SignedIn } from '../../../../../test/factories.js';
import { carAd, rewritableFeed } from '../../../../../test/feed-file.js';
import { ADMIN_EMAIL } from '../../../../../test/test-app.js';
import { useTestApp } from '../../../../../test/use-test-app.js';

/** what a poll does with an edited ad, an untouched feed, and whose searches get instant alerts. */

const feed = rewritableFeed('changes');
const publish = feed.publish;
publish([carAd({ externalId: 'clio-1', title: 'Renault Clio', description: 'Renault Clio en buen estado', price: 7000 })]);

const t = useTestApp(() => ({ FEED_FILES: feed.file }));
const engine = () => t.app.ctx.engine;
const pollDue = async () => {
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  return engine().pollNow();
};
const alertsOf = (searchId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.url, `/busquedas/${searchId}`));
const madrid = { latitude: 40.4168, longitude: -3.7038, locationRangeKm: 50 };
const mazda = (price: number) =>
  carAd({ externalId: 'mazda-1', title: 'Mazda MX-5 RF', description: 'Mazda MX-5 RF con libro de revisiones y pocos kilómetros', price });

let pro: SignedIn;
beforeAll(async () => {
  pro = await signIn(t.app);
  await subscribe(t.app, pro.user.id, 'pro');
});

describe('a poll and the ads it already knows', () => {
  it('records an edited price once in the price history, logs it, and sends no new alert', async () => {
    const search = await createSearch(t.app, pro, { parameters: { keywords: 'mazda', ...madrid } });
    await engine().runner.run(search.id, 'schedule');
    publish([...feed.lines(), mazda(21000)]);
    await pollDue();
    const alertsBefore = (await alertsOf(search.id)).length;
    expect(alertsBefore).toBeLessThanOrEqual(1);

    publish([...feed.lines().filter((l) => l.externalId !== 'mazda-1'), mazda(19500)]);
    const [report] = await pollDue();
    expect(report).toMatchObject({ status: 'read', ingested: 1 });
    // Polled again with the same content: nothing more.
    publish([...feed.lines()]);
    await pollDue();

    const [ad] = await t.database.db.select().from(ads).where(eq(ads.externalId, 'mazda-1'));
    const history = await t.database.db.select().from(adPriceHistory).where(eq(adPriceHistory.adId, ad.id));
    expect(history.map((h) => h.price)).toEqual([21000, 19500]);
    const polls = await t.database.db
      .select()
      .from(searchRuns)
      .where(and(eq(searchRuns.searchId, search.id), eq(searchRuns.trigger, 'poll')));
    expect(polls.map((p) => [p.newResults, p.priceChanges])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect((await alertsOf(search.id)).length).toBe(alertsBefore);
    const results = await t.database.db.select().from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(results).toHaveLength(1);
  });

  it('keeps the ads of a feed nobody rewrites from ageing into "Ya no disponibles", in the store and in the catalog', async () => {
    await pollDue();
    // Forty days without a change: the stored ads look gone to the 30-day rule (and to the worker's catalog).
    await t.database.db.execute(sql`update ads set last_seen_at = now() - interval '40 days' where source = ${feed.file}`);
    await engine().catalog.refresh();
    expect(engine().catalog.prepared(1)).toHaveLength(0);

    const [report] = await pollDue();
    expect(report).toMatchObject({ status: 'unchanged' });
    const stale = await t.database.db.execute(sql`select count(*)::int as n from ads where source = ${feed.file} and last_seen_at < now() - interval '1 day'`);
    expect((stale as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    await engine().catalog.refresh();
    expect(
      engine()
        .catalog.prepared(1)
        .map((p) => p.ad.externalId)
        .sort(),
    ).toEqual(['clio-1', 'mazda-1']);
  });
});

describe('who gets instant alerts', () => {
  it('the administrator, like Plus and Pro; not a Free customer', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const free = await signIn(t.app);
    const adminSearch = await createSearch(t.app, admin, { parameters: { keywords: 'toyota', ...madrid } });
    const freeSearch = await createSearch(t.app, free, { parameters: { keywords: 'toyota', ...madrid } });
    for (const search of [adminSearch, freeSearch]) await engine().runner.run(search.id, 'schedule');
    const toyota = (id: string, price: number) =>
      carAd({ externalId: id, title: 'Toyota Corolla Hybrid', description: 'Toyota Corolla híbrido, libro de revisiones, un solo dueño', price });
    // A market of Corollas first, then one cheaper than all of them: a result worth an instant alert.
    publish([...feed.lines(), ...Array.from({ length: 10 }, (_, i) => toyota(`corolla-${i}`, 19000 + i * 300))]);
    await pollDue();
    const before = { admin: (await alertsOf(adminSearch.id)).length, free: (await alertsOf(freeSearch.id)).length };
    await t.database.db.execute(sql`update searches set last_instant_alert_at = null`);
    publish([...feed.lines(), toyota('corolla-cheap', 16500)]);
    await pollDue();
    const [result] = await t.database.db
      .select()
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(eq(searchResults.searchId, adminSearch.id), eq(ads.externalId, 'corolla-cheap')));
    expect(result.search_results.finalScore).toBeGreaterThanOrEqual(70);
    expect((await alertsOf(adminSearch.id)).length).toBe(before.admin + 1);
    expect((await alertsOf(freeSearch.id)).length).toBe(before.free);
  });

  // docs/architecture.md, "One account rule": a blocked account and a deleted one get no alert, alike.
  it.each(['blocked', 'deleted'] as const)('not a %s account, whose open twin gets one', async (state) => {
    const [open, closed] = [await signIn(t.app), await signIn(t.app)];
    for (const owner of [open, closed]) await subscribe(t.app, owner.user.id, 'pro');
    const keywords = `honda civic ${state}`;
    const [openSearch, closedSearch] = [
      await createSearch(t.app, open, { parameters: { keywords, ...madrid } }),
      await createSearch(t.app, closed, { parameters: { keywords, ...madrid } }),
    ];
    for (const search of [openSearch, closedSearch]) await engine().runner.run(search.id, 'schedule');
    const civic = (id: string, price: number) =>
      carAd({ externalId: `${state}-${id}`, title: `Honda Civic ${state}`, description: 'Honda Civic, libro de revisiones, un solo dueño', price });
    publish([...feed.lines(), ...Array.from({ length: 10 }, (_, i) => civic(`civic-${i}`, 15000 + i * 300))]);
    await pollDue();
    // Closed in the table, plan kept: the rule itself must stop the alert, not the plan's end that blocking brings.
    await t.database.db
      .update(users)
      .set(state === 'blocked' ? { isBlocked: true } : { deletedAt: new Date() })
      .where(eq(users.id, closed.user.id));
    const before = { open: (await alertsOf(openSearch.id)).length, closed: (await alertsOf(closedSearch.id)).length };
    await t.database.db.execute(sql`update searches set last_instant_alert_at = null`);
    publish([...feed.lines(), civic('civic-cheap', 12500)]);
    await pollDue();
    expect((await alertsOf(openSearch.id)).length).toBe(before.open + 1);
    expect((await alertsOf(closedSearch.id)).length).toBe(before.closed);
  });
});
