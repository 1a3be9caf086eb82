import type { Page } from '@playwright/test';
import { pushPayloadSchema } from '@ojeador/shared';
import { browserKeys, decryptPush, startPushServiceFake } from './push-service';
import { expect, test } from './fixtures';
import { createDemoSearch, expectNoSeriousViolations, signInVerified } from './helpers';

/**
 * Alerts on the phone: a Plus customer turns on notifications for this device in Configuración, a search
 * finds ads, and the alert shows up as a notification that links to the best ad.
 *
 * What is faked, and why: headless Chromium cannot reach a real push service (no network here, and Chromium's own
 * push service is Google's FCM), so `PushManager.subscribe` cannot succeed. The page's `pushManager.subscribe` and
 * `getSubscription` are replaced (addInitScript below) by a subscription to a push service on loopback whose keys
 * this test holds, as a browser would. Everything else is real: the permission, the service worker's registration,
 * the settings switch and its calls, the server's alert and its web-push request (encrypted and signed). The test
 * then does what the push service and the browser would do: decrypts the message with the subscription's keys and
 * hands it to the service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which shows it.
 */

type FakeSubscription = { endpoint: string; p256dh: string; auth: string };

/** Runs in the page before the app: PushManager keeps one fake subscription (in localStorage, so reloads keep it). */
function fakePushManager(subscription: FakeSubscription) {
  const storeKey = 'e2e.pushSubscription';
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(storeKey);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer) : null;
    localStorage.setItem(storeKey, JSON.stringify({ applicationServerKey: bytes ? btoa(String.fromCharCode(...bytes)) : key }));
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(storeKey) ? make() : null) as unknown as PushSubscription;
  };
}

/** Pays for Plus through the local provider's checkout, from /suscripciones. */
async function upgradeToPlus(page: Page) {
  await page.goto('/suscripciones');
  await page.getByRole('article', { name: 'Avanzado' }).getByRole('button', { name: 'Mejorar a Avanzado' }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: 'Pagar 9,99 €' }).click();
  await expect(page.getByText('Suscripción activada con éxito').first()).toBeVisible();
}

test('a Plus customer turns on notifications on this device and the next alert arrives as one that opens the ad', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const pushService = await startPushServiceFake();
  try {
    const keys = browserKeys();
    await page.addInitScript(fakePushManager, { endpoint: `${pushService.url}/push/e2e-device`, p256dh: keys.p256dh, auth: keys.auth });
    await context.grantPermissions(['notifications'], { origin: baseURL });

    // The app is installable: a manifest with its icons, and a service worker in control of the whole site.
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ name: 'Ojeador', display: 'standalone', start_url: '/' });
    await signInVerified(page, 'Nuria Notificaciones');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${baseURL}/`);
    await upgradeToPlus(page);

    // Configuración: the switch is next to e-mail and WhatsApp, labelled, and acts at once.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configuración' });
    const toggle = dialog.getByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await expect(dialog.getByRole('switch', { name: 'Notificaciones por email' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.getByText('Notificaciones activadas en este dispositivo').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The browser was asked to subscribe with the server's VAPID key.
    const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
    const asked = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e.pushSubscription') ?? '{}').applicationServerKey as string);
    expect(Buffer.from(asked, 'base64').toString('base64url')).toBe(publicKey);
    await expectNoSeriousViolations(page, 'Configuración with notifications on this device');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // A new search finds ads: its alert goes to the push service, encrypted for this device.
    await createDemoSearch(page, { title: 'Seat León en el móvil', description: 'Un Seat León en buen estado', keywords: 'seat leon' });
    await expect.poll(() => pushService.requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [request] = pushService.requests;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const message = decryptPush(request!.body, keys);
    const payload = pushPayloadSchema.parse(JSON.parse(message));
    expect(payload.title).toMatch(/anuncios? nuevos? para «Seat León en el móvil»/);
    expect(payload.url).toMatch(/^\/ad\/\d+$/);

    // The push service hands it to the browser: the service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
      );
    // On a loaded machine the first delivery can reach the worker before it handles pushes, and is dropped: it is
    // delivered again while nothing is shown (the payload's tag makes a second one replace, never add, a notification).
    const id = await registrationId;
    await expect(async () => {
      if ((await shown()).length === 0) await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: message });
      await expect.poll(shown, { timeout: 3_000 }).toEqual([{ title: payload.title, body: payload.body, data: { url: payload.url } }]);
    }).toPass({ timeout: 30_000 });

    // Where a click on it leads (the service worker opens this path): the ad.
    await page.goto(payload.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Seat León/i);
  } finally {
    await pushService.close();
  }
});
