import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { STORAGE_KEYS } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const blocked = (reason: string | null) => ({
  status: 403,
  body: { code: 'ACCOUNT_BLOCKED', message: 'Tu cuenta está bloqueada', details: { reason }, requestId: 'r' },
});
const BLOCKED = blocked('Pagos con tarjetas robadas');

afterEach(() => {
  toast.dismiss();
  sessionStorage.clear();
});

describe('a blocked account', () => {
  it('is signed out on its next call and sent to the page that says why, with the balance and support', async () => {
    storeSession();
    stubFetch({ ...AUTH_CONFIG_DEV, 'GET /api/Search': BLOCKED, 'GET /api/Notification/unread-count': BLOCKED, 'GET /api/Subscription/limits': BLOCKED });
    const { router } = renderApp('/busquedas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está bloqueada' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta-bloqueada'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByText('Pagos con tarjetas robadas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Qué pasa con tu saldo?' })).toBeInTheDocument();
    expect(screen.getByText('Tu saldo sigue siendo tuyo: el bloqueo no lo toca ni lo retira.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'soporte@ojeador.es' })).toHaveAttribute('href', expect.stringMatching(/^mailto:soporte@ojeador\.es\?subject=/));
    // Not the generic "log in" message on top of it.
    expect(screen.queryByText('Inicia sesión para ver tus búsquedas')).not.toBeInTheDocument();
  });

  it('says when the admin gave no reason', async () => {
    storeSession();
    stubFetch({
      ...AUTH_CONFIG_DEV,
      'GET /api/Search': blocked(null),
      'GET /api/Notification/unread-count': blocked(null),
      'GET /api/Subscription/limits': blocked(null),
    });
    renderApp('/busquedas');
    expect(await screen.findByText('El administrador no indicó ningún motivo.')).toBeInTheDocument();
  });

  it('opens the page when a sign-in is refused as blocked, in English too', async () => {
    await setLanguage('en');
    stubFetch({ ...AUTH_CONFIG_DEV, 'POST /api/User/dev-login': BLOCKED });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in', busy: false }));
    await user.type(await screen.findByLabelText('Name'), 'Lucía');
    await user.type(screen.getByLabelText('Email'), 'lucia@example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta-bloqueada'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeInTheDocument();
    expect(screen.getByText('Pagos con tarjetas robadas')).toBeInTheDocument();
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
