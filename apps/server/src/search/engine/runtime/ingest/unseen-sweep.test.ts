import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads } from '../../../../db/schema/index.js';
import { createAd } from '../../../../../test/factories.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { AdStoreRepository } from './ad-store.repository.js';
import { UNSEEN_SWEEP_MS, UnseenSweep } from './unseen-sweep.js';

const DAY_MS = 86_400_000;
const t = useTestApp();

describe('the unseen sweep (the 30-day rule as a write)', () => {
  it('marks gone the ads unseen for 30 days, once per interval, and leaves the others', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const seenAt = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const stale = await createAd(t.app, { lastSeenAt: seenAt(31) });
    // Two minutes short of 30 days.
    const recent = await createAd(t.app, { lastSeenAt: new Date(seenAt(30).getTime() + 2 * 60_000) });
    const sweep = new UnseenSweep(new AdStoreRepository(t.database.db), () => now);
    const goneAt = async (id: number) => (await t.database.db.select({ goneAt: ads.goneAt }).from(ads).where(eq(ads.id, id)))[0].goneAt;

    expect(await sweep.due()).toBeGreaterThanOrEqual(1);
    expect(await goneAt(stale.id)).toEqual(now);
    expect(await goneAt(recent.id)).toBeNull();

    // Five minutes on, the recent one is past 30 days too, but the sweep waits for its interval.
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await sweep.due()).toBe(0);
    expect(await goneAt(recent.id)).toBeNull();
    now = new Date(now.getTime() + UNSEEN_SWEEP_MS);
    expect(await sweep.due()).toBeGreaterThanOrEqual(1);
    expect(await goneAt(recent.id)).toEqual(now);
  });

  it('writes a backlog in batches until none is left', async () => {
    const now = new Date();
    const backlog = await Promise.all([1, 2, 3].map(() => createAd(t.app, { lastSeenAt: new Date(now.getTime() - 40 * DAY_MS) })));
    const store = new AdStoreRepository(t.database.db);
    expect(await store.markUnseenGone(new Date(now.getTime() - 30 * DAY_MS), now, 2)).toBeGreaterThanOrEqual(3);
    const rows = await t.database.db
      .select({ goneAt: ads.goneAt })
      .from(ads)
      .where(
        inArray(
          ads.id,
          backlog.map((ad) => ad.id),
        ),
      );
    expect(rows.map((row) => row.goneAt)).toEqual([now, now, now]);
  });
});
