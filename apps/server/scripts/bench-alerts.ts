/**
 * How long a new ad takes to reach its customer (docs/operations.md "Alert time"): the real server
 * (src/main.ts, PGlite) reads a feed file; an administrator (instant alerts are theirs without a plan) has one search
 * per bench ad, with "Alertas al momento" on; the bench publishes the ads one at a time and measures, for each, from
 * the moment it was written to the feed to its notification in the bell and its e-mail in the outbox.
 *
 *   npm run bench:alerts [-- --ads 50 --every 3 --poll-seconds 30 --load 100]
 *
 * `--load` adds a paced read load (requests/s) on a results page for the whole run. Prints p50, p95 and max.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { carAd, rewritableFeed, type FeedLine } from '../test/feed-file.js';
import { startServer, stopServer } from './bench-api-server.js';
import { pacedLoad } from './paced-load.js';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '50' },
    every: { type: 'string', default: '3' },
    'poll-seconds': { type: 'string' },
    load: { type: 'string', default: '0' },
    port: { type: 'string', default: '3288' },
  },
});
const ADS = Number(values.ads);
const EVERY_MS = Number(values.every) * 1000;
const LOAD = Number(values.load);
const PORT = Number(values.port);
const base = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = 'bench-admin@ojeador.example';

/** A León market of 120 ordinary ads, so each bench ad (20 % under it, six photos, a full text) scores as a deal. */
const market: FeedLine[] = Array.from({ length: 120 }, (_, i) => {
  const year = 2016 + (i % 8);
  return carAd({
    externalId: `market-${i}`,
    title: `Seat León 1.5 TSI ${110 + (i % 3) * 20} CV`,
    price: Math.round((9000 + (year - 2016) * 1400) * (0.95 + (i % 10) / 100)),
    attributes: { year, km: (2025 - year) * 15000 + (i % 7) * 3000, fuel: 'gasolina' },
  });
});
const tag = (i: number) => `rf${(i + 10).toString(36)}q`;
const benchAd = (i: number): FeedLine =>
  carAd({
    externalId: `bench-${i}`,
    title: `Seat León 1.5 TSI 130 CV ${tag(i)}`,
    description: `Seat León de 2021 con 45.000 km, un solo dueño, libro de revisiones completo, ITV recién pasada y neumáticos nuevos. Referencia ${tag(i)}.`,
    price: 12_500,
    images: Array.from({ length: 6 }, (_, k) => `/demo-images/car-${(k % 3) + 1}.svg`),
    publishDate: new Date().toISOString(),
    attributes: { year: 2021, km: 45000, fuel: 'gasolina' },
  });

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signInAdmin(): Promise<string> {
  const { token } = await call<{ token: string }>('POST', '/api/User/dev-login', null, { name: 'Bench Admin', email: ADMIN_EMAIL });
  const phoneNumber = '+34600111222';
  await call('POST', '/api/User/send-verification', token, { phoneNumber });
  const outbox = await call<{ to: string; body: string }[]>('GET', '/api/dev/outbox', null);
  const code = outbox.find((m) => m.to === phoneNumber)?.body.match(/\b(\d{6})\b/)?.[1];
  await call('POST', '/api/User/verify-code', token, { phoneNumber, code });
  return token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (label: string, seconds: number[]) => {
  const sorted = [...seconds].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} s`;
  console.log(
    `${label.padEnd(8)} ${String(sorted.length).padStart(3)}/${ADS}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted.at(-1) ?? NaN)}`,
  );
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-bench-alerts-'));
const feed = rewritableFeed('bench-alerts');
feed.publish(market);
const pollSeconds = values['poll-seconds'];
const server = await startServer('pglite', PORT, dataDir, null, true, {
  FEED_FILES: feed.file,
  ADMIN_EMAIL,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_WRITES_PER_MINUTE: '10000',
  ...(pollSeconds ? { SOURCE_POLL_SECONDS: pollSeconds } : {}),
});
try {
  const token = await signInAdmin();
  const searches: number[] = [];
  for (let i = 0; i < ADS; i++) {
    const parameters = { keywords: `leon ${tag(i)}`, userSearch: 'Un León', serviceTypeId: 1, locationRange: 50, latitude: 40.4168, longitude: -3.7038 };
    const { id } = await call<{ id: number }>('POST', '/api/Search', token, {
      title: `León ${tag(i)}`,
      description: 'Un León',
      category: 1,
      frequency: 24,
      parameters,
    });
    await call('PUT', `/api/Search/${id}/instant-alerts`, token, { enabled: true });
    searches.push(id);
  }
  const load =
    LOAD > 0
      ? pacedLoad(
          `${base}/api/SearchResult/${searches[0]}/results?limit=24`,
          { authorization: `Bearer ${token}` },
          { rate: LOAD, durationSeconds: (ADS * EVERY_MS) / 1000 + 150, maxSockets: 50 },
        )
      : null;
  const written = new Map<number, number>();
  const bell = new Map<number, number>();
  const email = new Map<number, number>();
  const publishing = (async () => {
    for (let i = 0; i < ADS; i++) {
      feed.publish([...feed.lines(), benchAd(i)]);
      written.set(searches[i], Date.now());
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  const deadline = Date.now() + ADS * EVERY_MS + 240_000;
  while ((bell.size < ADS || email.size < ADS) && Date.now() < deadline) {
    const notices = await call<{ url: string | null; createdAt: string }[]>('GET', '/api/Notification?scope=mine', token);
    for (const n of notices) {
      const id = Number(n.url?.match(/^\/busquedas\/(\d+)/)?.[1]);
      if (written.has(id) && !bell.has(id)) bell.set(id, new Date(n.createdAt).getTime());
    }
    const outbox = await call<{ to: string; body: string; createdAt?: string }[]>('GET', '/api/dev/outbox', null);
    for (const m of outbox) {
      const id = Number(m.body.match(/\/busquedas\/(\d+)/)?.[1]);
      if (m.to === ADMIN_EMAIL && written.has(id) && !email.has(id)) email.set(id, m.createdAt ? new Date(m.createdAt).getTime() : Date.now());
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await publishing;
  const latency = (arrived: Map<number, number>) => [...arrived].map(([id, at]) => (at - written.get(id)!) / 1000);
  console.log(`bench:alerts: ${ADS} ads, one every ${EVERY_MS / 1000} s, SOURCE_POLL_SECONDS ${pollSeconds ?? 'default'}, read load ${LOAD} req/s`);
  summary('bell', latency(bell));
  summary('e-mail', latency(email));
  if (load) {
    const figures = await load;
    console.log(`reads    ${figures.rps.toFixed(0)} req/s  p50 ${figures.p50.toFixed(0)} ms  p99 ${figures.p99.toFixed(0)} ms  errors ${figures.errors}`);
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
