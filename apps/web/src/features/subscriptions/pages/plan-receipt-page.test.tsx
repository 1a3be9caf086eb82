import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionDetails, SubscriptionReceipt } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const PLUS_PLAN = { code: 'plus', name: 'Avanzado', monthlyPrice: 9.99, maxSearches: 5, minSearchInterval: 3, includes: [] };
const DETAILS: SubscriptionDetails = {
  plan: PLUS_PLAN,
  status: 'active',
  currentPeriodEnd: '2027-01-24T10:00:00Z',
  cancelAtPeriodEnd: false,
  usage: { activeSearches: 1, maxSearches: 5 },
  payments: [
    { id: 8, at: '2026-12-24T10:00:00Z', amount: 9.99, status: 'succeeded', planCode: 'plus', planName: 'Avanzado' },
    { id: 7, at: '2026-12-20T10:00:00Z', amount: 9.99, status: 'failed', planCode: 'plus', planName: 'Avanzado' },
  ],
};
const RECEIPT: SubscriptionReceipt = {
  number: 8,
  paidAt: '2026-12-24T10:00:00Z',
  amount: 9.99,
  planCode: 'plus',
  planName: 'Avanzado',
  periodStart: '2026-12-24T10:00:00Z',
  periodEnd: '2027-01-24T10:00:00Z',
  reference: 'in_1QxYz',
  customer: { name: 'Lucía Martín', email: 'lucia@example.com' },
};

describe('/suscripciones/recibos/:id', () => {
  it('is reached from the payments list ("Recibo" on paid charges only) and shows a printable receipt', async () => {
    storeSession();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { calls } = stubFetch({
      'GET /api/Subscription/plans': { body: [PLUS_PLAN] },
      'GET /api/Subscription/details': { body: DETAILS },
      'GET /api/Subscription/payments/8': { body: RECEIPT },
    });
    const { user, router } = renderApp('/suscripciones');
    const list = await screen.findByRole('list', { name: 'Pagos de la suscripción' });
    const [paid, failed] = within(list).getAllByRole('listitem');
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(paid).getByRole('link', { name: /^Recibo del pago del / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones/recibos/8'));

    const receipt = await screen.findByRole('article', { name: 'Recibo de pago' });
    expect(receipt).toHaveTextContent('Ojeador');
    expect(within(receipt).getByTestId('receipt-number')).toHaveTextContent('Nº 8');
    const facts = Object.fromEntries(
      within(receipt)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Cliente: 'Lucía Martínlucia@example.com',
      'Fecha de pago': '24 de diciembre de 2026',
      Concepto: 'Suscripción mensual al plan Avanzado',
      Periodo: 'Del 24 de diciembre de 2026 al 24 de enero de 2027',
      'Referencia del pago': 'in_1QxYz',
    });
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('9,99 €');
    expect(receipt).toHaveTextContent('Precio final, IVA incluido.');
    await waitFor(() => expect(document.title).toBe('Recibo nº 8 · Ojeador'));

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The app's header and footer, and the page's own buttons, are left out of the print.
    expect(screen.getByRole('banner')).toHaveClass('print:hidden');
    expect(screen.getByRole('contentinfo')).toHaveClass('print:hidden');
    expect(screen.getByRole('button', { name: 'Imprimir' }).parentElement).toHaveClass('print:hidden');
    expect(calls.filter((c) => c.path === '/api/Subscription/payments/8')).toHaveLength(1);
  });

  it('says a receipt that is not the customer’s (404) or a bad id is not found, with no print button', async () => {
    storeSession();
    stubFetch({
      'GET /api/Subscription/payments/9': { status: 404, body: { code: 'NOT_FOUND', message: 'Recibo no encontrado', requestId: 'r' } },
    });
    renderApp('/suscripciones/recibos/9');
    expect(await screen.findByRole('heading', { name: 'Recibo no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este recibo no existe o no es de tu cuenta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Suscripciones' })).toHaveAttribute('href', '/suscripciones');
  });

  it('does not call the server for an id that cannot be one', async () => {
    storeSession();
    const { calls } = stubFetch({});
    renderApp('/suscripciones/recibos/abc');
    expect(await screen.findByRole('heading', { name: 'Recibo no encontrado' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/Subscription/payments'))).toHaveLength(0);
  });

  it('speaks English', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({ 'GET /api/Subscription/payments/8': { body: RECEIPT } });
    renderApp('/suscripciones/recibos/8');
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    expect(receipt).toHaveTextContent('Monthly subscription to the Advanced plan');
    expect(receipt).toHaveTextContent('Final price, VAT (IVA) included.');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('€9.99');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('offers visitors sign-in on the page itself, which stays at its address', async () => {
    stubFetch({});
    const { router } = renderApp('/suscripciones/recibos/8');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver los planes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/suscripciones/recibos/8');
  });
});
