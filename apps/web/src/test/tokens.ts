import { STORAGE_KEYS, type SessionUser } from '@ojeador/shared';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's (three parts, base64url JSON payload). Not signed: the browser never checks. */
export function makeToken(payload: Record<string, unknown> = {}): string {
  const body = { sub: '1', exp: Math.floor(Date.now() / 1000) + 3600, ...payload };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(body))}.c2lnbmF0dXJl`;
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
    phoneVerified: true,
    role: 'User',
    phoneNumber: '+34612345678',
    pictureUrl: null,
    ...overrides,
  };
}

/** Writes a session straight into storage, as a previous visit would have left it. */
export function storeSession(overrides: Partial<SessionUser> = {}, token: string = makeToken()): SessionUser {
  const user = makeUser(overrides);
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  return user;
}
