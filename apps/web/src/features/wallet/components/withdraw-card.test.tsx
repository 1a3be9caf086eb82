import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const balance = (fields: Partial<Balance>): Balance => ({ available: 49, held: 0, earned: 0, paidOut: 0, withdrawable: 49, movements: [], ...fields });

async function openWallet(handlers: Parameters<typeof stubFetch>[0]) {
  storeSession();
  const stub = stubFetch(handlers);
  const app = renderApp('/saldo');
  const section = within(await screen.findByRole('region', { name: 'Retirar a tu tarjeta' }));
  return { ...app, ...stub, section };
}

describe('/saldo withdraw to the card', () => {
  it('offers what can go back, sends the typed euros, confirms and shows the new balance', async () => {
    let current = balance({});
    const { user, calls, section } = await openWallet({
      'GET /api/Subscription/balance': () => ({ body: current }),
      'POST /api/Subscription/withdraw': () => {
        current = balance({ available: 41.5, withdrawable: 41.5 });
        return { body: { amount: 7.5, payments: 1, available: 41.5, withdrawable: 41.5 } };
      },
    });
    expect(section.getByText('Tu saldo vuelve a la tarjeta con la que pagaste: puedes retirar hasta 49,00 €.')).toBeInTheDocument();
    const amount = section.getByLabelText('Importe (€)');
    expect(amount).toHaveValue(49);
    await user.clear(amount);
    await user.type(amount, '7.5');
    await user.click(section.getByRole('button', { name: 'Retirar a mi tarjeta' }));
    expect(await screen.findByText('Devolvemos 7,50 € a tu tarjeta')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/Subscription/withdraw')?.body).toEqual({ amount: 7.5 });
    const after = within(await screen.findByRole('region', { name: 'Retirar a tu tarjeta' }));
    expect(await after.findByText(/puedes retirar hasta 41,50 €/)).toBeInTheDocument();
  });

  it('refuses more than can go back before asking, and shows the server’s refusal keeping the amount', async () => {
    const { user, calls, section } = await openWallet({
      'GET /api/Subscription/balance': { body: balance({ withdrawable: 20 }) },
      'POST /api/Subscription/withdraw': {
        status: 409,
        body: {
          code: 'WITHDRAW_LIMIT',
          message: 'Puedes retirar como mucho 12,00 €: lo que queda de tus pagos con tarjeta de los últimos 180 días',
          requestId: 'r',
        },
      },
    });
    const amount = section.getByLabelText('Importe (€)');
    await user.clear(amount);
    await user.type(amount, '25');
    expect(section.getByText('Indica un importe entre 0,01 € y 20,00 €')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Retirar a mi tarjeta' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(section.getByRole('button', { name: 'Retirar a mi tarjeta' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Puedes retirar como mucho 12,00 €');
    expect(amount).toHaveValue(15);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says why a balance that did not come from a card cannot go back to one, and shows nothing without a balance', async () => {
    const { section, unmount } = await openWallet({ 'GET /api/Subscription/balance': { body: balance({ available: 30, withdrawable: 0 }) } });
    expect(section.getByText(/no puede volver a una tarjeta/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Retirar a mi tarjeta' })).not.toBeInTheDocument();
    unmount();
    stubFetch({ 'GET /api/Subscription/balance': { body: balance({ available: 0, withdrawable: 0 }) } });
    renderApp('/saldo');
    expect(await screen.findByText('Saldo disponible')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Retirar a tu tarjeta' })).not.toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    await setLanguage('en', { remember: false });
    storeSession();
    stubFetch({ 'GET /api/Subscription/balance': { body: balance({}) } });
    renderApp('/saldo');
    expect(await screen.findByRole('button', { name: 'Withdraw to my card' })).toBeInTheDocument();
  });
});
