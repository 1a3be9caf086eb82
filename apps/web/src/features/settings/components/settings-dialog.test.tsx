import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { UserSettings } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const SAVED: UserSettings = { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'light' };
const html = () => document.documentElement;

type Handlers = Parameters<typeof stubFetch>[0];

async function openSettings(handlers: Handlers = {}, saved: UserSettings = SAVED) {
  storeSession();
  const stub = stubFetch({ 'GET /api/UserSettings': { body: saved }, ...handlers });
  const app = renderApp('/');
  await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Configuración' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Configuración' }));
  await dialog.findByRole('switch', { name: 'Alertas por WhatsApp' });
  return { ...app, ...stub, dialog };
}

const puts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT' && call.path === '/api/UserSettings');

beforeEach(() => {
  html().className = '';
});

// Sonner keeps undismissed toasts in a module-level store and replays them to the next test's <Toaster>.
afterEach(() => {
  toast.dismiss();
});

describe('settings dialog', () => {
  it('shows the saved settings', async () => {
    const { dialog } = await openSettings({}, { isWhatsAppEnabled: true, isEmailEnabled: false, theme: 'system' });
    expect(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' })).toHaveAttribute('aria-checked', 'true');
    expect(dialog.getByRole('switch', { name: 'Notificaciones por email' })).toHaveAttribute('aria-checked', 'false');
    expect(dialog.getByRole('combobox', { name: 'Tema' })).toHaveValue('system');
    expect(
      within(dialog.getByRole('combobox', { name: 'Tema' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Claro', 'Oscuro', 'Sistema']);
    expect(dialog.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('switches the language at once, remembers it on this device and saves nothing to the server', async () => {
    const { dialog, user, calls } = await openSettings();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(dialog.getByRole('switch', { name: 'WhatsApp alerts' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(html().lang).toBe('en');
    expect(localStorage.getItem('ojeador.language')).toBe('en');
    expect(puts(calls)).toHaveLength(0);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('dialog', { name: 'Configuración' })).toBeInTheDocument();
    expect(html().lang).toBe('es');
    expect(localStorage.getItem('ojeador.language')).toBe('es');
  });

  it('explains WhatsApp alerts (matches only, never promotions) and links to the privacy policy', async () => {
    const { dialog } = await openSettings();
    const whatsapp = dialog.getByRole('switch', { name: 'Alertas por WhatsApp' });
    expect(whatsapp).toHaveAccessibleDescription(/anuncios que encajan con tus búsquedas, nunca promociones/);
    expect(dialog.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('applies the theme to the page at once, saves everything with PUT and says so', async () => {
    const { dialog, user, calls } = await openSettings({
      'PUT /api/UserSettings': ({ body }) => ({ body: { ...SAVED, ...(body as Partial<UserSettings>) } }),
    });
    expect(html()).not.toHaveClass('dark');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tema' }), 'dark');
    expect(html()).toHaveClass('dark');
    expect(puts(calls)).toHaveLength(0);

    await user.click(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' }));
    await user.click(dialog.getByRole('switch', { name: 'Notificaciones por email' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    // E-mail went off, so the toast names it (with "Deshacer") instead of the generic confirmation.
    expect(await screen.findByText('Alertas por email desactivadas')).toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([{ isWhatsAppEnabled: true, isEmailEnabled: false, theme: 'dark', consentContext: 'settings' }]);
    expect(screen.queryByRole('dialog', { name: 'Configuración' })).not.toBeInTheDocument();
    expect(html()).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    // Opened again, the dialog shows the saved state.
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Configuración' }));
    const reopened = within(screen.getByRole('dialog', { name: 'Configuración' }));
    expect(await reopened.findByRole('switch', { name: 'Alertas por WhatsApp' })).toHaveAttribute('aria-checked', 'true');
    expect(reopened.getByRole('switch', { name: 'Notificaciones por email' })).toHaveAttribute('aria-checked', 'false');
  });

  it('closing without saving puts the saved theme back', async () => {
    const { dialog, user, calls } = await openSettings();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tema' }), 'dark');
    expect(html()).toHaveClass('dark');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Configuración' })).not.toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server message when WhatsApp needs a verified phone (422) and stays open', async () => {
    const { dialog, user } = await openSettings({
      'PUT /api/UserSettings': {
        status: 422,
        body: { code: 'RULE_BROKEN', message: 'Verifica tu teléfono para activar WhatsApp', requestId: 'r' },
      },
    });
    await user.click(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo actualizar la configuración')).toBeInTheDocument();
    expect(screen.getByText('Verifica tu teléfono para activar WhatsApp')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configuración' })).toBeInTheDocument();
    expect(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says "No se pudo actualizar la configuración" on any other failure', async () => {
    const { dialog, user } = await openSettings({
      'PUT /api/UserSettings': { status: 500, body: { code: 'INTERNAL', message: 'Error interno', requestId: 'r' } },
    });
    await user.click(dialog.getByRole('switch', { name: 'Notificaciones por email' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo actualizar la configuración')).toBeInTheDocument();
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the settings cannot be read', async () => {
    storeSession();
    let failing = true;
    stubFetch({
      'GET /api/UserSettings': () => (failing ? { status: 500, body: { code: 'INTERNAL', message: 'x', requestId: 'r' } } : { body: SAVED }),
    });
    const { user } = renderApp('/');
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Configuración' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Configuración' }));
    expect(await dialog.findByText('No se pudo cargar la configuración')).toBeInTheDocument();
    const retry = dialog.getByRole('button', { name: 'Reintentar' });
    await waitFor(() => expect(retry).toBeEnabled());
    failing = false;
    await user.click(retry);
    expect(await dialog.findByRole('switch', { name: 'Notificaciones por email' })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens from the mobile menu "Configuración"', async () => {
    storeSession();
    stubFetch({ 'GET /api/UserSettings': { body: SAVED } });
    const { user } = renderApp('/');
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Abrir menú' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menú' })).getByRole('button', { name: 'Configuración' }));
    expect(await within(screen.getByRole('dialog', { name: 'Configuración' })).findByRole('combobox', { name: 'Tema' })).toHaveValue('light');
  });

  it('"Cerrar sesión en todos los dispositivos" revokes every session on the server, then signs out here', async () => {
    const { dialog, user, calls } = await openSettings({ 'POST /api/User/sign-out-all': { status: 204 } });
    await user.click(dialog.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    expect(await screen.findByText('Has cerrado la sesión en todos los dispositivos')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/User/sign-out-all')).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('stays signed in and says so when the server cannot sign out everywhere', async () => {
    const { dialog, user } = await openSettings({ 'POST /api/User/sign-out-all': { status: 503, body: { code: 'INTERNAL', message: 'x', requestId: 't' } } });
    await user.click(dialog.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    expect(await screen.findByText('No se pudo cerrar la sesión en todos los dispositivos. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });
});
