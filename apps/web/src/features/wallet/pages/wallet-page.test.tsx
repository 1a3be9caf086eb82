import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_MESSAGES, type Balance, type BalanceMovement } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const BALANCE: Balance = {
  available: 32.5,
  held: 49.9,
  earned: 0,
  withdrawable: 0,
  paidOut: 0,
  movements: [
    {
      id: 3,
      at: '2026-11-20T10:00:00Z',
      amount: -49.9,
      account: 'held',
      reason: 'Contratación de Eva Martín',
      hireId: 4,
      kind: 'hire',
      expertName: 'Eva Martín',
      paidWith: 'card',
    },
    { id: 2, at: '2026-11-19T12:00:00Z', amount: 30, account: 'available', reason: 'Reembolso', hireId: 2, kind: 'refund', expertName: 'Luis', paidWith: null },
    { id: 1, at: '2026-11-19T09:00:00Z', amount: 50, account: 'available', reason: 'Recarga', hireId: null, kind: 'topup', expertName: null, paidWith: null },
  ],
};

/** The browser leaving for the checkout: window.location is the edge, replaced for the test. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('/saldo', () => {
  it('shows the balance, the latest movements and the three cards, with a way back to the start', async () => {
    storeSession();
    stubFetch({ 'GET /api/Subscription/balance': { body: BALANCE } });
    renderApp('/saldo');
    const summary = within(await screen.findByRole('region', { name: 'Tu saldo' }));
    expect(await summary.findByText('32,50 €')).toBeInTheDocument();
    expect(summary.getByText('49,90 €')).toBeInTheDocument();
    expect(summary.queryByText('Ganado')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    const movements = within(screen.getByRole('list', { name: 'Últimos movimientos' })).getAllByRole('listitem');
    expect(movements).toHaveLength(3);
    expect(movements[0]).toHaveTextContent('Contratación de Eva Martín');
    expect(movements[0]).toHaveTextContent('Pagada con tarjeta');
    expect(movements[0]).toHaveTextContent('-49,90 €');
    expect(movements[1]).toHaveTextContent('Reembolso');
    expect(movements[1]).toHaveTextContent('De la contratación de Luis');
    expect(movements[1]).toHaveTextContent('+30,00 €');
    expect(movements[2]).toHaveTextContent('Recarga');
    expect(movements[2]).toHaveTextContent('+50,00 €');
    // A hire's lines open the hire's own page, which outlives its search.
    expect(within(movements[0]).getByRole('link', { name: 'Ver contratación' })).toHaveAttribute('href', '/contrataciones/4');
    expect(within(movements[2]).queryByRole('link')).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    // The spec's names for the top-up cards, 'Basic' in Spanish; no plan is called so.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Básico', 'Plus', 'Pro']);
    expect(cards[0]).toHaveTextContent('Ideal para empezar');
    expect(cards[1]).toHaveTextContent('Búsquedas regulares');
    expect(cards[2]).toHaveTextContent('Usuarios frecuentes');
    expect(within(cards[0]).getByRole('button')).toHaveTextContent('Recargar 10 €');
    expect(within(cards[1]).getByRole('button')).toHaveTextContent('Recargar 20 €');
    expect(within(cards[2]).getByRole('button')).toHaveTextContent('Recargar 50 €');
  });

  it("shows the expert's earned income when there is any", async () => {
    storeSession({ role: 'Expert' });
    stubFetch({ 'GET /api/Subscription/balance': { body: { ...BALANCE, earned: 42.43 } } });
    renderApp('/saldo');
    expect(await screen.findByText('Ganado')).toBeInTheDocument();
    expect(screen.getByText('42,43 €')).toBeInTheDocument();
  });

  it("words an expert's lines and a payment returned to the card from their codes", async () => {
    storeSession({ role: 'Expert' });
    const line = (id: number, kind: BalanceMovement['kind'], amount: number) =>
      ({ id, at: '2026-11-20T10:00:00Z', amount, account: 'earned', reason: 'x', hireId: 4, kind, expertName: null, paidWith: null }) as const;
    const movements = [line(4, 'payout', -44.1), line(3, 'earning', 49), line(2, 'commission', -4.9), line(1, 'card_refund', 20)];
    stubFetch({ 'GET /api/Subscription/balance': { body: { ...BALANCE, earned: 49, withdrawable: 0, paidOut: 0, movements } } });
    renderApp('/saldo');
    const items = within(await screen.findByRole('list', { name: 'Últimos movimientos' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Transferencia a tu cuenta bancaria',
      'Servicio completado',
      'Comisión de la plataforma',
      'Devolución a tu tarjeta',
    ]);
    expect(items[0]).toHaveTextContent('-44,10 €');
    expect(items[2]).toHaveTextContent('-4,90 €');
    expect(items[3]).toHaveTextContent('No pasó por tu saldo');
  });

  it('shows "Procesando..." on the chosen card only, then goes to the checkout', async () => {
    storeSession();
    const assign = stubLocation();
    let answer: (value: unknown) => void = () => undefined;
    const { calls } = stubFetch({
      'GET /api/Subscription/balance': { body: BALANCE },
      'POST /api/Subscription/load-money': () =>
        new Promise((resolve) => (answer = resolve)).then(() => ({ body: { url: '/payments/local/checkout/abc.def' } })),
    });
    const { user } = renderApp('/saldo');
    const plus = await screen.findByRole('article', { name: 'Plus' });
    await user.click(within(plus).getByRole('button'));

    const processing = await within(plus).findByRole('button', { name: 'Procesando...' });
    expect(processing).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'Básico' })).getByRole('button')).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByRole('button')).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Procesando...' })).toHaveLength(1);

    answer(null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/abc.def'));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/Subscription/load-money');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ amount: 20 });
  });

  it("says '❌ Error al cargar dinero' on a failure and lets the user choose again", async () => {
    storeSession();
    const assign = stubLocation();
    stubFetch({
      'GET /api/Subscription/balance': { body: BALANCE },
      'POST /api/Subscription/load-money': { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } },
    });
    const { user } = renderApp('/saldo');
    const basic = await screen.findByRole('article', { name: 'Básico' });
    await user.click(within(basic).getByRole('button'));
    expect(await screen.findByText(WALLET_MESSAGES.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(basic).getByRole('button')).toBeEnabled());
    expect(within(basic).getByRole('button')).toHaveTextContent('Recargar 10 €');
    expect(assign).not.toHaveBeenCalled();
  });

  it('speaks English when English is chosen', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({ 'GET /api/Subscription/balance': { body: BALANCE } });
    renderApp('/saldo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    expect(await screen.findByText('Available balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Basic', 'Plus', 'Pro']);
    expect(cards[0]).toHaveTextContent('Ideal to start');
    expect(cards[1]).toHaveTextContent('Regular searches');
    expect(cards[2]).toHaveTextContent('Frequent users');
    expect(within(cards[0]).getByRole('button')).toHaveTextContent(/^Top up €10$/);
    const movements = within(screen.getByRole('list', { name: 'Latest movements' })).getAllByRole('listitem');
    expect(movements[0]).toHaveTextContent('Hired Eva Martín');
    expect(movements[0]).toHaveTextContent('Paid by card');
    expect(movements[1]).toHaveTextContent('Of the hire of Luis');
    expect(movements[2]).toHaveTextContent('Top-up');
    await waitFor(() => expect(document.title).toBe('Balance · Ojeador'));
  });

  it('offers visitors sign-in on the page itself, which stays at its address', async () => {
    stubFetch({});
    const { router } = renderApp('/saldo');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver tu saldo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saldo');
  });
});

describe('avatar menu balance', () => {
  it('links "Saldo: X €" to /saldo', async () => {
    storeSession();
    stubFetch({ 'GET /api/Subscription/balance': { body: BALANCE } });
    const { user, router } = renderApp('/busquedas');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Menú de usuario' }));
    const link = await within(screen.getByRole('banner')).findByRole('link', { name: /^Saldo: 32,50\s€$/ });
    expect(link).toHaveAttribute('href', '/saldo');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/saldo'));
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Saldo/ })).not.toBeInTheDocument();
  });
});
