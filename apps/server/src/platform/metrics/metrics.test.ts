import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSearch, signIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { topUp } from '../../../test/hire-factories.js';
import { createTestApp } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { startMetricsListener } from './metrics-routes.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const leon = carAd({ externalId: 'leon-1', price: 14000 });
const feedFile = writeFeed([leon]);
// A second location that is not there: its polls fail.
const missingFeed = path.join(path.dirname(feedFile), 'missing.jsonl');
const t = useTestApp(() => ({ FEED_FILES: `${feedFile},${missingFeed}`, METRICS_TOKEN: TOKEN }));
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** The sum of a family's samples whose labels include `labels` (Prometheus text format). */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

const scrape = async () => {
  const res = await t.anonymous.get('/metrics', bearer(TOKEN));
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  it('is not there unless METRICS_TOKEN is set', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await off.app.inject({ url: '/metrics', ...bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and the Prometheus text with it', async () => {
    const wrong: Record<string, string>[] = [{}, { authorization: 'Bearer x' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }];
    for (const headers of wrong) {
      const res = await t.anonymous.get('/metrics', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const res = await t.anonymous.get('/metrics', bearer(TOKEN));
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^process_cpu_user_seconds_total\{role="all"\} /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds/m);
  });

  it('moves each family after a poll, a read and a payment', async () => {
    const before = await scrape();
    const user = await signIn(t.app);
    const search = await createSearch(t.app, user, { parameters: { keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 50 } });
    // The first run polls the feed (its first read) and alerts the owner of what it found.
    await t.app.ctx.engine.runner.run(search.id, 'schedule');
    writeFeed([leon, carAd({ externalId: 'leon-2', price: 13000 })], path.dirname(feedFile));
    await t.database.db.execute(sql`update source_polls set next_poll_at = now()`);
    const polls = await t.app.ctx.engine.pollNow();
    expect(polls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: feedFile, status: 'read', ingested: 1 }),
        expect.objectContaining({ location: missingFeed, status: 'failed' }),
      ]),
    );
    expect((await t.as(user).get('/api/Categories')).statusCode).toBe(200);
    await topUp(t, user, 10);
    await t.database.db.execute(sql`update searches set next_run_at = now() - interval '1 minute' where id = ${search.id}`);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
    expect(moved('ojeador_http_request_duration_seconds_count', { method: 'GET', route: '/api/Categories', status_class: '2xx' })).toBe(1);
    expect(moved('ojeador_http_request_duration_seconds_count', { route: '/api/Subscription/load-money', status_class: '2xx' })).toBe(1);
    expect(moved('ojeador_source_polls_total', { source: 'feed', status: 'read' })).toBe(2);
    expect(moved('ojeador_source_poll_duration_seconds_count', { source: 'feed' })).toBe(4);
    expect(moved('ojeador_source_poll_ads_total', { source: 'feed', change: 'new' })).toBe(2);
    expect(total(after, 'ojeador_source_last_good_poll_age_seconds', { source: 'feed' })).toBeLessThan(60);
    expect(moved('ojeador_source_polls_total', { source: 'feed', status: 'failed' })).toBe(2);
    expect(moved('ojeador_source_poll_failures_total', { source: 'feed' })).toBe(2);
    expect(moved('ojeador_poll_results_added_count')).toBe(2);
    expect(moved('ojeador_poll_results_added_sum')).toBe(1);
    expect(moved('ojeador_alert_ingest_to_alert_seconds_count', { kind: 'digest' })).toBe(1);
    expect(moved('ojeador_alerts_sent_total', { channel: 'app' })).toBe(1);
    expect(moved('ojeador_alerts_sent_total', { channel: 'email' })).toBe(1);
    expect(after).toMatch(/^ojeador_alert_failures_total\{role="all"\} 0$/m);
    expect(moved('ojeador_ledger_postings_total')).toBe(1);
    expect(moved('ojeador_payment_events_total', { type: 'checkout.completed', outcome: 'applied' })).toBe(1);
    // Read when scraped: the e-mail alert waits in its queue, and the search made due above waits for a worker.
    expect(total(after, 'ojeador_queue_jobs', { queue: 'deliver-message', state: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(total(after, 'ojeador_searches_due_unclaimed')).toBe(1);
  });

  it('is served without a token on its own listener (METRICS_PORT), bound to 127.0.0.1', async () => {
    const listener = await startMetricsListener(t.app.ctx.metrics, 0);
    try {
      const address = listener.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      expect(address.address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^ojeador_source_polls_total/m);
      expect((await fetch(`http://127.0.0.1:${address.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
