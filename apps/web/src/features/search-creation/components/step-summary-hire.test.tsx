import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { Balance } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { DRAFT_STORAGE_KEY } from '../hooks/use-creation-flow';
import { EXPERT_SERVICE, FLOW_TIMEOUT_MS, flowHandlers, toService } from '../testing/flow-helpers';

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

const balance = (available: number): { body: Balance } => ({ body: { available, held: 0, earned: 0, withdrawable: 0, paidOut: 0, movements: [] } });
const CREATED_TOAST = '✅ Búsqueda creada exitosamente';
const CREATED = (hireUrl: string | null) => ({ status: 201, body: { search: { id: 42, title: 'Seat León 2018' }, hireUrl } });

/** Step 0 → step 3 with the expert's service chosen. */
async function toSummaryWithService(user: UserEvent) {
  await toService(user);
  await user.click(await screen.findByRole('radio', { name: 'Elegir este servicio de Talleres Ruiz' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText('Paso 4 de 4');
  // The service and the balance are read: a button says how the price is paid.
  await screen.findByRole('button', { name: /^Pagar / }, { timeout: 5000 });
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('creation flow, step 3 with an expert service', { timeout: FLOW_TIMEOUT_MS }, () => {
  it("names the shortfall and goes to the card checkout only from 'Pagar 49,90 € con tarjeta'", async () => {
    const assign = stubAssign();
    stubFetch(
      flowHandlers({
        'GET /api/SearchService': { body: [EXPERT_SERVICE] },
        'GET /api/Subscription/balance': balance(20),
        'POST /api/Search/with-hire': CREATED('/payments/local/checkout/h.k'),
      }),
    );
    const { user } = renderApp('/');
    await toSummaryWithService(user);
    expect(screen.getByTestId('hire-shortfall')).toHaveTextContent('Faltan 29,90 €: recarga o paga con tarjeta');
    expect(screen.getByRole('button', { name: 'Recargar 50 € y volver' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pagar 49,90 € con tarjeta' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/h.k'));
    // Coming back from the checkout must not offer to create the same search again.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText(/Hemos reservado/)).not.toBeInTheDocument();
  });

  it("says 'Pagar 49,90 € con tu saldo' when the balance covers it, holds it and opens the new search", async () => {
    const assign = stubAssign();
    const { calls } = stubFetch(
      flowHandlers({
        'GET /api/SearchService': { body: [EXPERT_SERVICE] },
        'GET /api/Subscription/balance': balance(60),
        'POST /api/Search/with-hire': CREATED(null),
      }),
    );
    const { user, router } = renderApp('/');
    await toSummaryWithService(user);
    expect(screen.queryByRole('button', { name: 'Crear Búsqueda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /con tarjeta/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar 49,90 € con tu saldo' }));

    const held = await screen.findByText(/Hemos reservado 49,90\s€ de tu saldo para Talleres Ruiz/);
    expect(held.closest('[data-sonner-toast]')).toHaveTextContent(CREATED_TOAST);
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/42'));
    expect(assign).not.toHaveBeenCalled();
    const posts = calls.filter((c: StubRequest) => c.method === 'POST' && c.path.startsWith('/api/Search/'));
    expect(posts.map((c) => c.path)).toEqual(['/api/Search/with-hire']);
    const body = posts[0].body as Record<string, unknown>;
    expect(body.searchServiceId).toBe(11);
    expect(body.title).toBe('Seat León 2018');
    expect(body.parameters).toMatchObject({ keywords: 'Seat León 2018', serviceTypeId: 1, platformIds: [1, 2] });
  });

  it('never follows a card checkout the button did not announce (the balance moved meanwhile)', async () => {
    const assign = stubAssign();
    stubFetch(
      flowHandlers({
        'GET /api/SearchService': { body: [EXPERT_SERVICE] },
        'GET /api/Subscription/balance': balance(60),
        'POST /api/Search/with-hire': CREATED('/payments/local/checkout/h.k'),
      }),
    );
    const { user, router } = renderApp('/');
    await toSummaryWithService(user);
    await user.click(screen.getByRole('button', { name: 'Pagar 49,90 € con tu saldo' }));
    expect(await screen.findByText(/Tu saldo ya no alcanzaba/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/42'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('tops up first and comes back to the same draft at the summary', async () => {
    const assign = stubAssign();
    const { calls } = stubFetch(
      flowHandlers({
        'GET /api/SearchService': { body: [EXPERT_SERVICE] },
        'GET /api/Subscription/balance': balance(20),
        'POST /api/Subscription/load-money': { body: { url: '/payments/local/checkout/t.k' } },
      }),
    );
    const { user } = renderApp('/');
    await toSummaryWithService(user);
    await user.click(screen.getByRole('button', { name: 'Recargar 50 € y volver' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/t.k'));
    expect(calls.find((c) => c.path === '/api/Subscription/load-money')?.body).toEqual({ amount: 50 });
    expect(calls.some((c) => c.path === '/api/Search/with-hire')).toBe(false);
    expect(sessionStorage.getItem('ojeador.checkoutReturn')).toBe('/');

    // The provider returns (through /success) to '/': the flow opens at the summary with what was chosen.
    cleanup();
    stubFetch(flowHandlers({ 'GET /api/SearchService': { body: [EXPERT_SERVICE] }, 'GET /api/Subscription/balance': balance(70) }));
    renderApp('/');
    expect(await screen.findByText('Paso 4 de 4')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pagar 49,90 € con tu saldo' })).toBeEnabled();
    expect(screen.getByText(/Talleres Ruiz · 49,90/)).toBeInTheDocument();
  });

  it('shows a failed hire like any other creation error and keeps the summary', async () => {
    stubFetch(
      flowHandlers({
        'GET /api/SearchService': { body: [EXPERT_SERVICE] },
        'GET /api/Subscription/balance': balance(60),
        'POST /api/Search/with-hire': { status: 409, body: { code: 'CONFLICT', message: 'Este servicio ya no está disponible', requestId: 'r' } },
      }),
    );
    const { user } = renderApp('/');
    await toSummaryWithService(user);
    await user.click(screen.getByRole('button', { name: 'Pagar 49,90 € con tu saldo' }));
    expect(await screen.findByText('❌ Este servicio ya no está disponible')).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 4')).toBeInTheDocument();
  });
});
