import { describe, expect, it } from 'vitest';
import { readEpochOf } from '../db/read-epoch.js';
import { searchResults } from '../db/schema/index.js';
import { createAd, createSearch, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

/** Each scope's own epoch (0 before its first bump). */
const epochsOf = (scopes: string[]) => Promise.all(scopes.map((scope) => readEpochOf(t.database)([scope])));

/** Two connections writing the same scopes in opposite orders: this runs on PostgreSQL only (PGlite has one). */
describe('read epochs under concurrent writers (decision 038)', () => {
  it('bumps the scopes at commit in one order: writers crossing two searches neither deadlock nor lose a bump', async () => {
    const owner = await signIn(t.app);
    const [a, b] = [await createSearch(t.app, owner), await createSearch(t.app, owner)];
    const scopes = [`search:${a.id}`, `search:${b.id}`, `user:${owner.user.id}`];
    const before = await epochsOf(scopes);
    let arrived = 0;
    let release = () => {};
    const bothWroteOnce = new Promise<void>((resolve) => (release = resolve));
    const writer = (first: number, second: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.insert(searchResults).values({ searchId: first, adId: (await createAd(t.app)).id, finalScore: 70 });
        if (++arrived === 2) release();
        await bothWroteOnce;
        await tx.insert(searchResults).values({ searchId: second, adId: (await createAd(t.app)).id, finalScore: 70 });
      });
    await Promise.all([writer(a.id, b.id), writer(b.id, a.id)]);
    const after = await epochsOf(scopes);
    expect(after.map((epoch, i) => epoch! - before[i]!)).toEqual([2, 2, 2]);
  });
});
