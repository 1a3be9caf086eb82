import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { makeToken, makeUser } from '@/test/tokens';
import type { GoogleAccountsId, GoogleCredentialResponse } from '../lib/google-identity';

const GOOGLE_CONFIG = { 'GET /api/User/auth-config': { body: { googleClientId: 'client-123', devLogin: false } } };

/** Stands in for Google's script (the third-party edge): records the config and draws a button. */
function fakeGoogle() {
  const state: { clientId?: string; callback?: (response: GoogleCredentialResponse) => void } = {};
  const id: GoogleAccountsId = {
    initialize: (config) => {
      state.clientId = config.client_id;
      state.callback = config.callback;
    },
    renderButton: (parent) => {
      parent.innerHTML = '<button type="button">Sign in with Google</button>';
    },
    disableAutoSelect: () => undefined,
  };
  (window as unknown as { google?: unknown }).google = { accounts: { id } };
  return state;
}

afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
});

describe('Google sign-in', () => {
  it("renders Google's button with the configured client id and signs in with the credential", async () => {
    const google = fakeGoogle();
    const token = makeToken();
    const { calls } = stubFetch({
      ...GOOGLE_CONFIG,
      'POST /api/User/google-auth': { body: { token, user: makeUser({ phoneVerified: true }) } },
    });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(google.clientId).toBe('client-123');

    act(() => google.callback?.({ credential: 'google-id-token' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(token));
    expect(calls.find((c) => c.path === '/api/User/google-auth')?.body).toEqual({ credential: 'google-id-token' });
    expect(await screen.findByRole('button', { name: 'Menú de usuario' })).toBeInTheDocument();
  });

  it("reports 'No credential received from Google'", async () => {
    const google = fakeGoogle();
    stubFetch(GOOGLE_CONFIG);
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    act(() => google.callback?.({}));
    expect(await screen.findByText('Error de autenticación: No se recibió ninguna credencial de Google')).toBeInTheDocument();
  });

  it("reports the server message, else 'Authentication failed'", async () => {
    const google = fakeGoogle();
    stubFetch({ ...GOOGLE_CONFIG, 'POST /api/User/google-auth': { status: 401 } });
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    act(() => google.callback?.({ credential: 'bad' }));
    expect(await screen.findByText('Error de autenticación')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
