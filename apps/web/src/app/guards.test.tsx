import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

describe('route guards', () => {
  it('confines a user with an unverified phone to /verify-phone (replace)', async () => {
    storeSession({ phoneVerified: false });
    stubFetch({});
    const { router } = renderApp('/busquedas');
    expect(await screen.findByRole('heading', { name: 'Verifica tu teléfono' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-phone');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an unverified user from / too, but lets them read the privacy policy', async () => {
    storeSession({ phoneVerified: false });
    stubFetch({});
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));

    await router.navigate('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });

  it('redirects a non-admin away from /admin', async () => {
    storeSession({ role: 'Expert' });
    stubFetch({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('lets the admin (role from the server) into /admin', async () => {
    const user = storeSession({ role: 'Admin' });
    stubFetch({ 'GET /api/User/me': { body: { user } }, 'GET /api/User/all': { body: { users: [], total: 0, page: 1, pageSize: 25 } } });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeInTheDocument();
  });

  it('sends visitors from a login-required page to / with a message', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    const { router } = renderApp('/suscripciones');
    expect(await screen.findByText('Inicia sesión para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects /searches to /busquedas', async () => {
    storeSession();
    stubFetch({});
    const { router } = renderApp('/searches');
    expect(await screen.findByRole('heading', { name: 'Mis Búsquedas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busquedas');
  });

  it('shows a 404 page for unknown routes', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
