import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { makeToken, storeSession } from '@/test/tokens';

const banner = () => within(screen.getByRole('banner'));

describe('header', () => {
  it('shows a visitor the brand and the login control only', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    renderApp('/');
    expect(await banner().findByRole('button', { name: 'Iniciar sesión', busy: false })).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Ojeador' })).toHaveAttribute('href', '/');
    expect(banner().queryByRole('link', { name: 'Mis Búsquedas' })).not.toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Menú de usuario' })).not.toBeInTheDocument();
  });

  it('shows a user their actions, "Hazte Buscador" and no admin link', async () => {
    storeSession({ role: 'User' });
    stubFetch({});
    renderApp('/');
    expect(await banner().findByRole('link', { name: 'Mis Búsquedas' })).toHaveAttribute('href', '/busquedas');
    expect(banner().getByRole('button', { name: 'Favoritos' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Configuración' })).toBeInTheDocument();
    // WhatsApp alerts are switched in Configuración, not by an unlabelled header icon.
    expect(banner().queryByRole('button', { name: /whatsapp/i })).not.toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Hazte Buscador' })).toHaveAttribute('href', '/become-expert');
    expect(banner().queryByRole('link', { name: 'Panel de Experto' })).not.toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('shows an expert "Panel de Experto"', async () => {
    storeSession({ role: 'Expert' });
    stubFetch({});
    renderApp('/');
    expect(await banner().findByRole('link', { name: 'Panel de Experto' })).toHaveAttribute('href', '/expert-panel');
    expect(banner().queryByRole('link', { name: 'Hazte Buscador' })).not.toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('shows the admin link only for role Admin', async () => {
    storeSession({ role: 'Admin' });
    stubFetch({});
    renderApp('/');
    expect(await banner().findByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
  });

  it('avatar menu shows name and e-mail and closes on an outside click and on Escape', async () => {
    storeSession({ name: 'Lucía Pérez', email: 'lucia@example.com' });
    stubFetch({});
    const { user } = renderApp('/');
    const avatar = await banner().findByRole('button', { name: 'Menú de usuario' });

    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(banner().getByText('lucia@example.com')).toBeInTheDocument();
    expect(banner().getByText('Lucía Pérez')).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Actualizar Suscripción' })).toHaveAttribute('href', '/suscripciones');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(banner().queryByText('lucia@example.com')).not.toBeInTheDocument();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    await user.click(avatar);
    expect(banner().getByText('lucia@example.com')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(banner().queryByText('lucia@example.com')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('"Cerrar Sesión" clears storage, says "¡Hasta pronto!" and goes home', async () => {
    storeSession();
    stubFetch(AUTH_CONFIG_DEV);
    const { user, router } = renderApp('/busquedas');
    await screen.findByRole('heading', { name: 'Mis Búsquedas' });

    await user.click(banner().getByRole('button', { name: 'Menú de usuario' }));
    await user.click(banner().getByRole('button', { name: 'Cerrar Sesión' }));

    expect(await screen.findByText('¡Hasta pronto!')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await banner().findByRole('button', { name: 'Iniciar sesión', busy: false })).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para ver tus búsquedas')).not.toBeInTheDocument();
  });

  it('"Cerrar Sesión" revokes the session on the server with its token, and signs out even when that call fails', async () => {
    const token = makeToken();
    storeSession({}, token);
    const { calls } = stubFetch({ ...AUTH_CONFIG_DEV, 'POST /api/User/sign-out': { status: 503, body: { code: 'INTERNAL', message: 'x', requestId: 't' } } });
    const { user } = renderApp('/busquedas');
    await screen.findByRole('heading', { name: 'Mis Búsquedas' });

    await user.click(banner().getByRole('button', { name: 'Menú de usuario' }));
    await user.click(banner().getByRole('button', { name: 'Cerrar Sesión' }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    const signOutCall = calls.find((call) => call.method === 'POST' && call.path === '/api/User/sign-out');
    expect(signOutCall?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('"Cerrar Sesión" also stops this device taking the account\'s pushed alerts', async () => {
    storeSession();
    const subscription = { endpoint: 'https://push.example.com/send/device-1', unsubscribe: vi.fn(async () => true) };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
    try {
      const { calls } = stubFetch({ ...AUTH_CONFIG_DEV, 'POST /api/User/sign-out': { status: 204 }, 'DELETE /api/push/subscriptions': { status: 204 } });
      const { user } = renderApp('/busquedas');
      await screen.findByRole('heading', { name: 'Mis Búsquedas' });
      await user.click(banner().getByRole('button', { name: 'Menú de usuario' }));
      await user.click(banner().getByRole('button', { name: 'Cerrar Sesión' }));

      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
      const [unsubscribe] = calls.filter((call) => call.method === 'DELETE' && call.path === '/api/push/subscriptions');
      expect(unsubscribe?.body).toEqual({ endpoint: subscription.endpoint });
      expect(unsubscribe?.headers.get('authorization')).toMatch(/^Bearer /);
      expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('opens the favourites dialog and the notifications panel, which close on Escape', async () => {
    storeSession();
    stubFetch({});
    const { user } = renderApp('/');

    await user.click(await banner().findByRole('button', { name: 'Favoritos' }));
    const favourites = screen.getByRole('dialog', { name: 'Favoritos' });
    // The stub answers 404 to every call: the modal shows its error state.
    expect(await within(favourites).findByText('Error al cargar los favoritos')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Favoritos' })).not.toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Favoritos' })).toHaveFocus();

    await user.click(banner().getByRole('button', { name: 'Notificaciones' }));
    expect(screen.getByRole('dialog', { name: 'Notificaciones' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the mobile menu offers the spec items and opens settings from there', async () => {
    storeSession({ role: 'Expert' });
    stubFetch({});
    const { user } = renderApp('/');

    await user.click(await banner().findByRole('button', { name: 'Abrir menú' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menú' }));
    for (const name of ['Mis Búsquedas', 'Mejorar Plan', 'Panel de Experto', 'Centro de Ayuda', 'Mi Suscripción']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Favoritos', 'Configuración', 'Cerrar Sesión']) {
      expect(menu.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(menu.getByText('lucia@example.com')).toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Configuración' }));
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configuración' })).toBeInTheDocument();
  });

  it('an unverified user only gets the avatar menu', async () => {
    storeSession({ phoneVerified: false });
    stubFetch({});
    renderApp('/verify-phone');
    await screen.findByRole('heading', { name: 'Verifica tu teléfono' });
    expect(await banner().findByRole('button', { name: 'Menú de usuario' })).toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Mis Búsquedas' })).not.toBeInTheDocument();
  });
});
