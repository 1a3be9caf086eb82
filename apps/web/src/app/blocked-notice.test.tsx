import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const BLOCKED = { status: 403, body: { code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada', requestId: 'r' } };

afterEach(() => {
  toast.dismiss();
});

describe('a blocked account', () => {
  it('is signed out on its next call and told why', async () => {
    storeSession();
    stubFetch({ ...AUTH_CONFIG_DEV, 'GET /api/Search': BLOCKED, 'GET /api/Notification/unread-count': BLOCKED, 'GET /api/Subscription/limits': BLOCKED });
    const { router } = renderApp('/busquedas');
    expect(await screen.findByText('Tu cuenta está bloqueada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    // Not the generic "log in" message on top of it.
    expect(screen.queryByText('Inicia sesión para continuar')).not.toBeInTheDocument();
  });

  it('keeps the session on any other 403', async () => {
    storeSession();
    stubFetch({
      'GET /api/Search': { status: 403, body: { code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción', requestId: 'r' } },
      'GET /api/Notification/unread-count': { body: { count: 0 } },
    });
    renderApp('/busquedas');
    await waitFor(() => expect(screen.getAllByText(/No tienes permiso/).length).toBeGreaterThan(0));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });
});
