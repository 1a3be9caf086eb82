import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { UserSettings } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const OFF: UserSettings = { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'system' };
const banner = () => within(screen.getByRole('banner'));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderHeader(handlers: Parameters<typeof stubFetch>[0], settings: UserSettings = OFF) {
  storeSession();
  const stub = stubFetch({ 'GET /api/UserSettings': { body: settings }, ...handlers });
  return { ...renderApp('/'), ...stub };
}

// Sonner keeps undismissed toasts in a module-level store and replays them to the next test's <Toaster>.
afterEach(() => {
  toast.dismiss();
});

describe('header WhatsApp toggle', () => {
  it('shows the saved state in its title and aria-pressed', async () => {
    renderHeader({}, { ...OFF, isWhatsAppEnabled: true });
    const toggle = await banner().findByRole('button', { name: 'Notificaciones de WhatsApp activadas' });
    expect(toggle).toHaveAttribute('title', 'Notificaciones de WhatsApp activadas');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns WhatsApp on at once with consent context "header-toggle" and confirms', async () => {
    const answer = deferred<{ body: UserSettings }>();
    const { user, calls } = renderHeader({ 'PUT /api/UserSettings': () => answer.promise });
    const toggle = await banner().findByRole('button', { name: 'Notificaciones de WhatsApp desactivadas' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    // Before the server answers.
    expect(toggle).toHaveAttribute('title', 'Notificaciones de WhatsApp activadas');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ isWhatsAppEnabled: true, consentContext: 'header-toggle' }]);

    answer.resolve({ body: { ...OFF, isWhatsAppEnabled: true } });
    expect(await screen.findByText('Configuración actualizada correctamente')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
  });

  it('turns WhatsApp off', async () => {
    const { user, calls } = renderHeader({ 'PUT /api/UserSettings': { body: OFF } }, { ...OFF, isWhatsAppEnabled: true });
    await user.click(await banner().findByRole('button', { name: 'Notificaciones de WhatsApp activadas' }));
    expect(await screen.findByText('Configuración actualizada correctamente')).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Notificaciones de WhatsApp desactivadas' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isWhatsAppEnabled: false, consentContext: 'header-toggle' });
  });

  it('goes back to off and shows the server message when the phone is not verified (422)', async () => {
    const { user } = renderHeader({
      'PUT /api/UserSettings': {
        status: 422,
        body: { code: 'RULE_BROKEN', message: 'Verifica tu teléfono para activar WhatsApp', requestId: 'r' },
      },
    });
    const toggle = await banner().findByRole('button', { name: 'Notificaciones de WhatsApp desactivadas' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    await user.click(toggle);
    expect(await screen.findByText('Verifica tu teléfono para activar WhatsApp')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('title', 'Notificaciones de WhatsApp desactivadas');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Configuración actualizada correctamente')).not.toBeInTheDocument();
  });
});
