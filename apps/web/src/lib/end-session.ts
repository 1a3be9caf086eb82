import { api, apiFetch } from './api-client';
import { signOut } from './session';

/**
 * This browser's push subscription belongs to the account signing out: the next person to sign in here
 * must not get its alerts. The server forgets it while the session still works, and the browser drops it, so a
 * push that still comes is refused (410) and the server deletes it then. Best effort: never blocks signing out.
 */
async function dropPushSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Push is this device's extra: signing out goes on regardless.
  }
}

/**
 * Ends the session on the server, then in this tab. 'device' always signs out locally, even when the call
 * fails (offline, or the session already expired); 'everywhere' must reach the server, or it would pretend.
 * Either way this device stops taking the account's pushed alerts.
 */
export async function endSession(scope: 'device' | 'everywhere'): Promise<void> {
  await dropPushSubscription();
  if (scope === 'device') {
    await api.post('/api/User/sign-out').catch(() => undefined);
  } else {
    await api.post('/api/User/sign-out-all');
  }
  signOut('user');
}
