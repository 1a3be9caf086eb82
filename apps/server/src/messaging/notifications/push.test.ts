import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, subscriptions } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { signIn, subscribe, type SignedIn } from '../../../test/factories.js';
import { browserKeys } from '../../../test/fakes/push-service-fake.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { PUSH_DEVICES_PER_USER } from './push.service.js';

/** Alerts on the phone (Web Push, README "Configuration"): the calls a device subscribes and unsubscribes itself with. */

const t = useTestApp();
let plus: SignedIn;
let free: SignedIn;
beforeAll(async () => {
  plus = await signIn(t.app, { name: 'Paula Plus' });
  await subscribe(t.app, plus.user.id, 'plus');
  free = await signIn(t.app, { name: 'Fermín Free' });
});

let device = 0;
/** A device's PushSubscription.toJSON(), with keys a browser would make. */
function subscription(language?: 'es' | 'en') {
  const { p256dh, auth } = browserKeys();
  device += 1;
  return {
    endpoint: `https://push.example.com/send/device-${device}-${Date.now()}`,
    expirationTime: null,
    keys: { p256dh, auth },
    ...(language ? { language } : {}),
  };
}
const rowsOf = (endpoint: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/key', () => {
  it("answers anyone the server's VAPID public key: an uncompressed P-256 point in base64url", async () => {
    const res = await t.anonymous.get('/api/push/key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    // The same key every time: a subscription only takes pushes signed by the key it was made with.
    expect((await t.as(plus).get('/api/push/key')).json()).toEqual({ publicKey });
  });
});

describe('POST /api/push/subscriptions', () => {
  it('subscribes a Plus device (201) in its language; the same endpoint again replaces its keys', async () => {
    const first = subscription('en');
    const res = await t.as(plus).post('/api/push/subscriptions', first);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ endpoint: first.endpoint });
    expect(await rowsOf(first.endpoint)).toMatchObject([{ userId: plus.user.id, p256dh: first.keys.p256dh, auth: first.keys.auth, language: 'en' }]);

    const renewed = { ...subscription(), endpoint: first.endpoint };
    expect((await t.as(plus).post('/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await rowsOf(first.endpoint)).toMatchObject([{ userId: plus.user.id, p256dh: renewed.keys.p256dh, language: 'es' }]);
  });

  it('moves a device to whoever subscribes it last (one browser, another account)', async () => {
    const pro = await signIn(t.app);
    await subscribe(t.app, pro.user.id, 'pro');
    const shared = subscription();
    await t.as(plus).post('/api/push/subscriptions', shared);
    expect((await t.as(pro).post('/api/push/subscriptions', shared)).statusCode).toBe(201);
    expect(await rowsOf(shared.endpoint)).toMatchObject([{ userId: pro.user.id }]);
  });

  it('lets the administrator subscribe (every plan benefit) and refuses Free with PLAN_REQUIRED (409)', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
    expect((await t.as(admin).post('/api/push/subscriptions', subscription())).statusCode).toBe(201);
    const refused = subscription();
    const res = await t.as(free).post('/api/push/subscriptions', refused);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: 'Las notificaciones en el móvil son de los planes Avanzado y Premium' });
    expect(await rowsOf(refused.endpoint)).toEqual([]);
  });

  it(`keeps an account's ${PUSH_DEVICES_PER_USER} most recent devices: one more replaces the oldest`, async () => {
    const many = await signIn(t.app);
    await subscribe(t.app, many.user.id, 'pro');
    const devices = Array.from({ length: PUSH_DEVICES_PER_USER + 1 }, () => subscription());
    for (const one of devices) expect((await t.as(many).post('/api/push/subscriptions', one)).statusCode).toBe(201);
    const kept = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, many.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((one) => one.endpoint)
        .sort(),
    );
  });

  it('answers 401 without a session', async () => {
    const res = await t.anonymous.post('/api/push/subscriptions', subscription());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['no endpoint', { keys: subscription().keys }],
    ['an endpoint that is not http(s)', { ...subscription(), endpoint: 'javascript:alert(1)' }],
    ['no keys', { endpoint: subscription().endpoint }],
    ['keys not in base64url', { ...subscription(), keys: { p256dh: 'not base64!', auth: 'x' } }],
    ['an unknown language', { ...subscription(), language: 'fr' }],
  ])('answers 400 VALIDATION for %s', async (_case, body) => {
    const res = await t.as(plus).post('/api/push/subscriptions', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("unsubscribes the caller's device (204), then answers 404 for it", async () => {
    const mine = subscription();
    await t.as(plus).post('/api/push/subscriptions', mine);
    const res = await t.as(plus).request('DELETE', '/api/push/subscriptions', { endpoint: mine.endpoint });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(mine.endpoint)).toEqual([]);
    const again = await t.as(plus).request('DELETE', '/api/push/subscriptions', { endpoint: mine.endpoint });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Este dispositivo no recibe notificaciones' });
  });

  it("answers 404 for another user's device and leaves it subscribed; a Free user may still unsubscribe", async () => {
    const theirs = subscription();
    await t.as(plus).post('/api/push/subscriptions', theirs);
    expect((await t.as(free).request('DELETE', '/api/push/subscriptions', { endpoint: theirs.endpoint })).statusCode).toBe(404);
    expect(await rowsOf(theirs.endpoint)).toHaveLength(1);

    // Subscribed on Plus, downgraded since: turning it off must still work.
    const downgraded = await signIn(t.app);
    const paid = await subscribe(t.app, downgraded.user.id, 'plus');
    const device = subscription();
    expect((await t.as(downgraded).post('/api/push/subscriptions', device)).statusCode).toBe(201);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, paid.id));
    expect((await t.as(downgraded).request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).statusCode).toBe(204);
  });

  it('answers 401 without a session and 400 without an endpoint', async () => {
    expect((await t.anonymous.request('DELETE', '/api/push/subscriptions', { endpoint: 'https://push.example.com/x' })).statusCode).toBe(401);
    const res = await t.as(plus).request('DELETE', '/api/push/subscriptions', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
