import { useSyncExternalStore } from 'react';
import { ROLES, STORAGE_KEYS, type Role, type SessionUser } from '@ojeador/shared';

/**
 * The browser session (spec 000 sections 3-5): `authToken` + `userData` in localStorage.
 * Anything unreadable, expired or incomplete counts as signed out and both keys are removed.
 * A tiny external store: components read it with `useSession()`, code outside React with `getSession()`.
 */
export interface Session {
  token: string;
  user: SessionUser;
}

/** 'blocked': the server refused the session because the admin blocked the account (code ACCOUNT_BLOCKED). */
export type SignOutReason = 'user' | 'expired' | 'blocked';

type Listener = () => void;

const listeners = new Set<Listener>();
let cache: { rawToken: string | null; rawUser: string | null; session: Session | null; expiresAt: number | null } | null = null;
let lastSignOut: { reason: SignOutReason; at: number } | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | null = null;
let scheduledFor: number | null = null;

const MAX_TIMER_MS = 2_147_483_647;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The JSON payload of a three-part token, or null when the token is malformed or the payload unreadable. */
export function readTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds (null: the token has no `exp`), or undefined when the token is unusable. */
function tokenExpiry(token: string, now: number): number | null | undefined {
  const payload = readTokenPayload(token);
  if (!payload) return undefined;
  if (payload.exp === undefined) return null;
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return undefined;
  const expiresAt = payload.exp * 1000;
  return expiresAt > now ? expiresAt : undefined;
}

export function isTokenUsable(token: string, now: number = Date.now()): boolean {
  return tokenExpiry(token, now) !== undefined;
}

/** The stored user with the spec's rules: numeric id, name, e-mail, phoneVerified coerced to a boolean. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { id, name, email, phoneVerified, role, phoneNumber, pictureUrl } = record;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof name !== 'string' || typeof email !== 'string' || email.trim() === '') return null;
  return {
    id,
    name,
    email,
    phoneVerified: phoneVerified === true || phoneVerified === 'true' || phoneVerified === 1,
    role: typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'User',
    phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : null,
    pictureUrl: typeof pictureUrl === 'string' && pictureUrl !== '' ? pictureUrl : null,
  };
}

function parseStored(rawToken: string | null, rawUser: string | null, now: number) {
  if (!rawToken || !rawUser) return null;
  const expiresAt = tokenExpiry(rawToken, now);
  if (expiresAt === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return null;
  }
  const user = parseSessionUser(parsed);
  return user ? { session: { token: rawToken, user }, expiresAt } : null;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

function scheduleExpiry(expiresAt: number | null) {
  if (scheduledFor === expiresAt) return;
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = null;
  scheduledFor = expiresAt;
  if (expiresAt === null) return;
  const delay = Math.min(Math.max(expiresAt - Date.now(), 0) + 50, MAX_TIMER_MS);
  expiryTimer = setTimeout(() => {
    expiryTimer = null;
    scheduledFor = null;
    if (cache?.session && cache.expiresAt !== null && cache.expiresAt <= Date.now()) {
      lastSignOut = { reason: 'expired', at: Date.now() };
    }
    notify();
  }, delay);
}

function clearStorage() {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.authToken);
  store?.removeItem(STORAGE_KEYS.userData);
}

/** The current session, read from storage (cached while storage is unchanged). Invalid data is removed. */
export function getSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const now = Date.now();
  const rawToken = store.getItem(STORAGE_KEYS.authToken);
  const rawUser = store.getItem(STORAGE_KEYS.userData);
  if (cache && cache.rawToken === rawToken && cache.rawUser === rawUser && (cache.expiresAt === null || cache.expiresAt > now)) {
    return cache.session;
  }
  const parsed = parseStored(rawToken, rawUser, now);
  if (!parsed && (rawToken !== null || rawUser !== null)) clearStorage();
  const session = parsed?.session ?? null;
  // Keep the previous object when nothing that matters changed, so subscribers do not re-render.
  const same = cache?.session && session && cache.session.token === session.token && cache.rawUser === rawUser;
  cache = {
    rawToken: parsed ? rawToken : null,
    rawUser: parsed ? rawUser : null,
    session: same ? cache!.session : session,
    expiresAt: parsed?.expiresAt ?? null,
  };
  scheduleExpiry(cache.expiresAt);
  return cache.session;
}

export function getAuthToken(): string | null {
  return getSession()?.token ?? null;
}

/** Stores a new session. Returns it, or null when the token or user is not acceptable (nothing is stored). */
export function signIn(token: string, user: unknown): Session | null {
  const parsedUser = parseSessionUser(user);
  if (!parsedUser || !isTokenUsable(token)) return null;
  const store = storage();
  if (!store) return null;
  store.setItem(STORAGE_KEYS.authToken, token);
  store.setItem(STORAGE_KEYS.userData, JSON.stringify(parsedUser));
  lastSignOut = null;
  notify();
  return getSession();
}

/** Replaces the stored user of the current session (e.g. phoneVerified after verification). */
export function updateUser(user: unknown): Session | null {
  const current = getSession();
  const parsedUser = parseSessionUser(user);
  if (!current || !parsedUser) return null;
  storage()?.setItem(STORAGE_KEYS.userData, JSON.stringify(parsedUser));
  notify();
  return getSession();
}

export function signOut(reason: SignOutReason = 'user'): void {
  const hadSession = getSession() !== null;
  clearStorage();
  if (hadSession) lastSignOut = { reason, at: Date.now() };
  notify();
}

/** Forgets how the last session ended (the unit tests' setup: the files of a worker share this module). */
export function forgetLastSignOut(): void {
  lastSignOut = null;
}

/** How and when the last session ended in this tab (the guards use it to word their message). */
export function getLastSignOut(): { reason: SignOutReason; at: number } | null {
  return lastSignOut;
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_KEYS.authToken || event.key === STORAGE_KEYS.userData) notify();
}

export function subscribeSession(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
