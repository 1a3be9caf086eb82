import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserMoney } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { makeUser, storeSession } from '@/test/tokens';

const ADMIN = makeUser({ id: 1, name: 'Admin', email: 'admin@example.com', role: 'Admin' });

const DELETED: AdminUserMoney = {
  user: { id: 42, name: 'Usuario eliminado', email: 'deleted-user-42@deleted.invalid', isBlocked: false, deletedAt: '2026-11-23T10:00:00Z' },
  balances: { available: 0, held: 0, earned: 0 },
  payments: [
    {
      id: 9,
      purpose: 'topup',
      status: 'refunded',
      amount: 20,
      provider: 'stripe',
      providerRef: 'cs_test_1',
      hireId: null,
      createdAt: '2026-11-22T10:00:00Z',
      settledAt: '2026-11-23T11:00:00Z',
    },
  ],
  movements: [
    { id: 3, at: '2026-11-23T11:00:00Z', amount: -20, account: 'held', kind: 'card_refund', reason: 'Devolución a la tarjeta', paymentId: 9, hireId: null },
    { id: 2, at: '2026-11-21T09:00:00Z', amount: 49, account: 'held', kind: 'hold', reason: 'Contratación de Web Search', paymentId: null, hireId: 12 },
  ],
};

function openAdmin() {
  storeSession(ADMIN);
  const stub = stubFetch({
    'GET /api/User/me': { body: { user: ADMIN } },
    'GET /api/Notification/unread-count': { body: { count: 0 } },
    'GET /api/User/all': { body: { users: [], total: 0, page: 1, pageSize: 25 } },
    'GET /api/User/42/money': { body: DELETED },
    'GET /api/User/7/money': { status: 404, body: { code: 'NOT_FOUND', message: 'Usuario no encontrado', requestId: 'r' } },
  });
  return { ...renderApp('/admin'), ...stub };
}

describe('the admin’s money history by id', () => {
  it('shows a deleted account’s balances, payments and movements, and says when the id does not exist', async () => {
    openAdmin();
    const user = userEvent.setup({ delay: null });
    const section = within(await screen.findByRole('region', { name: 'Historial de dinero por id' }));
    await user.click(section.getByRole('button', { name: 'Ver historial' }));
    expect(section.getByText('Escribe un id de usuario: un número entero positivo')).toBeInTheDocument();

    await user.type(section.getByLabelText('Id de usuario'), '42');
    await user.click(section.getByRole('button', { name: 'Ver historial' }));
    const history = within(await section.findByTestId('money-history'));
    expect(history.getByText('Cuenta eliminada')).toBeInTheDocument();
    expect(history.getByText(/Recarga/)).toHaveTextContent('#9');
    expect(history.getByText(/Devuelto/)).toBeInTheDocument();
    expect(history.getByText(/Devolución a la tarjeta/)).toBeInTheDocument();
    // The kind is worded by the catalogue, not the server's stored description.
    expect(history.getByText(/Retención de una contratación/)).toHaveTextContent('contratación #12');
    expect(history.queryByText(/Web Search/)).not.toBeInTheDocument();

    await user.clear(section.getByLabelText('Id de usuario'));
    await user.type(section.getByLabelText('Id de usuario'), '7');
    await user.click(section.getByRole('button', { name: 'Ver historial' }));
    expect(await section.findByRole('alert')).toHaveTextContent('No existe ningún usuario con el id 7');
  });

  it('sends a customer’s available balance back to their cards, and shows why when it cannot', async () => {
    let money: AdminUserMoney = {
      ...DELETED,
      user: { ...DELETED.user, id: 8, deletedAt: null, isBlocked: true },
      balances: { available: 30, held: 0, earned: 0 },
    };
    let refusals = 0;
    storeSession(ADMIN);
    stubFetch({
      'GET /api/User/me': { body: { user: ADMIN } },
      'GET /api/Notification/unread-count': { body: { count: 0 } },
      'GET /api/User/all': { body: { users: [], total: 0, page: 1, pageSize: 25 } },
      'GET /api/User/8/money': () => ({ body: money }),
      'POST /api/User/8/withdraw': () => {
        if (refusals++ === 0)
          return { status: 409, body: { code: 'WITHDRAW_LIMIT', message: 'No tienes saldo que pueda volver a una tarjeta', requestId: 'r' } };
        money = { ...money, balances: { available: 0, held: 0, earned: 0 } };
        return { body: { amount: 30, payments: 2, available: 0, withdrawable: 0 } };
      },
    });
    renderApp('/admin');
    const user = userEvent.setup({ delay: null });
    const section = within(await screen.findByRole('region', { name: 'Historial de dinero por id' }));
    await user.type(section.getByLabelText('Id de usuario'), '8');
    await user.click(section.getByRole('button', { name: 'Ver historial' }));
    const history = within(await section.findByTestId('money-history'));
    await user.click(history.getByRole('button', { name: 'Devolver el saldo a sus tarjetas' }));
    expect(await history.findByRole('alert')).toHaveTextContent('No tienes saldo que pueda volver a una tarjeta');
    await user.click(history.getByRole('button', { name: 'Devolver el saldo a sus tarjetas' }));
    expect(await screen.findByText('30,00 € vuelven a sus tarjetas (2 pagos)')).toBeInTheDocument();
    await waitFor(() => expect(history.queryByRole('button', { name: 'Devolver el saldo a sus tarjetas' })).not.toBeInTheDocument());
  });
});
