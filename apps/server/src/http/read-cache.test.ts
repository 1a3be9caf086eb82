import type { ResultsPage } from '@ojeador/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addResult, createResult, createSearch, signIn, type SignedIn } from '../../test/factories.js';
import { ADMIN_EMAIL } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { readEpochOf } from '../db/read-epoch.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

const pageOf = (searchId: number) => `/api/SearchResult/${searchId}/results?sort=score&limit=24`;

async function read(user: SignedIn, url: string, headers: Record<string, string> = {}) {
  const res = await t.as(user).get(url, { headers });
  return { status: res.statusCode, cache: res.headers['x-read-cache'], etag: res.headers.etag, body: res.body };
}

async function ownerWithResults(count = 3) {
  const owner = await signIn(t.app);
  const search = await createSearch(t.app, owner);
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await createResult(t.app, search, { price: 9000 + i * 100 }, { finalScore: 50 + i, isNew: false }));
  return { owner, search, results };
}

/** Reads `url` until it is cached, then checks the next read is a hit with the same answer. */
async function warm(user: SignedIn, url: string) {
  await read(user, url);
  const first = await read(user, url);
  const again = await read(user, url);
  expect(again).toMatchObject({ status: 200, cache: 'hit', body: first.body, etag: first.etag });
  return again;
}

describe('read cache (decision 038)', () => {
  it('serves an unchanged results page, searches list and search from memory, with the same ETag and 304', async () => {
    const { owner, search } = await ownerWithResults();
    for (const url of [pageOf(search.id), '/api/Search', `/api/Search/${search.id}`]) {
      const hit = await warm(owner, url);
      const revalidated = await read(owner, url, { 'if-none-match': hit.etag as string });
      expect(revalidated).toMatchObject({ status: 304, cache: 'hit', body: '' });
    }
  });

  it('answers a hit compressed as the client asks, and the same JSON', async () => {
    const { owner, search } = await ownerWithResults(8);
    const plain = await warm(owner, pageOf(search.id));
    for (const encoding of ['br', 'gzip']) {
      const res = await t.as(owner).get(pageOf(search.id), { headers: { 'accept-encoding': encoding } });
      expect(res.headers).toMatchObject({ 'x-read-cache': 'hit', 'content-encoding': encoding, etag: plain.etag });
      const decoded = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
    }
  });

  it('never gives one caller another caller’s answer: a stranger still gets 404', async () => {
    const { owner, search } = await ownerWithResults();
    await warm(owner, pageOf(search.id));
    const stranger = await signIn(t.app);
    expect((await read(stranger, pageOf(search.id))).status).toBe(404);
    expect((await read(stranger, `/api/Search/${search.id}`)).status).toBe(404);
  });

  it('recomputes after a like and an unlike', async () => {
    const { owner, search, results } = await ownerWithResults();
    const before = await warm(owner, pageOf(search.id));
    expect((await t.as(owner).post(`/api/Likes/${results[0]!.ad.id}`)).statusCode).toBe(200);
    const liked = await read(owner, pageOf(search.id));
    expect(liked.cache).toBe('miss');
    const item = JSON.parse(liked.body).items.find((x: { id: number }) => x.id === results[0]!.ad.id);
    expect(item).toMatchObject({ likeCount: 1 });
    expect(liked.etag).not.toBe(before.etag);
    await warm(owner, pageOf(search.id));
    expect((await t.as(owner).post(`/api/Likes/${results[0]!.ad.id}`)).statusCode).toBe(200);
    const unliked = await read(owner, pageOf(search.id));
    expect(unliked).toMatchObject({ cache: 'miss', body: before.body });
  });

  it('recomputes after a run stores new results', async () => {
    const { owner, search } = await ownerWithResults(2);
    await warm(owner, pageOf(search.id));
    await warm(owner, '/api/Search');
    await createResult(t.app, search, { price: 7000 }, { finalScore: 99 });
    const page = await read(owner, pageOf(search.id));
    expect(page.cache).toBe('miss');
    expect(JSON.parse(page.body) as ResultsPage).toMatchObject({ total: 3 });
    expect((await read(owner, '/api/Search')).cache).toBe('miss');
  });

  it('recomputes after the admin filters an ad and after a manual ad', async () => {
    const { owner, search, results } = await ownerWithResults(2);
    await warm(owner, pageOf(search.id));
    const filtered = await t.as(admin).post(`/api/SearchResultFiltered/filter/${search.id}/${results[0]!.ad.id}`, { notes: 'no' });
    expect(filtered.statusCode).toBe(201);
    expect((await read(owner, pageOf(search.id))).cache).toBe('miss');

    await warm(owner, pageOf(search.id));
    const manual = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, {
      title: 'Volkswagen Golf 2.0 TDI',
      description: 'Golf en muy buen estado, siempre en garaje, libro de revisiones completo y ITV recién pasada.',
      price: 11500,
      url: `https://es.wallapop.com/item/golf-cache-${search.id}`,
      images: ['https://cdn.example.com/golf-1.jpg'],
      category: 1,
      province: 'Madrid',
      city: 'Alcobendas',
    });
    expect(manual.statusCode).toBe(201);
    const page = await read(owner, pageOf(search.id));
    expect(page.cache).toBe('miss');
    expect(JSON.parse(page.body).items.map((x: { title: string }) => x.title)).toContain('Volkswagen Golf 2.0 TDI');
  });

  it('forgets a deleted search: the list drops it and the search answers 404', async () => {
    const { owner, search } = await ownerWithResults(1);
    await warm(owner, '/api/Search');
    await warm(owner, `/api/Search/${search.id}`);
    expect((await t.as(owner).delete(`/api/Search/${search.id}`)).statusCode).toBe(204);
    const list = await read(owner, '/api/Search');
    expect(list.cache).toBe('miss');
    expect(JSON.parse(list.body)).toHaveLength(0);
    expect((await read(owner, `/api/Search/${search.id}`)).status).toBe(404);
  });

  it('keeps a reader’s answers through other customers’ writes: scopes, not one epoch (decision 038)', async () => {
    const mine = await ownerWithResults(2);
    const theirs = await ownerWithResults(2);
    const urls = [pageOf(mine.search.id), '/api/Search', `/api/Search/${mine.search.id}`];
    for (const url of urls) await warm(mine.owner, url);
    // Another customer likes an ad of their own search, edits their search, and a run stores a result for them.
    expect((await t.as(theirs.owner).post(`/api/Likes/${theirs.results[0]!.ad.id}`)).statusCode).toBe(200);
    await t.database.executeSql(`update searches set title = 'Otro título' where id = ${theirs.search.id}`);
    await createResult(t.app, theirs.search, { price: 5000 }, { finalScore: 90 });
    for (const url of urls) expect((await read(mine.owner, url)).cache).toBe('hit');
    // Their own reads are recomputed.
    expect((await read(theirs.owner, pageOf(theirs.search.id))).cache).toBe('miss');
    expect((await read(theirs.owner, '/api/Search')).cache).toBe('miss');
  });

  it('keeps a page through a run of the owner’s other search, which recomputes their list', async () => {
    const { owner, search } = await ownerWithResults(2);
    const other = await createSearch(t.app, owner);
    await warm(owner, pageOf(search.id));
    await warm(owner, '/api/Search');
    await createResult(t.app, other, { price: 6000 }, { finalScore: 88 });
    expect((await read(owner, pageOf(search.id))).cache).toBe('hit');
    const list = await read(owner, '/api/Search');
    expect(list.cache).toBe('miss');
    expect((JSON.parse(list.body) as { id: number; resultCount: number }[]).find((x) => x.id === other.id)).toMatchObject({ resultCount: 1 });
  });

  it('recomputes the liker’s pages only (decision 042), and a page when its ad’s price changes; not when the ad is only seen again', async () => {
    const { owner, search, results } = await ownerWithResults(2);
    // Another customer whose search found the same ad.
    const stranger = await signIn(t.app);
    const strangers = await createSearch(t.app, stranger);
    await addResult(t.app, strangers, results[0]!.ad);
    await warm(owner, pageOf(search.id));
    await warm(stranger, pageOf(strangers.id));
    expect((await t.as(stranger).post(`/api/Likes/${results[0]!.ad.id}`)).statusCode).toBe(200);
    const theirs = await read(stranger, pageOf(strangers.id));
    expect(theirs.cache).toBe('miss');
    expect(JSON.parse(theirs.body).items.find((x: { id: number }) => x.id === results[0]!.ad.id)).toMatchObject({ likeCount: 1, liked: true });
    // The owner's page keeps its answer (the count follows within the entry's maximum age); computed, it shows the like.
    const cached = await read(owner, pageOf(search.id));
    expect(cached.cache).toBe('hit');
    expect(JSON.parse(cached.body).items.find((x: { id: number }) => x.id === results[0]!.ad.id)).toMatchObject({ likeCount: 0 });
    const computed = await t.as(owner).get(`${pageOf(search.id)}&fresh=1`);
    expect(computed.json().items.find((x: { id: number }) => x.id === results[0]!.ad.id)).toMatchObject({ likeCount: 1, liked: false });

    await warm(owner, pageOf(search.id));
    await t.database.executeSql(`update ads set last_seen_at = now() where id = ${results[1]!.ad.id}`);
    expect((await read(owner, pageOf(search.id))).cache).toBe('hit');
    await t.database.executeSql(`update ads set price = 4321 where id = ${results[1]!.ad.id}`);
    const repriced = await read(owner, pageOf(search.id));
    expect(repriced.cache).toBe('miss');
    expect(JSON.parse(repriced.body).items.find((x: { id: number }) => x.id === results[1]!.ad.id)).toMatchObject({ price: 4321 });
  });

  it('bumps each scope a transaction touches once, at commit, for every table but the ones no cached read depends on', async () => {
    const untracked = [
      '__drizzle_migrations',
      // A hire's evidence is read only by GET /api/SearchHire/{id}/evidence and its files, which are not cached.
      'hire_evidence',
      // A hire's conversation is read only by GET /api/SearchHire/{id}/messages, which is not cached.
      'hire_messages',
      'notification_reads',
      'notifications',
      'outbox_messages',
      'phone_verifications',
      // A device's Web Push subscription: read only when an alert is sent, never by a cached answer.
      'push_subscriptions',
      'read_epochs',
      // Engine 2 (decision 029): poll leases and the percolation index's own epoch; no cached read depends on them.
      'search_index_epoch',
      // Which ads' content hashes do not count yet (decision 029, "As built"): read only by a poll.
      'ads_unpercolated',
      'sessions',
      'source_polls',
      // A source's status, written by every poll, is shown only by the admin's sources page, which is not cached.
      'source_status',
      'webhook_events',
      // Withdrawals to the card (decision 037): read by the balance and a withdrawal, neither of them cached.
      'withdrawals',
    ];
    const { rows } = await t.database.executeSql(
      `select c.relname as name, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'read_epoch_bump')
              -- A new ad is in no search yet: ads have no insert trigger (migration 0039).
              and (select count(*) from pg_trigger g where g.tgrelid = c.oid and g.tgname like 'read_scopes_%') = (case when c.relname = 'ads' then 2 else 3 end) as tracked
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    // A new table must be tracked (add its triggers in a migration) or named here as read by no cached answer.
    for (const row of rows as { name: string; tracked: boolean }[]) expect([row.name, row.tracked]).toEqual([row.name, !untracked.includes(row.name)]);

    const { owner, search } = await ownerWithResults(0);
    const other = await ownerWithResults(0);
    const scopes = [`search:${search.id}`, `user:${owner.user.id}`, 'global', `search:${other.search.id}`, `user:${other.owner.user.id}`];
    const epochs = () => Promise.all(scopes.map((scope) => readEpochOf(t.database)([scope])));
    const before = await epochs();
    // Three statements in one script are one transaction: one bump of each scope touched. A write that changes no row bumps nothing.
    await t.database.executeSql(
      `update searches set title = title where id = ${search.id}; update search_results set is_new = is_new where search_id = ${search.id}; update users set name = name where id = ${owner.user.id}`,
    );
    await t.database.executeSql(`update searches set title = 'x' where id = -1`);
    const after = await epochs();
    expect(after.map((epoch, i) => epoch! - before[i]!)).toEqual([1, 1, 1, 0, 0]);
  });
});
