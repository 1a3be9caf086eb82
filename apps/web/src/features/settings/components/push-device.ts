import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { deletePushSubscription, savePushSubscription } from '../api/push-subscriptions';

/** The service worker that shows pushed alerts (apps/web/public/sw.js). */
const SERVICE_WORKER = '/sw.js';

/** What this device can do about alerts on the phone. */
export type PushState = 'loading' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window.PushManager !== 'undefined' && typeof window.Notification !== 'undefined';

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER);
  return navigator.serviceWorker.ready;
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether this browser holds a push subscription now ('on'), or why not. */
export async function devicePushState(): Promise<Exclude<PushState, 'loading' | 'unavailable'>> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await workerRegistration()).pushManager.getSubscription();
  if (subscription) return 'on';
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

export type SubscribeOutcome = 'on' | 'blocked' | 'dismissed' | 'planRequired';

/**
 * Asks for the permission (the click is the user gesture browsers want), subscribes this browser with the server's
 * VAPID key and hands the subscription to the server. On Free the server refuses: the browser's subscription is
 * dropped again, so the switch and the browser agree.
 */
export async function subscribeDevice(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'dismissed';
  const { pushManager } = await workerRegistration();
  const subscription =
    (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  try {
    await savePushSubscription({
      endpoint: endpoint ?? subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      language: currentLanguage(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') {
      await subscription.unsubscribe();
      return 'planRequired';
    }
    throw error;
  }
  return 'on';
}

/** Tells the server to stop (a 404 means it had already forgotten this device) and drops the browser's subscription. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await (await workerRegistration()).pushManager.getSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
