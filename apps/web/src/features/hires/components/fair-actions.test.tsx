import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIRE_MESSAGES } from '@ojeador/shared';
import { makeHire, openSearch, section, searchReads } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const openDispute = {
  searchHireId: 40,
  reason: 'No revisó el coche',
  resolution: '',
  status: 'open',
  resolvedInFavorOfClient: null,
  split: null,
  createdAt: '2026-11-02T10:00:00.000Z',
};

// Typing into modals is slow on a busy machine.
describe('fair actions on the hire', { timeout: 20_000 }, () => {
  it('shows the customer why the expert said no', async () => {
    openSearch('client', makeHire({ status: 'cancelled', rejectionReason: 'Estoy de baja esta semana' }));
    const reason = within(await section()).getByTestId('hire-rejection');
    expect(reason).toHaveTextContent('Eva Experta rechazó la contratación. Motivo:');
    expect(reason).toHaveTextContent('Estoy de baja esta semana');
  });

  it("'Retirar solicitud' confirms, withdraws the pending request and reads the search again", async () => {
    let hire = makeHire({ status: 'pending' });
    const { user, calls } = openSearch('client', () => hire, {
      'POST /api/SearchHire/40/withdraw': () => {
        hire = { ...hire, status: 'cancelled' };
        return { body: { id: 40, status: 'cancelled', message: HIRE_MESSAGES.withdrawn } };
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar la solicitud?' });
    expect(within(dialog).getByText(/Eva Experta aún no ha aceptado tu solicitud\. .* te devolvemos 15(,00)? € a tu saldo al momento\./)).toBeInTheDocument();
    // Nothing is sent before the customer confirms; "Volver" has the focus.
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/SearchHire/40/withdraw')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retirar solicitud' }));
    expect(await screen.findByText(HIRE_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/SearchHire/40/withdraw')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Contratación' })).getByTestId('hire-status')).toHaveTextContent('Cancelada'));
    expect(within(await section()).queryByRole('button', { name: 'Retirar solicitud' })).not.toBeInTheDocument();
  });

  it('offers no withdrawal once accepted, nor to the expert', async () => {
    openSearch('client', makeHire({ status: 'accepted' }));
    expect(within(await section()).queryByRole('button', { name: 'Retirar solicitud' })).not.toBeInTheDocument();
  });

  it('a refused withdrawal (accepted meanwhile) says why and reads the search again', async () => {
    const { user, calls } = openSearch('client', makeHire({ status: 'pending' }), {
      'POST /api/SearchHire/40/withdraw': {
        status: 409,
        body: { code: 'HIRE_STATE', message: 'La contratación está «Aceptada» y no admite esta acción', requestId: 'r' },
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Retirar solicitud' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirar solicitud' }));
    expect(await screen.findByText('❌ No se pudo retirar la solicitud')).toBeInTheDocument();
    await waitFor(() => expect(searchReads(calls)).toBeGreaterThan(1));
  });

  it("'Reparto' takes the customer's part in euros, shows what each side gets, and sends both parts", async () => {
    const { user, calls } = openSearch('admin', makeHire({ status: 'disputed' }), {
      'GET /api/Dispute/details/40': { body: openDispute },
      'POST /api/Subscription/resolve-dispute': { body: { id: 40, status: 'dispute_resolved', message: 'ok' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Resolver Disputa' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolver Disputa' });
    await user.click(within(dialog).getByRole('radio', { name: 'Reparto' }));
    const refund = within(dialog).getByLabelText('Reembolso al cliente (€)');
    expect(within(dialog).getByTestId('split-summary')).toHaveTextContent('Escribe cuánto recupera el cliente de los 15,00 € retenidos.');

    await user.click(refund);
    await user.paste('20');
    await user.click(within(dialog).getByLabelText('Resolución'));
    await user.paste('Hizo la mitad del trabajo');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver Disputa' }));
    expect(within(dialog).getByText('El reembolso no puede superar lo retenido (15,00 €)')).toBeInTheDocument();
    await user.clear(refund);
    await user.paste('12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver Disputa' }));
    expect(within(dialog).getByText('Escribe el reembolso en euros, por ejemplo 12,50')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Subscription/resolve-dispute')).toBe(false);

    await user.clear(refund);
    await user.paste('12,50');
    expect(within(dialog).getByTestId('split-summary')).toHaveTextContent('El cliente recupera 12,50 € · El experto recibe 2,50 € (antes de la comisión)');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver Disputa' }));
    expect(await screen.findByText(HIRE_MESSAGES.resolved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/resolve-dispute')?.body).toEqual({
      SearchHireId: 40,
      Split: { clientRefund: 12.5, expertPayout: 2.5 },
      Resolution: 'Hizo la mitad del trabajo',
    });
  });

  it('states a resolved split to the parties', async () => {
    openSearch('client', makeHire({ status: 'dispute_resolved' }), {
      'GET /api/Dispute/details/40': {
        body: { ...openDispute, status: 'resolved', resolution: 'Hizo la mitad', split: { clientRefund: 12.5, expertPayout: 2.5 } },
      },
    });
    const details = await within(await section()).findByTestId('dispute-details');
    expect(details).toHaveTextContent('Resuelta con un reparto: 12,50 € para el cliente y 2,50 € para el experto');
  });
});
