import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { makeToken, makeUser, storeSession } from '@/test/tokens';
import { getLastSignOut, getSession, readTokenPayload, signIn, signOut, updateUser, useSession } from './session';

const stored = () => [localStorage.getItem(STORAGE_KEYS.authToken), localStorage.getItem(STORAGE_KEYS.userData)];

function expectSignedOutAndCleared() {
  expect(getSession()).toBeNull();
  expect(stored()).toEqual([null, null]);
}

describe('session validation (spec 000 sections 3 and 5)', () => {
  it('reads a valid stored session', () => {
    const user = storeSession({ role: 'Expert' });
    expect(getSession()).toEqual({ token: localStorage.getItem(STORAGE_KEYS.authToken), user });
  });

  it('accepts a token without exp', () => {
    const token = makeToken({ exp: undefined });
    storeSession({}, token);
    expect(getSession()?.token).toBe(token);
  });

  it('treats a token that is not three dot-separated parts as signed out and clears both keys', () => {
    const [header, payload] = makeToken().split('.');
    storeSession({}, `${header}.${payload}`);
    expectSignedOutAndCleared();

    storeSession({}, `${makeToken()}.extra`);
    expectSignedOutAndCleared();
  });

  it('treats an unreadable payload as signed out', () => {
    storeSession({}, 'aGVhZGVy.%%%not-base64%%%.c2ln');
    expectSignedOutAndCleared();

    // valid base64url but not JSON
    storeSession({}, `aGVhZGVy.${btoa('not json').replace(/=+$/, '')}.c2ln`);
    expectSignedOutAndCleared();
  });

  it('treats an expired token as absent', () => {
    storeSession({}, makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expectSignedOutAndCleared();
  });

  it('requires a numeric id', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, makeToken());
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...makeUser(), id: '7' }));
    expectSignedOutAndCleared();
  });

  it('requires name and e-mail, and readable JSON', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, makeToken());
    const { email: _email, ...withoutEmail } = makeUser();
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(withoutEmail));
    expectSignedOutAndCleared();

    localStorage.setItem(STORAGE_KEYS.authToken, makeToken());
    localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    expectSignedOutAndCleared();
  });

  it('clears a lone token or a lone user', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, makeToken());
    expectSignedOutAndCleared();
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(makeUser()));
    expectSignedOutAndCleared();
  });

  it('coerces phoneVerified to a boolean', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, makeToken());
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...makeUser(), phoneVerified: 'true' }));
    expect(getSession()?.user.phoneVerified).toBe(true);

    const { phoneVerified: _p, ...withoutFlag } = makeUser();
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(withoutFlag));
    expect(getSession()?.user.phoneVerified).toBe(false);
  });

  it('reads the payload of a token with UTF-8 claims', () => {
    expect(readTokenPayload(makeToken({ name: 'Íñigo' }))?.name).toBe('Íñigo');
  });
});

describe('session store', () => {
  it('signIn stores both keys, updateUser replaces the user, signOut clears and remembers why', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    const token = makeToken();
    act(() => {
      signIn(token, makeUser({ phoneVerified: false }));
    });
    expect(result.current?.token).toBe(token);
    expect(result.current?.user.phoneVerified).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).id).toBe(7);

    act(() => {
      updateUser({ ...result.current!.user, phoneVerified: true });
    });
    expect(result.current?.user.phoneVerified).toBe(true);

    act(() => signOut());
    expect(result.current).toBeNull();
    expect(stored()).toEqual([null, null]);
    expect(getLastSignOut()?.reason).toBe('user');
  });

  it('refuses to store an unusable token or user', () => {
    expect(signIn('not-a-token', makeUser())).toBeNull();
    expect(signIn(makeToken(), { name: 'x' })).toBeNull();
    expect(stored()).toEqual([null, null]);
  });
});
