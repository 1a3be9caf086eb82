import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { makeToken, makeUser, storeSession } from '@/test/tokens';

const SENT = { body: { message: 'Código enviado', expiresInSeconds: 600 } };

async function openPage(handlers: Parameters<typeof stubFetch>[0] = {}) {
  storeSession({ phoneVerified: false, phoneNumber: null });
  const stub = stubFetch(handlers);
  const app = renderApp('/verify-phone');
  await screen.findByRole('heading', { name: 'Verifica tu teléfono' });
  // The phone field writes its dial code after mounting; typing before that loses the first digit.
  await waitFor(() => expect(screen.getByLabelText('Número de teléfono')).toHaveValue('+34 '));
  return { ...app, ...stub };
}

async function reachCodeStep(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const app = await openPage({ 'POST /api/User/send-verification': SENT, ...handlers });
  await app.user.type(screen.getByLabelText('Número de teléfono'), '612345678');
  await app.user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
  await app.user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByLabelText('Código de verificación');
  return app;
}

describe('/verify-phone', () => {
  it('enables "Enviar código" only with a number and the privacy checkbox ticked', async () => {
    const { user } = await openPage();
    const send = screen.getByRole('button', { name: 'Enviar código' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Número de teléfono'), '612345678');
    expect(send).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    expect(send).toBeDisabled();
  });

  it('links the checkbox to the privacy policy', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('sends the number in E.164 and moves to the code step', async () => {
    const { calls } = await reachCodeStep();
    expect(calls.find((c) => c.path === '/api/User/send-verification')?.body).toEqual({ phoneNumber: '+34612345678' });
    expect(screen.getByText('+34612345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reenviar código \(\d+ s\)/ })).toBeDisabled();
  });

  it('shows the server message, or the fallback, when sending fails', async () => {
    const { user } = await openPage({
      'POST /api/User/send-verification': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Número de teléfono no válido', requestId: 'r' },
      },
    });
    await user.type(screen.getByLabelText('Número de teléfono'), '612');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Número de teléfono no válido');
  });

  it("falls back to 'Error al enviar el código de verificación'", async () => {
    const { user } = await openPage({ 'POST /api/User/send-verification': { status: 500 } });
    await user.type(screen.getByLabelText('Número de teléfono'), '612345678');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al enviar el código de verificación');
  });

  it('accepts digits only, at most 6, and enables "Verificar" at exactly 6', async () => {
    const { user } = await reachCodeStep();
    const input = screen.getByLabelText('Código de verificación');
    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input, 'ab12c3');
    expect(input).toHaveValue('123');
    expect(verify).toBeDisabled();

    await user.type(input, '45');
    expect(verify).toBeDisabled();
    await user.type(input, '6789');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();

    await user.type(input, '{Backspace}');
    expect(verify).toBeDisabled();
  });

  it('"Cambiar número" goes back to the phone step', async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    expect(screen.getByLabelText('Número de teléfono')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de verificación')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });

  it('verifies the code, stores the new session with phoneVerified and goes to /', async () => {
    const token = makeToken({ sub: '7', v: 2 });
    const { user, router, calls } = await reachCodeStep({
      'POST /api/User/verify-code': { body: { token, user: makeUser({ phoneVerified: true }) } },
    });
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.find((c) => c.path === '/api/User/verify-code')?.body).toEqual({
      phoneNumber: '+34612345678',
      code: '123456',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).phoneVerified).toBe(true);
    expect(await screen.findByText('Teléfono verificado correctamente')).toBeInTheDocument();
  });

  it('has two separate boxes: the privacy policy (required) and WhatsApp alerts (optional, off)', async () => {
    await openPage();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /alertas por WhatsApp/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /política de privacidad/ })).not.toHaveAccessibleName(/WhatsApp/);
  });

  it('without the WhatsApp box, verifying leaves the settings alone', async () => {
    const { user, router, calls } = await reachCodeStep({
      'POST /api/User/verify-code': { body: { token: makeToken({ sub: '7', v: 2 }), user: makeUser({ phoneVerified: true }) } },
    });
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === '/api/UserSettings' && c.method === 'PUT')).toBe(false);
  });

  it('with the WhatsApp box ticked, turns WhatsApp on after verification with the phone-verification consent', async () => {
    const app = await openPage({
      'POST /api/User/send-verification': SENT,
      'POST /api/User/verify-code': { body: { token: makeToken({ sub: '7', v: 2 }), user: makeUser({ phoneVerified: true }) } },
      'PUT /api/UserSettings': { body: { isWhatsAppEnabled: true, isEmailEnabled: true, theme: 'system' } },
    });
    await app.user.type(screen.getByLabelText('Número de teléfono'), '612345678');
    await app.user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await app.user.click(screen.getByRole('checkbox', { name: /alertas por WhatsApp/ }));
    await app.user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await app.user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    const verifyAt = app.calls.findIndex((c) => c.path === '/api/User/verify-code');
    const settingsAt = app.calls.findIndex((c) => c.path === '/api/UserSettings' && c.method === 'PUT');
    expect(settingsAt).toBeGreaterThan(verifyAt);
    expect(app.calls[settingsAt].body).toEqual({ isWhatsAppEnabled: true, consentContext: 'phone-verification' });
  });

  it("shows 'Código de verificación inválido' for a rejected code without a message", async () => {
    const { user, router } = await reachCodeStep({ 'POST /api/User/verify-code': { status: 400 } });
    await user.type(screen.getByLabelText('Código de verificación'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificación inválido');
    expect(router.state.location.pathname).toBe('/verify-phone');
  });

  it("shows 'Error al verificar el código' when the server fails", async () => {
    const { user } = await reachCodeStep({ 'POST /api/User/verify-code': { status: 500 } });
    await user.type(screen.getByLabelText('Código de verificación'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al verificar el código');
  });

  it('sends a signed-out visitor to /', async () => {
    stubFetch(AUTH_CONFIG_DEV);
    const { router } = renderApp('/verify-phone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
