import { api } from './api-client';
import { signOut } from './session';

/**
 * Ends the session on the server, then in this tab. 'device' always signs out locally, even when the call
 * fails (offline, or the session already expired); 'everywhere' must reach the server, or it would pretend.
 */
export async function endSession(scope: 'device' | 'everywhere'): Promise<void> {
  if (scope === 'device') {
    await api.post('/api/User/sign-out').catch(() => undefined);
  } else {
    await api.post('/api/User/sign-out-all');
  }
  signOut('user');
}
