import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { UserSettings } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const ON: UserSettings = { isWhatsAppEnabled: true, isEmailEnabled: true, theme: 'light' };
const banner = () => within(screen.getByRole('banner'));

type Handlers = Parameters<typeof stubFetch>[0];

async function openSettings(handlers: Handlers = {}, saved: UserSettings = ON) {
  storeSession();
  const stub = stubFetch({ 'GET /api/UserSettings': { body: saved }, ...handlers });
  const app = renderApp('/');
  await app.user.click(await banner().findByRole('button', { name: 'Configuración' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Configuración' }));
  await dialog.findByRole('switch', { name: 'Alertas por WhatsApp' });
  return { ...app, ...stub, dialog };
}

const echo: Handlers = { 'PUT /api/UserSettings': ({ body }) => ({ body: { ...ON, ...(body as Partial<UserSettings>) } }) };
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/UserSettings').map((call) => call.body);

// "Deshacer" is pressed with fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
// Sonner keeps undismissed toasts in a module-level store and replays them to the next test's <Toaster>.
afterEach(() => {
  toast.dismiss();
});

describe('turning alerts off in Configuración', () => {
  it('has a labelled WhatsApp switch the keyboard can flip', async () => {
    const { dialog, user } = await openSettings({}, { ...ON, isWhatsAppEnabled: false });
    const whatsapp = dialog.getByRole('switch', { name: 'Alertas por WhatsApp' });
    expect(whatsapp).toHaveAttribute('aria-checked', 'false');
    whatsapp.focus();
    await user.keyboard(' ');
    expect(whatsapp).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  });

  it('says WhatsApp alerts were turned off, and "Deshacer" turns them back on with the same PUT', async () => {
    const { dialog, user, calls } = await openSettings(echo);
    await user.click(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Alertas por WhatsApp desactivadas')).toBeInTheDocument();
    expect(screen.queryByText('Configuración actualizada correctamente')).not.toBeInTheDocument();
    expect(puts(calls)).toEqual([{ isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'light', consentContext: 'settings' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ isWhatsAppEnabled: true, consentContext: 'settings' });

    await user.click(banner().getByRole('button', { name: 'Configuración' }));
    const reopened = within(screen.getByRole('dialog', { name: 'Configuración' }));
    await waitFor(() => expect(reopened.getByRole('switch', { name: 'Alertas por WhatsApp' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('says e-mail alerts were turned off, and "Deshacer" turns them back on', async () => {
    const { dialog, user, calls } = await openSettings(echo);
    await user.click(dialog.getByRole('switch', { name: 'Notificaciones por email' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Alertas por email desactivadas')).toBeInTheDocument();
    expect(screen.queryByText('Alertas por WhatsApp desactivadas')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ isEmailEnabled: true, consentContext: 'settings' });
  });

  it('shows the server explanation when "Deshacer" cannot turn WhatsApp back on (422)', async () => {
    let count = 0;
    const { dialog, user } = await openSettings({
      'PUT /api/UserSettings': ({ body }) =>
        ++count === 1
          ? { body: { ...ON, ...(body as Partial<UserSettings>) } }
          : { status: 422, body: { code: 'RULE_BROKEN', message: 'Verifica tu teléfono para activar WhatsApp', requestId: 'r' } },
    });
    await user.click(dialog.getByRole('switch', { name: 'Alertas por WhatsApp' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('No se pudo actualizar la configuración')).toBeInTheDocument();
    expect(screen.getByText('Verifica tu teléfono para activar WhatsApp')).toBeInTheDocument();
  });
});
