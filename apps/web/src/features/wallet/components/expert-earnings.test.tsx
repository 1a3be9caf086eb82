import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { makeHire } from '@/test/make-hire';
import { storeSession } from '@/test/tokens';

const BALANCE: Balance = {
  available: 0,
  held: 0,
  earned: 44.1,
  paidOut: 0,
  withdrawable: 0,
  movements: [
    { id: 1, at: '2026-11-20T10:00:00Z', amount: 49, account: 'earned', reason: 'Ingreso', hireId: 3, kind: 'earning', expertName: null, paidWith: null },
  ],
};

const HIRES = [
  makeHire({ id: 4, status: 'awaiting_client_decision', amount: 50, searchTitle: 'Seat Ibiza', deadline: '2026-12-03T10:00:00Z' }),
  makeHire({ id: 5, status: 'pending', amount: 30, searchTitle: 'Golf GTI', deadline: '2026-11-30T10:00:00Z' }),
  makeHire({ id: 6, status: 'disputed', amount: 20, searchTitle: 'Piso en Triana' }),
  makeHire({ id: 7, status: 'completed', amount: 49, searchTitle: 'León' }),
];

function openWallet(terms: { commissionPercent: number; canTransfer: boolean }, balance: Balance = BALANCE) {
  storeSession({ role: 'Expert' });
  stubFetch({
    'GET /api/Subscription/balance': { body: balance },
    'GET /api/SearchHire/expert': { body: HIRES },
    'GET /api/Experts/terms': { body: terms },
  });
  renderApp('/saldo');
  return screen.findByRole('region', { name: 'Tus ingresos como experto' });
}

describe('/saldo for an expert: the money before and after it is theirs', () => {
  it('shows escrow per open hire with when it is released, what is released and what was transferred', async () => {
    const section = within(await openWallet({ commissionPercent: 10, canTransfer: true }));
    const figures = section.getAllByRole('definition').map((d) => d.textContent);
    // Escrow: 45 + 27 + 18 (each less 10 %); the completed hire is not in escrow.
    expect(figures).toEqual(['90,00 €', '44,10 €', '0,00 €']);
    expect(section.getByText('Liberado, pendiente de transferir')).toBeInTheDocument();
    const items = within(section.getByRole('list', { name: 'Servicios en garantía' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Seat Ibiza.*Se transfiere a tu cuenta el 3 de diciembre.*si el cliente no abre una disputa antes45,00 €$/),
      expect.stringMatching(/^Golf GTISi la aceptas antes del 30 de noviembre.*27,00 €$/),
      expect.stringMatching(/^Piso en TrianaEn disputa: se libera cuando el administrador la resuelva18,00 €$/),
    ]);
  });

  it('says the released money stays in the wallet with the local payment provider, and the last transfer', async () => {
    const paid: Balance = {
      ...BALANCE,
      paidOut: 44.1,
      movements: [
        {
          id: 2,
          at: '2026-11-21T10:00:00Z',
          amount: -44.1,
          account: 'earned',
          reason: 'Transferencia',
          hireId: 3,
          kind: 'payout',
          expertName: null,
          paidWith: null,
        },
      ],
    };
    const local = within(await openWallet({ commissionPercent: 10, canTransfer: false }, paid));
    expect(local.getByText(/no hay transferencias/)).toBeInTheDocument();
    expect(local.getByText('Liberado, en tu monedero')).toBeInTheDocument();
    expect(local.getByText(/Se libera a tu monedero el 3 de diciembre/)).toBeInTheDocument();
    expect(local.getByText(/Última transferencia: 44,10 € el 21 de noviembre/)).toBeInTheDocument();
  });

  it('is not shown to a customer', async () => {
    storeSession();
    stubFetch({ 'GET /api/Subscription/balance': { body: BALANCE } });
    renderApp('/saldo');
    expect(await screen.findByText('Saldo disponible')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tus ingresos como experto' })).not.toBeInTheDocument();
  });
});
