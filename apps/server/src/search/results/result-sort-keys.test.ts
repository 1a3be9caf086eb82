// The price and popular orders read the result's own copy of its ad's price and likes (migration 0041): the database
// keeps them when the engine writes a result, an ad's price changes, or someone likes or unlikes it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchResults } from '../../db/schema/index.js';
import { readEpochOf } from '../../db/read-epoch.js';
import { upsertResults } from '../engine/runtime/results-upsert.js';
import { createAd, createResult, createSearch, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const keysOf = async (searchId: number) =>
  t.database.db
    .select({ adId: searchResults.adId, price: searchResults.price, likes: searchResults.likeCount })
    .from(searchResults)
    .where(eq(searchResults.searchId, searchId));

const scored = { finalScore: 80, goodPoints: [], badPoints: [], brokenPoint: null, wishGroup: 0 as const, brokenWish: null };

describe('a result keeps its ad’s price and likes', () => {
  it('takes them when the engine writes it, an ad already liked included', async () => {
    const owner = await signIn(t.app);
    const fan = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const ad = await createAd(t.app, { price: 12_345 });
    await t.database.executeSql(`insert into likes (user_id, ad_id) values (${fan.user.id}, ${ad.id})`);
    await upsertResults(t.database.db, [{ searchId: search.id, adId: ad.id, scored }], new Date());
    expect(await keysOf(search.id)).toEqual([{ adId: ad.id, price: 12_345, likes: 1 }]);
  });

  it('follows a new price of its ad, in every search that holds it', async () => {
    const owner = await signIn(t.app);
    const [first, second] = [await createSearch(t.app, owner), await createSearch(t.app, owner)];
    const { ad } = await createResult(t.app, first, { price: 9_000 });
    await upsertResults(t.database.db, [{ searchId: second.id, adId: ad.id, scored }], new Date());
    await t.database.executeSql(`update ads set price = 8500 where id = ${ad.id}`);
    for (const search of [first, second]) expect(await keysOf(search.id)).toEqual([{ adId: ad.id, price: 8_500, likes: 0 }]);
  });

  it('counts likes and unlikes, and a like touches only its liker’s cached pages', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 7_000 });
    const scopes = [`search:${search.id}`, `user:${owner.user.id}`, `results:${search.id}`, `likes:${owner.user.id}`, `likes:${other.user.id}`];
    const epochs = () => Promise.all(scopes.map((scope) => readEpochOf(t.database)([scope])));
    const before = await epochs();
    expect((await t.as(owner).post(`/api/Likes/${ad.id}`)).json()).toMatchObject({ liked: true, likeCount: 1 });
    await t.database.executeSql(`insert into likes (user_id, ad_id) values (${other.user.id}, ${ad.id})`);
    expect(await keysOf(search.id)).toEqual([{ adId: ad.id, price: 7_000, likes: 2 }]);
    const after = await epochs();
    // A like touches its liker's pages only (decision 042); the list and the search itself show no likes.
    expect(after.map((epoch, i) => epoch! - before[i]!)).toEqual([0, 0, 0, 1, 1]);
    expect((await t.as(owner).post(`/api/Likes/${ad.id}`)).json()).toMatchObject({ liked: false, likeCount: 1 });
    expect(await keysOf(search.id)).toEqual([{ adId: ad.id, price: 7_000, likes: 1 }]);
  });

  it('follows one write of its ad that changes the price and goes; a hand-added result keeps its own gone', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 5_000 });
    const other = await createSearch(t.app, owner);
    await t.database.executeSql(`insert into search_results (search_id, ad_id, final_score, origin) values (${other.id}, ${ad.id}, 50, 'manual')`);
    await t.database.executeSql(`update ads set price = 4500, gone_at = now() where id = ${ad.id}`);
    const goneOf = async (searchId: number) =>
      (await t.database.db.select({ gone: searchResults.gone, price: searchResults.price }).from(searchResults).where(eq(searchResults.searchId, searchId)))[0];
    expect(await goneOf(search.id)).toEqual({ gone: true, price: 4_500 });
    expect(await goneOf(other.id)).toEqual({ gone: false, price: 4_500 });
    await t.database.executeSql(`update ads set gone_at = null where id = ${ad.id}`);
    expect(await goneOf(search.id)).toEqual({ gone: false, price: 4_500 });
  });

  it('written bare for an ad already gone and liked, takes its price and likes and is gone', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const ad = await createAd(t.app, { price: 3_210, goneAt: new Date() });
    await t.database.executeSql(`insert into likes (user_id, ad_id) values (${owner.user.id}, ${ad.id})`);
    await t.database.executeSql(`insert into search_results (search_id, ad_id, final_score) values (${search.id}, ${ad.id}, 50)`);
    expect(await keysOf(search.id)).toEqual([{ adId: ad.id, price: 3_210, likes: 1 }]);
    const [row] = await t.database.db.select({ gone: searchResults.gone }).from(searchResults).where(eq(searchResults.searchId, search.id));
    expect(row.gone).toBe(true);
  });

  it('gives the results page its like count, and whether the viewer likes the ad', async () => {
    const owner = await signIn(t.app);
    const fan = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    const { ad } = await createResult(t.app, search, { price: 6_000 });
    await t.database.executeSql(`insert into likes (user_id, ad_id) values (${fan.user.id}, ${ad.id})`);
    const page = async () => (await t.as(owner).get(`/api/SearchResult/${search.id}/results`, { query: { limit: '24' } })).json().items;
    expect(await page()).toMatchObject([{ id: ad.id, likeCount: 1, liked: false }]);
    await t.as(owner).post(`/api/Likes/${ad.id}`);
    expect(await page()).toMatchObject([{ id: ad.id, likeCount: 2, liked: true }]);
    // A search with a hand-added result reads its rows apart; the counts and the viewer's likes are the same.
    const manual = await createAd(t.app, { price: 1_000 });
    await t.database.executeSql(`insert into search_results (search_id, ad_id, final_score, origin) values (${search.id}, ${manual.id}, 10, 'manual')`);
    expect(await page()).toMatchObject([
      { id: ad.id, likeCount: 2, liked: true },
      { id: manual.id, likeCount: 0, liked: false },
    ]);
  });
});
