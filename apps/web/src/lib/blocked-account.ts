/**
 * What the server said the last time it refused this browser's account as blocked (403 ACCOUNT_BLOCKED): the
 * admin's reason, kept for the tab in sessionStorage so the blocked-account page can show it after a reload.
 */
export type BlockedAccount = { reason: string | null; at: number };

const KEY = 'ojeador.blockedAccount';
const listeners = new Set<() => void>();

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads `details.reason` of an ACCOUNT_BLOCKED error body (a string, else none). */
export function blockReasonOf(details: unknown): string | null {
  const reason = details !== null && typeof details === 'object' ? (details as { reason?: unknown }).reason : null;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}

export function rememberBlock(reason: string | null): void {
  try {
    store()?.setItem(KEY, JSON.stringify({ reason, at: Date.now() }));
  } catch {
    // Storage full or refused: the page then shows no reason.
  }
  for (const listener of listeners) listener();
}

export function readBlock(): BlockedAccount | null {
  try {
    const value: unknown = JSON.parse(store()?.getItem(KEY) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { reason, at } = value as Record<string, unknown>;
    return { reason: typeof reason === 'string' ? reason : null, at: typeof at === 'number' ? at : 0 };
  } catch {
    return null;
  }
}

/** Called whenever the server refuses the account as blocked (a signed-in call or a sign-in attempt). */
export function onBlocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
