import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRuns, searches } from '../../../db/schema/index.js';
import { createSearch, type SignedIn, signIn } from '../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../test/feed-file.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { claimDueSearches } from './scheduler.js';

const t = useTestApp(() => ({ FEED_FILES: writeFeed([carAd({ externalId: 'sched-1' }), carAd({ externalId: 'sched-2', price: 14000 })]) }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});
// Registered after useTestApp, so it runs before the app closes.
afterAll(() => t.app.ctx.engine.stop());

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000);

describe('claimDueSearches', () => {
  it('claims only active, started, due searches and moves their next run one period ahead', async () => {
    const due = await createSearch(t.app, owner, { parameters: { keywords: 'seat' } });
    const inactive = await createSearch(t.app, owner);
    const notStarted = await createSearch(t.app, owner);
    const notDue = await createSearch(t.app, owner);
    await t.database.db
      .update(searches)
      .set({ nextRunAt: hoursFromNow(-1), frequencyHours: 6 })
      .where(eq(searches.id, due.id));
    await t.database.db
      .update(searches)
      .set({ isActive: false, nextRunAt: hoursFromNow(-1) })
      .where(eq(searches.id, inactive.id));
    await t.database.db
      .update(searches)
      .set({ startDate: hoursFromNow(2), nextRunAt: hoursFromNow(-1) })
      .where(eq(searches.id, notStarted.id));
    await t.database.db
      .update(searches)
      .set({ nextRunAt: hoursFromNow(1) })
      .where(eq(searches.id, notDue.id));

    const claimed = await claimDueSearches(t.database.db);
    expect(claimed).toContain(due.id);
    expect(claimed).not.toContain(inactive.id);
    expect(claimed).not.toContain(notStarted.id);
    expect(claimed).not.toContain(notDue.id);

    const [after] = await t.database.db.select().from(searches).where(eq(searches.id, due.id));
    expect(after.nextRunAt.getTime()).toBeGreaterThan(hoursFromNow(5.9).getTime());
    expect(after.nextRunAt.getTime()).toBeLessThan(hoursFromNow(6.1).getTime());
    expect(await claimDueSearches(t.database.db)).not.toContain(due.id);
  });
});

describe('the worker', () => {
  it('runs a search queued by "Buscar ahora" and one claimed by the scheduler', async () => {
    await t.database.db.update(searches).set({ nextRunAt: hoursFromNow(24) });
    const manual = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon' } });
    const scheduled = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon' } });
    await t.database.db
      .update(searches)
      .set({ nextRunAt: hoursFromNow(24) })
      .where(eq(searches.id, manual.id));
    await t.database.db
      .update(searches)
      .set({ nextRunAt: hoursFromNow(-0.1) })
      .where(eq(searches.id, scheduled.id));

    await t.app.ctx.engine.startWorker({ schedulerIntervalMs: 200 });
    const queued = await t.as(owner).post(`/api/Search/${manual.id}/run`);
    expect(queued.statusCode).toBe(202);

    await expect
      .poll(
        async () => (await t.database.db.select().from(searchRuns).where(eq(searchRuns.status, 'succeeded'))).map((r) => `${r.searchId}:${r.trigger}`).sort(),
        { timeout: 20_000, interval: 100 },
      )
      .toEqual([`${manual.id}:manual`, `${scheduled.id}:schedule`].sort());
    const results = await t.as(owner).get(`/api/SearchResult/${manual.id}/results`);
    expect(results.json()).toHaveLength(2);
    const runs = await t.database.db.execute(sql`select count(*)::int as count from search_runs`);
    expect((runs as unknown as { rows: { count: number }[] }).rows[0].count).toBe(2);
  });
});
