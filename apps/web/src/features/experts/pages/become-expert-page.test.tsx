import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { makeToken, makeUser, storeSession } from '@/test/tokens';

const photo = (type = 'image/png', size = 1000) => new File([new Uint8Array(size)], 'yo.png', { type });

describe('/become-expert', { timeout: 20_000 }, () => {
  it('sends an expert to /expert-panel', async () => {
    storeSession({ role: 'Expert' });
    stubFetch({ 'GET /api/User/expert-profile': { status: 404, body: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } } });
    const { router } = renderApp('/become-expert');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert-panel'));
  });

  it('registers with a photo and a description, replaces the session and goes to the panel', async () => {
    storeSession();
    const newToken = makeToken({ role: 'Expert' });
    let resolve: (value: unknown) => void = () => undefined;
    const { calls } = stubFetch({
      'POST /api/User/become-expert': () => new Promise((r) => (resolve = r)).then(() => ({ body: { token: newToken, user: makeUser({ role: 'Expert' }) } })),
      'GET /api/User/expert-profile': {
        body: {
          id: 3,
          description: 'd',
          profilePictureUrl: null,
          stripeAccountId: null,
          createdAt: '2026-11-20T10:00:00Z',
          activeServices: 0,
          activeHires: 0,
          verified: false,
        },
      },
    });
    const { user, router } = renderApp('/become-expert');
    expect(await screen.findByRole('heading', { name: 'Conviértete en Buscador Experto' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Registrarme como Experto' });
    expect(submit).toBeDisabled();

    await user.upload(screen.getByLabelText('Foto de perfil'), photo());
    expect(screen.getByAltText('Vista previa de la foto de perfil')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Descripción'), 'Mecánico con experiencia');
    expect(screen.getByLabelText('Descripción')).toHaveAttribute('rows', '4');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    resolve(null);

    await waitFor(() => expect(router.state.location.pathname).toBe('/expert-panel'));
    expect(await screen.findByText('✨ ¡Te has registrado exitosamente como buscador experto!')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(newToken);
    const sent = calls.find((c) => c.path === '/api/User/become-expert')!.body as FormData;
    expect(sent.get('description')).toBe('Mecánico con experiencia');
    expect((sent.get('profilePicture') as File).name).toBe('yo.png');
    expect(await screen.findByRole('link', { name: 'Panel de Experto' })).toBeInTheDocument();
  });

  it('refuses a wrong file type or a photo over 5 MB before sending', async () => {
    storeSession();
    stubFetch({});
    renderApp('/become-expert');
    const input = await screen.findByLabelText('Foto de perfil');
    // The picker's accept filter can be bypassed (drag and drop, "all files"), so the page checks too.
    fireEvent.change(input, { target: { files: [photo('image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG y PNG');
    fireEvent.change(input, { target: { files: [photo('image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen no puede superar los 5MB');
    expect(screen.getByRole('button', { name: 'Registrarme como Experto' })).toBeDisabled();
  });

  it("shows the server's message, or the spec's fallback", async () => {
    storeSession();
    let answer = { status: 409, body: { code: 'CONFLICT', message: 'Ya estás registrado como buscador experto', requestId: 'r' } as object };
    stubFetch({ 'POST /api/User/become-expert': () => answer });
    const { user } = renderApp('/become-expert');
    await user.upload(await screen.findByLabelText('Foto de perfil'), photo());
    await user.type(screen.getByLabelText('Descripción'), 'Experto');
    await user.click(screen.getByRole('button', { name: 'Registrarme como Experto' }));
    expect(await screen.findByText('Ya estás registrado como buscador experto')).toBeInTheDocument();

    answer = { status: 200, body: { token: makeToken(), user: makeUser({ role: 'User' }) } };
    await user.click(screen.getByRole('button', { name: 'Registrarme como Experto' }));
    expect(await screen.findByText('El usuario no tiene el rol de Experto después del registro')).toBeInTheDocument();
  });
});
