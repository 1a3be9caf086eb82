import { describe, expect, it } from 'vitest';
import { readEpochOf } from '../../../db/read-epoch.js';
import { createSearch, signIn } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { generateDemoFeed } from './feed/demo-feed.js';
import { RunStore, STORE_BATCH } from './run-store.js';
import { AdStoreRepository } from './ingest/ad-store.repository.js';
import type { RawAd, ScoredAd } from '../core/types.js';

const t = useTestApp();

/** The search's read-cache epoch (decision 038); 0 before its first bump. */
const epoch = async (searchId: number) => (await readEpochOf(t.database)([`search:${searchId}`]))!;

/** `count` demo ads written to the store as a poll writes them, scored as a run would hand them over. */
async function scoredFeed(count: number): Promise<ScoredAd[]> {
  const raw = generateDemoFeed({ count, seed: 7, referenceDate: new Date() }).map((line) => ({
    ...line,
    publishDate: line.publishDate ? new Date(line.publishDate) : null,
  })) as unknown as RawAd[];
  const written = await new AdStoreRepository(t.database.db).upsert(
    'run-store-test',
    raw.map((ad) => ({ ad, hash: 'h' })),
    new Map(),
    new Date(),
  );
  return written.map(({ id, ad }) => ({
    ad: { ...ad, storeId: id },
    finalScore: 70,
    goodThings: ['Buen precio'],
    badThings: [],
    parts: {},
    priceReference: null,
  })) as unknown as ScoredAd[];
}

describe('storing a run’s matches', () => {
  it('commits a large run batch by batch, so the database is never held for the whole write', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const store = new RunStore(t.database.db);
    const count = STORE_BATCH * 2 + 10;
    const scored = await scoredFeed(count);
    const before = await epoch(search.id);
    const stored = await store.storeMatches(search.id, scored, new Date());
    expect(stored).toHaveLength(count);
    expect(stored.every((match) => match.isNewResult)).toBe(true);
    // One commit per batch (3) and one for the search's last execution: each commit bumps the search's epoch once.
    expect((await epoch(search.id)) - before).toBe(4);

    const again = await store.storeMatches(search.id, scored, new Date());
    expect(again.filter((match) => match.isNewResult)).toHaveLength(0);
  });
});
