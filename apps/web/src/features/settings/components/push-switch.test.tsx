import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { UserSettings } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

/** "Notificaciones en este dispositivo" next to the e-mail and WhatsApp switches. */

const SAVED: UserSettings = { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'light' };
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.com/send/device-1';
const NAME = 'Notificaciones en este dispositivo';

type Handlers = Parameters<typeof stubFetch>[0];
type Permission = 'default' | 'granted' | 'denied';

/**
 * The browser's side, which jsdom lacks: a service worker registration whose PushManager holds at most one subscription,
 * and the Notification permission (what the user answers to the prompt is `answer`).
 */
function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: Permission; answer?: Permission; subscribed?: boolean } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    expirationTime: null,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe: vi.fn(async () => (current = subscription)) };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { subscription, pushManager, notification, subscribed: () => current !== null };
}

async function openSettings(handlers: Handlers = {}) {
  storeSession();
  const stub = stubFetch({ 'GET /api/UserSettings': { body: SAVED }, 'GET /api/push/key': { body: { publicKey: PUBLIC_KEY } }, ...handlers });
  const app = renderApp('/');
  await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Configuración' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Configuración' }));
  const push = await dialog.findByRole('switch', { name: NAME });
  return { ...app, ...stub, dialog, push };
}

const pushCalls = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/push/subscriptions').map((call) => ({ method: call.method, body: call.body }));

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push switch in Configuración', () => {
  it('subscribes this device at once: asks the permission, subscribes with the server key, sends it, says so', async () => {
    const browser = fakeBrowser();
    const { push, user, calls } = await openSettings({ 'POST /api/push/subscriptions': { status: 201, body: { endpoint: ENDPOINT } } });
    await waitFor(() => expect(push).toBeEnabled());
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(push).toHaveAccessibleDescription(/al momento en este móvil u ordenador, gratis.*Avanzado y Premium.*sin Guardar/);

    await user.click(push);
    expect(await screen.findByText('Notificaciones activadas en este dispositivo')).toBeInTheDocument();
    expect(push).toHaveAttribute('aria-checked', 'true');
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(pushCalls(calls)).toEqual([
      { method: 'POST', body: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' }, language: 'es' } },
    ]);
  });

  it('unsubscribes this device, and "Deshacer" in the toast subscribes it again', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { push, user, calls } = await openSettings({
      'DELETE /api/push/subscriptions': { status: 204 },
      'POST /api/push/subscriptions': { status: 201, body: { endpoint: ENDPOINT } },
    });
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'true'));
    await user.click(push);
    expect(await screen.findByText('Notificaciones desactivadas en este dispositivo')).toBeInTheDocument();
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(pushCalls(calls)).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);

    // sonner's pointer handlers need setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(pushCalls(calls)).toHaveLength(2));
    expect(pushCalls(calls)[1]).toMatchObject({ method: 'POST', body: { endpoint: ENDPOINT } });
    expect(browser.subscribed()).toBe(true);
  });

  it('on Free, drops the browser subscription again and points to the plans', async () => {
    const browser = fakeBrowser();
    const { push, user, router } = await openSettings({
      'POST /api/push/subscriptions': { status: 409, body: { code: 'PLAN_REQUIRED', message: 'De pago', requestId: 't' } },
    });
    await waitFor(() => expect(push).toBeEnabled());
    await user.click(push);
    expect(await screen.findByText('👑 Las notificaciones en el móvil son de los planes Avanzado y Premium')).toBeInTheDocument();
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscribed()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ver planes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
    expect(screen.queryByRole('dialog', { name: 'Configuración' })).not.toBeInTheDocument();
  });

  it('stays off when the permission prompt is refused, and says why the switch is off in a blocked browser', async () => {
    fakeBrowser({ answer: 'denied' });
    const { push, user } = await openSettings();
    await waitFor(() => expect(push).toBeEnabled());
    await user.click(push);
    expect(await screen.findByText('El navegador ha bloqueado las notificaciones: permítelas en la configuración del sitio')).toBeInTheDocument();
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription(/Has bloqueado las notificaciones de Ojeador en este navegador/);
  });

  it('is off and disabled, with the reason, in a browser without push or on a server without keys', async () => {
    const { push } = await openSettings();
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription(/Este navegador no admite notificaciones. En iPhone, añade Ojeador a la pantalla de inicio/);
  });

  it('is disabled with the reason on a server without push keys (404)', async () => {
    fakeBrowser();
    const { push } = await openSettings({ 'GET /api/push/key': { status: 404, body: { code: 'NOT_FOUND', message: 'No', requestId: 't' } } });
    await waitFor(() => expect(push).toHaveAccessibleDescription('Las notificaciones en el móvil no están disponibles en este servidor.'));
    expect(push).toBeDisabled();
  });
});
