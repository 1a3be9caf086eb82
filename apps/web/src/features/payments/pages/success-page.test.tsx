import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_MESSAGES, type Balance, type PaymentSummary } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { rememberCheckoutReturn } from '@/lib/checkout-return';
import { storeSession } from '@/test/tokens';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_WINDOW_MS } from '../api/get-payment';

const PAYMENT_CONFIRMING_TITLE = 'Confirmando el pago…';
const PAYMENT_SLOW_TITLE = 'Pago pendiente de confirmación';
const PAYMENT_FAILED_TITLE = 'Pago no completado';
const NOTHING_TO_CONFIRM_TITLE = 'Nada que confirmar';

afterEach(() => {
  vi.useRealTimers();
});

const TOP_UP: PaymentSummary = { id: 12, purpose: 'topup', status: 'succeeded', amount: 20, hireId: null, searchId: null };
const BALANCE: Balance = { available: 70, held: 0, earned: 0, withdrawable: 0, paidOut: 0, movements: [] };

describe('/success?payment=', () => {
  it('asks every second while the payment is pending, then says it once, with the new balance', async () => {
    storeSession();
    let paymentCalls = 0;
    let balance = { ...BALANCE, available: 50 };
    const { calls } = stubFetch({
      'GET /api/Payments/12': () => {
        paymentCalls += 1;
        if (paymentCalls < 3) return { body: { ...TOP_UP, status: 'pending' } };
        balance = BALANCE;
        return { body: TOP_UP };
      },
      'GET /api/Subscription/balance': () => ({ body: balance }),
    });
    const { queryClient } = renderApp('/success?payment=12');
    // The header's menu is closed: only this page reads the balance, after the payment succeeded.
    queryClient.setQueryData(['balance'], { ...BALANCE, available: 50 });
    expect(await screen.findByRole('heading', { name: PAYMENT_CONFIRMING_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle }, { timeout: 8000 })).toBeInTheDocument();
    expect(paymentCalls).toBe(3);
    expect(await screen.findByText(WALLET_MESSAGES.loaded)).toBeInTheDocument();
    expect(screen.getByText(/Hemos añadido 20,00\s€ a tu saldo/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('new-balance')).toHaveTextContent('70,00 €'));
    expect(calls.some((c) => c.path === '/api/Subscription/balance')).toBe(true);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    // It stops asking, and the toast is not repeated.
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_INTERVAL_MS + 300));
    expect(paymentCalls).toBe(3);
    expect(screen.getAllByText(WALLET_MESSAGES.loaded)).toHaveLength(1);
  }, 20_000);

  it('opens the search of a paid hire', async () => {
    storeSession();
    stubFetch({
      'GET /api/Payments/13': { body: { id: 13, purpose: 'hire', status: 'succeeded', amount: 49.9, hireId: 4, searchId: 5 } },
      'GET /api/Subscription/balance': { body: BALANCE },
    });
    const { router } = renderApp('/success?payment=13');
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/5'));
  });

  it('goes back to where a top-up was started from (the creation summary), once', async () => {
    storeSession();
    rememberCheckoutReturn('/');
    stubFetch({ 'GET /api/Payments/12': { body: TOP_UP }, 'GET /api/Subscription/balance': { body: BALANCE } });
    const { router } = renderApp('/success?payment=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('ojeador.checkoutReturn')).toBeNull();
  });

  it("after a plan checkout says 'Pago Completado' with the toast 'Suscripción activada con éxito' and links to the plan", async () => {
    storeSession();
    const { calls } = stubFetch({
      'GET /api/Payments/14': { body: { id: 14, purpose: 'subscription', status: 'succeeded', amount: 9.99, hireId: null, searchId: null } },
    });
    renderApp('/success?payment=14');
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).toBeInTheDocument();
    expect(await screen.findByText('Suscripción activada con éxito')).toBeInTheDocument();
    expect(screen.getByText(/tu nuevo plan ya está activo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi suscripción' })).toHaveAttribute('href', '/suscripciones');
    expect(calls.some((c) => c.path === '/api/Subscription/balance')).toBe(false);
  });

  it('stops after about 30 s with a clear message, and can check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    let status: PaymentSummary['status'] = 'pending';
    let paymentCalls = 0;
    stubFetch({
      'GET /api/Payments/12': () => {
        paymentCalls += 1;
        return { body: { ...TOP_UP, status } };
      },
      'GET /api/Subscription/balance': { body: BALANCE },
    });
    const { user } = renderApp('/success?payment=12');
    expect(await screen.findByRole('heading', { name: PAYMENT_CONFIRMING_TITLE })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_WINDOW_MS));
    expect(await screen.findByRole('heading', { name: PAYMENT_SLOW_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/no vuelvas a pagar/)).toBeInTheDocument();
    const afterWindow = paymentCalls;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 5));
    expect(paymentCalls).toBe(afterWindow);

    status = 'succeeded';
    await user.click(screen.getByRole('button', { name: 'Volver a comprobar' }));
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).toBeInTheDocument();
  }, 20_000);

  it('says a failed payment was not completed', async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/12': { body: { ...TOP_UP, status: 'failed' } } });
    renderApp('/success?payment=12');
    expect(await screen.findByRole('heading', { name: PAYMENT_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute('href', '/saldo');
  });

  it('says a plan payment that could no longer be applied is refunded (decision 027)', async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/16': { body: { id: 16, purpose: 'subscription', status: 'refunded', amount: 9.99, hireId: null, searchId: null } } });
    renderApp('/success?payment=16');
    expect(await screen.findByRole('heading', { name: 'Pago devuelto' })).toBeInTheDocument();
    expect(screen.getByText(/te devolvemos el importe íntegro a la tarjeta/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).not.toBeInTheDocument();
  });

  it("says 'Pago no encontrado' for someone else's payment", async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/99': { status: 404, body: { code: 'NOT_FOUND', message: WALLET_MESSAGES.paymentNotFound, requestId: 'r' } } });
    renderApp('/success?payment=99');
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentNotFound })).toBeInTheDocument();
  });
});

describe('/cancel', () => {
  it("says 'Pago Cancelado' after an abandoned plan checkout, with the way back to the plans", async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/15': { body: { id: 15, purpose: 'subscription', status: 'cancelled', amount: 24.99, hireId: null, searchId: null } } });
    renderApp('/cancel?payment=15');
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCancelledTitle })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/suscripciones');
  });

  it("says 'Pago Cancelado' and links back to the start (and to the search of a hire)", async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/13': { body: { id: 13, purpose: 'hire', status: 'cancelled', amount: 49.9, hireId: 4, searchId: 5 } } });
    renderApp('/cancel?payment=13');
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCancelledTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/busquedas/5');
  });

  it('opened directly, with no payment, says there is nothing to confirm', async () => {
    storeSession();
    const { calls } = stubFetch({});
    renderApp('/cancel');
    expect(await screen.findByRole('heading', { name: NOTHING_TO_CONFIRM_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WALLET_MESSAGES.paymentCancelledTitle })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/Payments'))).toBe(false);
  });

  it('does not claim a cancellation for a payment the server says succeeded', async () => {
    storeSession();
    stubFetch({ 'GET /api/Payments/12': { body: TOP_UP } });
    renderApp('/cancel?payment=12');
    expect(await screen.findByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WALLET_MESSAGES.paymentCancelledTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pago' })).toHaveAttribute('href', '/success?payment=12');
  });
});

describe('/success opened directly', () => {
  it('says there is nothing to confirm and claims no payment', async () => {
    storeSession();
    const { calls } = stubFetch({});
    renderApp('/success');
    expect(await screen.findByRole('heading', { name: NOTHING_TO_CONFIRM_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: WALLET_MESSAGES.paymentCompletedTitle })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/Payments'))).toBe(false);
  });
});

describe('payment pages in English', () => {
  it('say the completed top-up and the abandoned checkout in English', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({
      'GET /api/Payments/12': { body: TOP_UP },
      'GET /api/Payments/15': { body: { id: 15, purpose: 'subscription', status: 'cancelled', amount: 24.99, hireId: null, searchId: null } },
      'GET /api/Subscription/balance': { body: BALANCE },
    });
    const { router } = renderApp('/success?payment=12');
    expect(await screen.findByRole('heading', { name: 'Payment Completed' })).toBeInTheDocument();
    expect(await screen.findByText('✅ Money loaded successfully')).toBeInTheDocument();
    expect(screen.getByText(/^We have added .+ to your balance\.$/)).toBeInTheDocument();
    expect(await screen.findByText(/Available balance:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View balance' })).toHaveAttribute('href', '/saldo');
    await waitFor(() => expect(document.title).toBe('Payment status · Ojeador'));

    await act(() => router.navigate('/cancel?payment=15'));
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Nothing has been charged. You can try again whenever you like.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/suscripciones');
  });
});
