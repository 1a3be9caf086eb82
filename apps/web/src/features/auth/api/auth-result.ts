import type { TFunction } from 'i18next';
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

/** The reasons the API layer gives in English (the spec's texts), each with its catalogue text. */
const REASON_KEYS = {
  [MESSAGES.invalidServerResponse]: 'invalidResponse',
  [MESSAGES.noGoogleCredential]: 'noCredential',
} as const;

/**
 * What the user reads, in their language: 'Authentication failed: {reason}' (just 'Authentication failed' when that
 * is the reason). The server's own reasons arrive already in the reader's language (see `errorMessage`).
 */
export function authFailureText(reason: string, t: TFunction<'auth'>): string {
  if (reason === MESSAGES.authFailed) return t('failed');
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return t('failedWithReason', { reason: key ? t(key) : reason });
}
