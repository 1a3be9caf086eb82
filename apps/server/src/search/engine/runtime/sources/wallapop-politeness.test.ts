import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceStatus } from '../../../../db/schema/index.js';
import type { RawAd, SearchQuery } from '../../core/types.js';
import { createSearch, signIn } from '../../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../../test/feed-file.js';
import { recordingLog } from '../../../../../test/recording-log.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { startWallapopFake, wallapopCarItem, wallapopPage, type WallapopFake } from '../../../../../test/fakes/wallapop-fake.js';
import { SourceStatusRepository } from './source-status.repository.js';
import { createWallapopSource, type WallapopSourceOptions } from './wallapop.js';

/** Rate limit, back-off and the circuit breaker of the Wallapop connector, against a local fake. */

let fake: WallapopFake;
let statuses: SourceStatusRepository;
const log = recordingLog();
const START = new Date('2025-03-01T10:00:00Z');
let clock: Date;

beforeAll(async () => {
  fake = await startWallapopFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => fake?.close());

const t = useTestApp(() => ({
  SOURCES: 'wallapop',
  WALLAPOP_API_BASE: fake.url,
  WALLAPOP_MIN_INTERVAL_MS: '0',
  WALLAPOP_BACKOFF_BASE_MS: '1',
  FEED_FILES: writeFeed([carAd({ externalId: 'feed-leon', title: 'Seat León ST familiar', price: 13000 })]),
}));
beforeAll(() => {
  statuses = new SourceStatusRepository(t.database.db);
});
beforeEach(async () => {
  fake.reset();
  log.clear();
  clock = START;
  await t.database.db.delete(sourceStatus);
});

const source = (options: Partial<WallapopSourceOptions> = {}) =>
  createWallapopSource({ apiBase: fake.url, statusRepository: statuses, log, minIntervalMs: 0, retry: { backoffBaseMs: 1 }, now: () => clock, ...options });

const query: SearchQuery = {
  categoryId: 1,
  keywords: 'seat leon',
  userSearch: '',
  latitude: 40.4,
  longitude: -3.7,
  radiusKm: 50,
  minPrice: null,
  maxPrice: null,
  strictMatchOnly: false,
};

async function collect(options: Partial<WallapopSourceOptions> = {}): Promise<RawAd[]> {
  const ads: RawAd[] = [];
  for await (const ad of source(options).search(query, AbortSignal.timeout(10_000))) ads.push(ad);
  return ads;
}

const status = () => statuses.find('wallapop');
const forbidden = { status: 403, body: { message: 'Forbidden' } };

describe('rate limit', () => {
  it('spaces the calls of one process by the minimum interval', async () => {
    fake.reply(
      { body: wallapopPage([wallapopCarItem()], 'p2') },
      { body: wallapopPage([wallapopCarItem()], 'p3') },
      { body: wallapopPage([wallapopCarItem()]) },
    );
    // When each call leaves the process (the limiter spaces departures; arrivals may bunch up on the way).
    const departures: number[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      departures.push(performance.now());
      return fetch(input, init);
    };
    await collect({ minIntervalMs: 50, now: undefined, fetchImpl });
    expect(fake.requests).toHaveLength(3);
    // The limiter counts on the millisecond clock and timers may fire a little early: allow 5 ms.
    expect(departures[1] - departures[0]).toBeGreaterThanOrEqual(45);
    expect(departures[2] - departures[1]).toBeGreaterThanOrEqual(45);
  });
});

describe('back-off on 429 and 5xx', () => {
  it('retries a 429 after the Retry-After it was given, then reads the page', async () => {
    const item = wallapopCarItem();
    fake.reply({ status: 429, headers: { 'retry-after': '0.05' }, body: { message: 'Too many requests' } }, { body: wallapopPage([item]) });
    const ads = await collect({ now: undefined });
    expect(ads.map((ad) => ad.externalId)).toEqual([item.id]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.params(1)).toEqual(fake.params(0));
    // The back-off alone would wait about 1 ms; the fake asked for 50 (timers may fire a little early).
    expect(fake.arrivals[1] - fake.arrivals[0]).toBeGreaterThanOrEqual(45);
    const retry = log.lines.find((line) => line.message === 'source call retried');
    expect(retry?.details).toMatchObject({ attempt: 1, delayMs: 50, retryAfterMs: 50, reason: 'HTTP 429' });
    expect(await status()).toMatchObject({ state: 'ok', consecutiveFailures: 0 });
  });

  it('gives up when Retry-After asks for longer than it waits', async () => {
    fake.reply({ status: 429, headers: { 'retry-after': '3600' } });
    await expect(collect()).rejects.toThrow(/HTTP 429 .*Retry-After 3600000 ms/);
    expect(fake.requests).toHaveLength(1);
    expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: 1 });
  });

  it('retries 5xx with growing back-off, and throws once the attempts are used up', async () => {
    fake.replyAlways({ status: 503, body: { message: 'Service unavailable' } });
    await expect(collect({ retry: { maxAttempts: 3, backoffBaseMs: 2 }, random: () => 1 })).rejects.toThrow('HTTP 503 from');
    expect(fake.requests).toHaveLength(3);
    const delays = log.lines.filter((line) => line.message === 'source call retried').map((line) => line.details.delayMs);
    expect(delays).toEqual([2, 4]);
    expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: 1, pausedUntil: null });
    expect((await status())?.lastError).toMatch(/^HTTP 503 from 127\.0\.0\.1:\d+\/api\/v3\/search: \{"message":"Service unavailable"\}$/);
  });

  it('does not retry other client errors', async () => {
    fake.reply({ status: 400, body: { message: 'Bad request' } });
    await expect(collect()).rejects.toThrow('HTTP 400');
    expect(fake.requests).toHaveLength(1);
    expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: 1 });
  });
});

describe('circuit breaker on repeated 403s', () => {
  it('pauses the source after three 403s in a row and calls nothing while paused', async () => {
    fake.replyAlways(forbidden);
    for (const expected of [1, 2]) {
      await expect(collect()).rejects.toThrow('HTTP 403');
      expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: expected, pausedUntil: null });
    }
    await expect(collect()).rejects.toThrow('HTTP 403');
    expect(await status()).toMatchObject({ state: 'paused', consecutiveFailures: 3, pausedUntil: new Date(START.getTime() + 30 * 60_000) });
    expect((await status())?.lastError).toMatch(/^HTTP 403 from /);
    expect(log.messages()).toContain('source paused by its circuit breaker');
    expect(fake.requests).toHaveLength(3);

    clock = new Date(START.getTime() + 29 * 60_000);
    expect(await collect()).toEqual([]);
    expect(fake.requests).toHaveLength(3);
    expect(log.messages()).toContain('source paused; skipped in this run');
  });

  it('tries again after the cool-down: a success closes the breaker, another 403 pauses it again', async () => {
    fake.replyAlways(forbidden);
    for (let i = 0; i < 3; i += 1) await expect(collect()).rejects.toThrow('HTTP 403');

    clock = new Date(START.getTime() + 31 * 60_000);
    await expect(collect()).rejects.toThrow('HTTP 403');
    expect(fake.requests).toHaveLength(4);
    expect(await status()).toMatchObject({ state: 'paused', consecutiveFailures: 4, pausedUntil: new Date(clock.getTime() + 30 * 60_000) });

    clock = new Date(START.getTime() + 62 * 60_000);
    fake.replyAlways({ body: wallapopPage([wallapopCarItem()]) });
    expect(await collect()).toHaveLength(1);
    expect(await status()).toMatchObject({ state: 'ok', consecutiveFailures: 0, pausedUntil: null, lastOkAt: clock });
  });

  it('counts only 403s in a row: another failure in between starts the count again', async () => {
    fake.reply(forbidden, forbidden, { status: 404, body: {} }, forbidden, forbidden);
    for (let i = 0; i < 5; i += 1) await expect(collect()).rejects.toThrow(/HTTP 40[34]/);
    expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: 2 });
  });

  it('shares the pause between processes through source_status', async () => {
    const otherProcess = createWallapopSource({
      apiBase: fake.url,
      statusRepository: new SourceStatusRepository(t.database.db),
      log,
      minIntervalMs: 0,
      now: () => clock,
    });
    fake.replyAlways(forbidden);
    for (let i = 0; i < 3; i += 1) await expect(collect()).rejects.toThrow('HTTP 403');
    for await (const ad of otherProcess.search(query, AbortSignal.timeout(5000))) expect.fail(`no ad expected, got ${ad.externalId}`);
    expect(fake.requests).toHaveLength(3);
  });
});

describe('success', () => {
  it('records ok and the time of the last good call', async () => {
    fake.reply({ status: 500 }, { body: wallapopPage([wallapopCarItem()]) });
    await collect();
    expect(await status()).toEqual({ source: 'wallapop', state: 'ok', lastOkAt: START, lastError: null, pausedUntil: null, consecutiveFailures: 0 });
  });
});

describe('a run when Wallapop fails', () => {
  it("keeps the other sources' results and marks Wallapop degraded", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100 } });
    fake.replyAlways({ status: 500, body: { message: 'Internal error' } });

    const summary = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(summary).toMatchObject({ sources: ['feed'], newResults: 1 });
    expect(fake.requests).toHaveLength(4);
    const results = (await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json() as {
      platformId: number;
    }[];
    expect(results.map((result) => result.platformId)).toEqual([100]);
    expect(await status()).toMatchObject({ state: 'degraded', consecutiveFailures: 1 });
  });
});
