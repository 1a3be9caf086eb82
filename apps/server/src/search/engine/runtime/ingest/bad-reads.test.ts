import { inspect } from 'node:util';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ads, sourcePolls } from '../../../../db/schema/index.js';
import { createSearch, signIn, type SignedIn } from '../../../../../test/factories.js';
import { carAd, type FeedLine } from '../../../../../test/feed-file.js';
import { startHttpFake } from '../../../../../test/fakes/http-fake.js';
import { ADMIN_EMAIL } from '../../../../../test/test-app.js';
import { useTestApp } from '../../../../../test/use-test-app.js';

/**
 * A feed URL that misbehaves (docs/feed-format.md "A bad read"): an empty body, an error page, only bad lines, far
 * fewer ads than the last read, an error status, more than the limits. Its key (?apikey=) never leaves the server.
 */

let reply: { status: number; body: string } = { status: 200, body: '' };
let fake: Awaited<ReturnType<typeof startHttpFake>>;
beforeAll(async () => {
  fake = await startHttpFake((_request, response) => {
    response.writeHead(reply.status, { 'content-type': 'application/x-ndjson' });
    response.end(reply.body);
  });
});
afterAll(() => fake?.close());

const SECRET = 's3cr3t-key';
const feedUrl = () => `${fake.url}/feed.jsonl?apikey=${SECRET}`;
const t = useTestApp(() => ({ FEED_FILES: feedUrl(), FEED_MAX_BYTES: '16384', FEED_MAX_LINE_CHARS: '2048' }));

const lines = (items: (FeedLine | string)[]) => items.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';
const FOUR = [1, 2, 3, 4].map((n) => carAd({ externalId: `bad-reads-${n}`, title: `Seat León ${n}`, price: 10000 + n }));

const poll = async (body: string, status = 200) => {
  reply = { status, body };
  await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
  const [report] = await t.app.ctx.engine.pollNow();
  return report;
};
const liveIds = async () => (await t.database.db.select({ externalId: ads.externalId }).from(ads).where(isNull(ads.goneAt))).map((r) => r.externalId).sort();
const row = async () => (await t.database.db.select().from(sourcePolls).where(eq(sourcePolls.location, feedUrl())))[0]!;

let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  customer = await signIn(t.app);
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
  await createSearch(t.app, customer, { lastExecution: new Date(), parameters: { keywords: 'seat leon' } });
  expect(await poll(lines(FOUR))).toMatchObject({ status: 'read', read: 4 });
});

describe('a read that is not the feed', () => {
  it.each([
    ['an empty body', ''],
    ['an HTML error page answered with 200', '<!doctype html>\n<html><body><h1>Error 502</h1></body></html>\n'],
    ['only bad lines', lines(['{"externalId":"x"}', 'not json', '{"title":"sin id"}'])],
    ['under half the ads of the last good read', lines(FOUR.slice(0, 1))],
  ])('%s fails the poll: the ads stay, the freshness line says "respuesta no válida", the next poll retries', async (_case, body) => {
    const report = await poll(body);
    expect(report).toMatchObject({ status: 'failed' });
    expect(await liveIds()).toEqual(FOUR.map((ad) => ad.externalId).sort());
    expect(await row()).toMatchObject({ lastErrorKind: 'invalid', lastGoodAt: expect.any(Date) });

    const freshness = await t.as(customer).get('/api/Sources/freshness');
    expect(freshness.json()).toEqual({
      sources: [{ source: 'feed', lastReadAt: expect.any(String), nextReadAt: expect.any(String), lastError: 'respuesta no válida', errorKind: 'invalid' }],
    });

    // Retried at the next interval: the feed is back and so is the line.
    expect(await poll(lines(FOUR))).toMatchObject({ status: 'read' });
    expect(await row()).toMatchObject({ lastError: null, lastErrorKind: null, lastReadCount: 4, lastBadCount: 0 });
  });

  it('takes a feed emptied on purpose (the allowShrink line) as it is: every ad gone', async () => {
    expect(await poll(lines(['{"allowShrink":true}']))).toMatchObject({ status: 'read', gone: 4 });
    expect(await liveIds()).toEqual([]);
    expect(await poll(lines(FOUR))).toMatchObject({ status: 'read', ingested: 4 });
    expect(await liveIds()).toEqual(FOUR.map((ad) => ad.externalId).sort());
  });
});

describe('limits', () => {
  it('stops a feed larger than FEED_MAX_BYTES, or with a line longer than FEED_MAX_LINE_CHARS: "demasiado grande", ads kept', async () => {
    const many = Array.from({ length: 40 }, (_, n) => carAd({ externalId: `big-${n}` }));
    expect(await poll(lines([...FOUR, ...many]))).toMatchObject({ status: 'failed', error: 'feed larger than 16384 bytes (FEED_MAX_BYTES)' });
    expect(await row()).toMatchObject({ lastErrorKind: 'too-large' });

    const endless = '{"externalId":"x","description":"' + 'a'.repeat(5000);
    expect(await poll(lines(FOUR) + endless)).toMatchObject({ status: 'failed', error: 'a line longer than 2048 characters (FEED_MAX_LINE_CHARS)' });
    expect(await row()).toMatchObject({ lastErrorKind: 'too-large' });
    expect((await t.as(customer).get('/api/Sources/freshness')).json().sources[0]).toMatchObject({ lastError: 'demasiado grande', errorKind: 'too-large' });
    expect(await liveIds()).toEqual(FOUR.map((ad) => ad.externalId).sort());
    await poll(lines(FOUR));
  });
});

describe('secrets', () => {
  it('shows customers "no responde" only, the administrator the detail without the query string, and logs no key', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const info = vi.spyOn(t.app.log, 'info');
    expect(await poll('boom', 500)).toMatchObject({ status: 'failed' });

    const freshness = await t.as(customer).get('/api/Sources/freshness');
    expect(freshness.json().sources[0]).toMatchObject({ lastError: 'no responde', errorKind: 'unreachable' });
    expect(freshness.body).not.toContain(SECRET);
    expect(freshness.body).not.toContain('http');

    const polls = await t.as(admin).get('/api/Sources/polls');
    expect(polls.statusCode).toBe(200);
    expect(polls.json()).toEqual({
      polls: [
        {
          source: 'feed',
          location: `${fake.url}/feed.jsonl?…`,
          lastGoodAt: expect.any(String),
          lastPolledAt: expect.any(String),
          lastError: `HTTP 500 from ${fake.url}/feed.jsonl?…`,
          errorKind: 'unreachable',
          adsRead: 4,
          badLines: 0,
          nextReadAt: expect.any(String),
        },
      ],
    });
    expect(polls.body).not.toContain(SECRET);

    const logged = [...warn.mock.calls, ...info.mock.calls].map(([details, message]) =>
      inspect({ details, message, err: (details as { err?: Error }).err?.message }, { depth: 6 }),
    );
    expect(logged.some((line) => line.includes('source poll failed'))).toBe(true);
    for (const line of logged) expect(line).not.toContain(SECRET);
    warn.mockRestore();
    info.mockRestore();
    await poll(lines(FOUR));
  });

  it('answers the sources page 401 without a session and 403 to a customer', async () => {
    expect((await t.anonymous.get('/api/Sources/polls')).statusCode).toBe(401);
    const res = await t.as(customer).get('/api/Sources/polls');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
