import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { makeToken, makeUser } from '@/test/tokens';

describe('development sign-in', () => {
  it('validates, posts to /api/User/dev-login, stores the session and sends an unverified user to /verify-phone', async () => {
    const token = makeToken();
    const { calls } = stubFetch({
      ...AUTH_CONFIG_DEV,
      'POST /api/User/dev-login': { body: { token, user: makeUser({ phoneVerified: false, name: 'Ana' }) } },
    });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión', busy: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Introduce tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Introduce un email válido')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/User/dev-login')).toBe(false);

    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    expect(calls.find((c) => c.path === '/api/User/dev-login')?.body).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(token);
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    stubFetch({
      ...AUTH_CONFIG_DEV,
      'POST /api/User/dev-login': { status: 403, body: { code: 'FORBIDDEN', message: 'Tu cuenta está bloqueada', requestId: 'r' } },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión', busy: false }));
    await user.type(await screen.findByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación: Tu cuenta está bloqueada');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("reports 'Invalid response from server' when the answer lacks token or user", async () => {
    stubFetch({ ...AUTH_CONFIG_DEV, 'POST /api/User/dev-login': { body: { token: makeToken() } } });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión', busy: false }));
    await user.type(await screen.findByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de autenticación: Respuesta no válida del servidor');
  });
});
