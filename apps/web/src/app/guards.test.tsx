import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/next-path';
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

  it("offers a visitor sign-in on a protected link's own page, and shows the page there once signed in", async () => {
    stubFetch({ ...AUTH_CONFIG_DEV, 'GET /api/Search': { body: [] } });
    const { router } = renderApp('/busquedas/7');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver tu búsqueda' })).toBeInTheDocument();
    expect(screen.getByText('Al entrar volverás aquí.')).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('button', { name: 'Iniciar sesión', busy: false })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busquedas/7');

    await router.navigate('/busquedas');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver tus búsquedas' })).toBeInTheDocument();
    act(() => {
      storeSession();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await screen.findByRole('heading', { name: 'Mis Búsquedas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busquedas');
  });

  it('carries the address through phone verification, and only an address of this app', async () => {
    storeSession({ phoneVerified: false });
    stubFetch({});
    const { router } = renderApp('/busquedas/7?sort=price');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/busquedas/7?sort=price');
    expect(safeNextPath('/busquedas/7?sort=price')).toBe('/busquedas/7?sort=price');
    for (const outside of ['//evil.example', 'https://evil.example', '/\\evil.example', 'busquedas', '', null]) expect(safeNextPath(outside)).toBeNull();
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
