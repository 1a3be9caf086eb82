import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/client.js';
import { createSearch, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { generateDemoFeed } from './feed/demo-feed.js';
import { RunStore, STORE_BATCH } from './run-store.js';
import type { ScoredAd } from './types.js';

const t = useTestApp();

const epoch = async () => Number((await executeRows<{ epoch: string }>(t.database.db, sql`select epoch from read_epoch where id = 1`))[0]!.epoch);

function scoredFeed(count: number): ScoredAd[] {
  return generateDemoFeed({ count, seed: 7, referenceDate: new Date() }).map((line) => ({
    ad: { ...line, publishDate: line.publishDate ? new Date(line.publishDate) : null },
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
    const before = await epoch();
    const stored = await store.storeMatches(search.id, scoredFeed(count), new Date());
    expect(stored).toHaveLength(count);
    expect(stored.every((match) => match.isNewResult)).toBe(true);
    // One commit per batch (3) and one for the search's last execution: each commit bumps the data epoch once.
    expect((await epoch()) - before).toBe(4);

    const again = await store.storeMatches(search.id, scoredFeed(count), new Date());
    expect(again.filter((match) => match.isNewResult)).toHaveLength(0);
  });
});
