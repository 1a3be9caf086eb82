import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads, searchResults, searchRuns, users } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResult, createSearch, signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

/** A search's results always follow its parameters: none before them, exactly theirs after them (docs/sources.md). */

const leon = carAd({ externalId: 'params-leon', title: 'Seat León FR', description: 'Seat León FR en Madrid', price: 15000 });
const flat = carAd({
  externalId: 'params-flat',
  title: 'Piso en Valencia',
  description: 'Piso luminoso',
  price: 120000,
  category: 1,
  latitude: 39.47,
  longitude: -0.38,
  city: 'Valencia',
});
const t = useTestApp(() => ({ FEED_FILES: writeFeed([leon, flat]) }));

let owner: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

const body = { title: 'Seat León', description: 'Un León en Madrid', category: 1, frequency: 24 };
const parameters = { keywords: 'seat leon', locationRange: 30, latitude: 40.4168, longitude: -3.7038 };
const resultsOf = (searchId: number) => t.database.db.select().from(searchResults).where(eq(searchResults.searchId, searchId));
const runsOf = (searchId: number) => t.database.db.select().from(searchRuns).where(eq(searchRuns.searchId, searchId));
async function jobs(searchId: number, trigger: string) {
  const { rows } = await t.database.executeSql(`select data from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [String(searchId)]);
  return (rows as { data: { trigger: string } }[]).filter((row) => row.data.trigger === trigger);
}

describe("the spec's two calls: POST /api/Search, then POST /api/SearchParameter/{id}", () => {
  it('does not run the search before its parameters, then runs it with them: exactly what they match', async () => {
    const created = await t.as(owner).post('/api/Search', body);
    expect(created.statusCode).toBe(201);
    const searchId = created.json().id as number;
    // Its first run was queued, and does nothing: no run, no result.
    expect(await jobs(searchId, 'schedule')).toHaveLength(1);
    expect(await t.app.ctx.engine.runner.run(searchId, 'schedule')).toBeNull();
    expect(await runsOf(searchId)).toEqual([]);
    expect(await resultsOf(searchId)).toEqual([]);

    const saved = await t.as(owner).post(`/api/SearchParameter/${searchId}`, parameters);
    expect(saved.statusCode).toBe(201);
    expect(await jobs(searchId, 'edit')).toHaveLength(1);
    expect((await t.as(owner).get(`/api/Search/${searchId}/runs/latest`)).json()).toMatchObject({ state: 'queued' });
    expect(await t.app.ctx.engine.runner.run(searchId, 'edit')).toMatchObject({ matched: 1 });
    const results = await resultsOf(searchId);
    expect(results).toHaveLength(1);
  });

  it('answers 409 when the parameters exist already, and queues nothing more', async () => {
    // A new customer: the Free plan's search limit counts the first test's.
    const other = await signIn(t.app);
    const created = await t.as(other).post('/api/Search', { ...body, parameters });
    expect(created.statusCode).toBe(201);
    const searchId = created.json().id as number;
    const again = await t.as(other).post(`/api/SearchParameter/${searchId}`, parameters);
    expect(again.statusCode).toBe(409);
    expect(await jobs(searchId, 'edit')).toHaveLength(0);
  });
});

describe('results that the parameters no longer match', () => {
  it('leave the results (not "Ya no disponibles") and are never alerted', async () => {
    // Whatever ran before the parameters: a search that took every ad (as one without parameters used to), its León
    // result still owed to its owner.
    await t.app.ctx.engine.pollNow();
    const [leonAd] = await t.database.db
      .select()
      .from(ads)
      .where(eq(ads.externalId, leon.externalId as string));
    const search = await createSearch(t.app, owner, { parameters: null, lastExecution: new Date() });
    await addResult(t.app, search, leonAd!, { isNew: true });
    await t.as(owner).post(`/api/SearchParameter/${search.id}`, { ...parameters, locationRange: 30, latitude: 39.47, longitude: -0.38, keywords: 'piso' });
    const narrowed = await t.app.ctx.engine.runner.run(search.id, 'edit');
    expect(narrowed).toMatchObject({ matched: 1, excludedResults: 1 });

    const listed = (await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json() as { url: string }[];
    expect(listed.map((r) => r.url)).toEqual([flat.url]);
    const gone = (await t.as(owner).get(`/api/SearchResult/${search.id}/results?view=gone`)).json() as { items: unknown[] };
    expect(gone.items).toEqual([]);
    // The run's alert claimed the flat; the León, set aside, is never named.
    const set = await resultsOf(search.id);
    expect(set.find((r) => r.adId === leonAd!.id)).toMatchObject({ excludedAt: expect.any(Date), alertedAt: null });
    expect(set.find((r) => r.adId !== leonAd!.id)?.alertedAt).not.toBeNull();
  });
});

describe('a search unblocked after a block', () => {
  it('runs at once when its first run was skipped', async () => {
    const blocked = await signIn(t.app);
    const search = await createSearch(t.app, blocked, { parameters: { keywords: 'seat leon' } });
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();

    const res = await t.as(admin).put(`/api/User/${blocked.user.id}/block`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isBlocked: false });
    expect(await jobs(search.id, 'schedule')).toHaveLength(1);
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toMatchObject({ matched: 1 });
  });
});
