import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcesStatusResponseSchema } from '@ojeador/shared';
import { buildApp } from '../../app.js';
import { ADMIN_EMAIL, testConfig } from '../../../test/test-app.js';
import { createSearch, type SignedIn, signIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { startWallapopFake, type WallapopFake } from '../../../test/fakes/wallapop-fake.js';
import { useTestApp } from '../../../test/use-test-app.js';

let fake: WallapopFake;
let feedFiles: string;
beforeAll(async () => {
  fake = await startWallapopFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => fake?.close());

const t = useTestApp(() => {
  const feed = writeFeed([carAd({ externalId: 'feed-1' })]);
  feedFiles = `${feed},${writeFeed([carAd({ externalId: 'feed-2' })])}`;
  return {
    SOURCES: 'wallapop',
    WALLAPOP_API_BASE: fake.url,
    WALLAPOP_MIN_INTERVAL_MS: '0',
    WALLAPOP_BACKOFF_BASE_MS: '1',
    FEED_FILES: feedFiles,
  };
});
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

function getStatusBody(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(200);
  return sourcesStatusResponseSchema.parse(response.json());
}

describe('GET /api/Sources/status', () => {
  it('answers 401 without a session and 403 to a customer or an expert', async () => {
    expect((await t.anonymous.get('/api/Sources/status')).statusCode).toBe(401);
    const customer = await signIn(t.app);
    expect((await t.as(customer).get('/api/Sources/status')).statusCode).toBe(403);
    const expert = await signIn(t.app, { role: 'expert' });
    expect((await t.as(expert).get('/api/Sources/status')).statusCode).toBe(403);
  });

  it('lists every known source for the admin, on or off, before any call', async () => {
    const response = await t.as(admin).get('/api/Sources/status');
    expect(response.statusCode).toBe(200);
    expect(sourcesStatusResponseSchema.parse(response.json())).toEqual([
      { source: 'feed', enabled: true, state: 'ok', lastOkAt: null, lastError: null, pausedUntil: null, consecutiveFailures: 0, feedLocations: 2 },
      { source: 'wallapop', enabled: true, state: 'ok', lastOkAt: null, lastError: null, pausedUntil: null, consecutiveFailures: 0 },
    ]);
  });

  it('shows Wallapop paused, with its error and until when, after three 403s', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'seat leon' } });
    fake.replyAlways({ status: 403, body: { message: 'Forbidden' } });
    const before = Date.now();
    const summary = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(summary?.sources).toEqual(['feed']);
    // Wallapop is polled by area on its own schedule: two more polls come due.
    for (let poll = 0; poll < 2; poll += 1) {
      await t.database.executeSql('update source_polls set next_poll_at = now()');
      await t.app.ctx.engine.pollNow();
    }
    expect(fake.requests).toHaveLength(3);

    const wallapop = getStatusBody(await t.as(admin).get('/api/Sources/status')).find((s) => s.source === 'wallapop');
    expect(wallapop).toMatchObject({ enabled: true, state: 'paused', consecutiveFailures: 3, lastOkAt: null });
    expect(wallapop?.lastError).toMatch(/^HTTP 403 from 127\.0\.0\.1:\d+\/api\/v3\/search/);
    const pausedFor = Date.parse(wallapop?.pausedUntil ?? '') - before;
    expect(pausedFor).toBeGreaterThanOrEqual(30 * 60_000);
    expect(pausedFor).toBeLessThan(31 * 60_000);

    await t.database.executeSql('update source_polls set next_poll_at = now()');
    await t.app.ctx.engine.pollNow();
    expect(fake.requests).toHaveLength(3);
  });
});

describe('SOURCES', () => {
  describe('without Wallapop', () => {
    // Evaluated after the file's own app, so the same feed files are set.
    const feedOnly = useTestApp(() => ({ FEED_FILES: feedFiles }));

    it('reports Wallapop off when SOURCES does not name it', async () => {
      const statuses = await feedOnly.app.ctx.sources.status();
      expect(statuses.map((s) => [s.source, s.enabled])).toEqual([
        ['feed', true],
        ['wallapop', false],
      ]);
    });
  });

  // The app must refuse to start, so it is built here on the file's database rather than through useTestApp.
  it('refuses to start with an unknown source, naming it and the known ones', async () => {
    const config = testConfig({ SOURCES: 'wallapop, milanuncios' });
    await expect(buildApp({ config, database: t.database, queue: t.queue })).rejects.toThrow(
      'Unknown source in SOURCES: "milanuncios". Known sources: wallapop (the feed is always on).',
    );
  });
});
