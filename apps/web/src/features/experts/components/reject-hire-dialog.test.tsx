import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { storeSession } from '@/test/tokens';
import { makeHire, stubExpertPanel } from '../testing/expert-panel-fixtures';

const REASON = 'Estoy de baja esta semana, lo siento';

function openHires(handlers: Parameters<typeof stubExpertPanel>[0]) {
  storeSession({ role: 'Expert' });
  const stub = stubExpertPanel(handlers);
  return { ...stub, ...renderApp('/expert-panel') };
}

async function openReject(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
  await user.click(within(await screen.findByRole('article', { name: 'Carlos G.' })).getByRole('button', { name: 'Rechazar' }));
  return screen.findByRole('dialog', { name: 'Rechazar contratación' });
}

// Typing into modals is slow on a busy machine.
describe('"Rechazar" asks for a reason and confirms', { timeout: 20_000 }, () => {
  it('sends nothing without a reason, then sends Cancelled with the reason and says so', async () => {
    let hire = makeHire();
    const { user, calls } = openHires({
      'GET /api/SearchHire/expert': () => ({ body: [hire] }),
      'PUT /api/SearchHire/4/status': () => {
        hire = { ...hire, status: 'cancelled' };
        return { body: { id: 4, status: 'cancelled', message: 'Contratación rechazada' } };
      },
    });
    const dialog = await openReject(user);
    expect(within(dialog).getByText(/Carlos G\. verá este motivo/)).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Motivo del rechazo');
    expect(field).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar contratación' }));
    expect(within(dialog).getByText(HIRE_MESSAGES.rejectReasonRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(field);
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar contratación' }));
    expect(await screen.findByText(HIRE_MESSAGES.statusUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'Cancelled', reason: REASON });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Carlos G.' })).getByTestId('hire-status')).toHaveTextContent('Cancelada'));
  });

  it('keeps what was typed when the server refuses it, and closes when the hire moved on', async () => {
    let answer: 'invalid' | 'moved' = 'invalid';
    const { user } = openHires({
      'GET /api/SearchHire/expert': { body: [makeHire()] },
      'PUT /api/SearchHire/4/status': () =>
        answer === 'invalid'
          ? { status: 400, body: { code: 'VALIDATION', message: 'El texto contiene caracteres no permitidos', requestId: 'r' } }
          : { status: 409, body: { code: 'HIRE_STATE', message: 'La contratación está «Cancelada» y no admite esta acción', requestId: 'r' } },
    });
    const dialog = await openReject(user);
    await user.click(within(dialog).getByLabelText('Motivo del rechazo'));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar contratación' }));
    expect(await within(dialog).findByText('El texto contiene caracteres no permitidos')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo del rechazo')).toHaveValue(REASON);

    answer = 'moved';
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar contratación' }));
    expect(await screen.findByText(HIRE_MESSAGES.statusUpdateFailed)).toBeInTheDocument();
    expect(screen.getByText('La contratación está «Cancelada» y no admite esta acción')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Volver" and Escape close it without sending anything', async () => {
    const { user, calls } = openHires({ 'GET /api/SearchHire/expert': { body: [makeHire()] } });
    let dialog = await openReject(user);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openReject(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
