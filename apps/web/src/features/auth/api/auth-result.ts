import { MESSAGES, type SessionUser } from '@ojeador/shared';
import { errorMessage } from '@/lib/api-client';
import { parseSessionUser } from '@/lib/session';

export interface AuthResult {
  token: string;
  user: SessionUser;
}

/** `{ token, user }` from a sign-in answer, or the spec's 'Invalid response from server'. */
export function toAuthResult(data: unknown): AuthResult {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const user = parseSessionUser(record.user);
  if (typeof record.token !== 'string' || record.token === '' || !user) {
    throw new Error(MESSAGES.invalidServerResponse);
  }
  return { token: record.token, user };
}

/** A failed sign-in call: the server's message field, else 'Authentication failed'. */
export function toAuthError(error: unknown): Error {
  return new Error(errorMessage(error, MESSAGES.authFailed));
}

/** What the user reads: 'Authentication failed: {reason}' (just 'Authentication failed' when that is the reason). */
export function authFailureText(reason: string): string {
  return reason === MESSAGES.authFailed ? reason : `${MESSAGES.authFailed}: ${reason}`;
}
