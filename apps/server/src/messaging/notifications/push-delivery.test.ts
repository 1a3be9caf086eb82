import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '@ojeador/shared';
import { ads, pushSubscriptions } from '../../db/schema/index.js';
import { createSearch, signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { browserKeys, decryptPush, startPushServiceFake, type BrowserKeys } from '../../../test/fakes/push-service-fake.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { generateVapidKeys } from '../../integrations/push/web-push-sender.js';
import { PushRepository } from './push.repository.js';
import { PushService } from './push.service.js';

/**
 * the real `web-push` library encrypts and signs each alert, and a push service on loopback (the only fake:
 * the third party at its HTTP edge) checks what FCM or autopush would, decrypts it as the browser would, and answers
 * 201, or 410 for an expired subscription, which the server then forgets.
 */

const fair = carAd({ externalId: 'fair', price: 13_500 });
const scam = carAd({ externalId: 'scam', price: 6_000, title: 'Seat León 1.0 TSI chollo' });
const comparables = Array.from({ length: 8 }, (_, i) =>
  carAd({ externalId: `comparable-${i}`, price: 15_000 + i * 300, latitude: 41.6, longitude: -0.9, city: 'Zaragoza' }),
);

const fake = await startPushServiceFake();
afterAll(() => fake.close());
const t = useTestApp(() => ({ FEED_FILES: writeFeed([fair, scam, ...comparables]) }));

let owner: SignedIn;
let keys: BrowserKeys;
let endpoint: string;
let publicKey: string;
beforeAll(async () => {
  owner = await signIn(t.app, { name: 'Pablo Plus' });
  await subscribe(t.app, owner.user.id, 'plus');
  keys = browserKeys();
  endpoint = `${fake.url}/wpush/v2/device-1`;
  publicKey = (await t.anonymous.get('/api/push/key')).json().publicKey;
  const res = await t.as(owner).post('/api/push/subscriptions', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, language: 'es' });
  expect(res.statusCode).toBe(201);
});

const near = { latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100 };
async function runSearch(who: SignedIn, title: string, keywords: string) {
  const search = await createSearch(t.app, who, { title, parameters: { keywords, ...near } });
  const before = fake.requests.length;
  await t.app.ctx.engine.runner.run(search.id, 'manual');
  return fake.requests.slice(before);
}

describe('alerts as Web Push', () => {
  it('pushes the good news, encrypted (aes128gcm) and signed (VAPID), opening the best ad and never naming the scam', async () => {
    const pushed = await runSearch(owner, 'Seat León', 'seat leon');
    expect(pushed).toHaveLength(1);
    const [request] = pushed;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/wpush/v2/device-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(request.headers.urgency).toBe('high');
    // RFC 8292: a JWT for the push service's origin, signed with our key, and that key.
    const authorization = request.headers.authorization!;
    const [, jwt, k] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization)!;
    expect(k).toBe(publicKey);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ aud: fake.url, sub: expect.stringMatching(/^mailto:/) });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    // RFC 8188's header: 16-byte salt, record size, our one-time P-256 key (65 bytes).
    expect(request.body.readUInt8(20)).toBe(65);

    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(request.body, keys)));
    const [fairAd] = await t.database.db.select({ id: ads.id }).from(ads).where(eq(ads.externalId, 'fair'));
    expect(payload).toMatchObject({ title: '2 anuncios nuevos para «Seat León»', url: `/ad/${fairAd!.id}`, tag: expect.stringMatching(/^search-\d+$/) });
    expect(payload.body).toMatch(/^1\. Seat León 1\.5 TSI FR · 13\.500 € · \d+\/100 · un \d+ % por debajo de su precio justo$/);
    expect(payload.body).not.toContain('chollo');
  });

  it('pushes nothing when every new ad looks like a scam (no good news), and nothing to a Free user', async () => {
    expect(await runSearch(owner, 'Chollo', 'chollo')).toEqual([]);
    const free = await signIn(t.app);
    const theirs = browserKeys();
    const refused = await t
      .as(free)
      .post('/api/push/subscriptions', { endpoint: `${fake.url}/wpush/v2/free`, keys: { p256dh: theirs.p256dh, auth: theirs.auth } });
    expect(refused.statusCode).toBe(409);
    expect(await runSearch(free, 'Seat León', 'seat leon')).toEqual([]);
  });

  it('words the push in the language the device subscribed in', async () => {
    await t.as(owner).post('/api/push/subscriptions', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, language: 'en' });
    const [request] = await runSearch(owner, 'Golf', 'seat leon');
    expect(JSON.parse(decryptPush(request!.body, keys))).toMatchObject({ title: '2 new ads for “Golf”' });
  });

  it('forgets a subscription the push service says is gone (410), and sends it nothing more', async () => {
    fake.answer(410);
    expect(await runSearch(owner, 'Seat León otra vez', 'seat leon')).toHaveLength(1);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    fake.answer(201);
    expect(await runSearch(owner, 'Seat León y van tres', 'seat leon')).toEqual([]);
  });
});

describe('PushService in production', () => {
  it('takes only https endpoints on public hosts: the server posts to them', async () => {
    const push = new PushService({
      repository: new PushRepository(t.database.db),
      keys: generateVapidKeys(),
      sender: null,
      plans: { instantAlertsAllowed: async (ids) => new Set(ids) },
      localEndpoints: false,
    });
    const { p256dh, auth } = browserKeys();
    for (const local of [`${fake.url}/x`, 'https://127.0.0.1/x', 'https://10.0.0.8/x', 'https://localhost/x', 'http://push.example.com/x']) {
      await expect(push.subscribe(owner.user.id, { endpoint: local, keys: { p256dh, auth } })).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    await expect(push.subscribe(owner.user.id, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } })).resolves.toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
  });
});
