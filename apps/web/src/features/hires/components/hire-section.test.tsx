import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIRE_MESSAGES, type SearchHireSummary } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { makeHire, openSearch, section } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hire section of /busquedas/{id}: what shows for whom', { timeout: 20_000 }, () => {
  it('shows the service, expert, amount and state to the customer, without buttons while the expert works', async () => {
    openSearch('client', makeHire());
    const hire = await section();
    expect(hire).toHaveTextContent('Búsqueda web');
    expect(hire).not.toHaveTextContent('Web Search');
    expect(hire).toHaveTextContent('Eva Experta');
    expect(hire).toHaveTextContent('15,00 €');
    expect(within(hire).getByTestId('hire-status')).toHaveTextContent('Aceptada');
    expect(within(hire).queryAllByRole('button')).toHaveLength(0);
  });

  it('words the service type in English on an English page', async () => {
    await setLanguage('en', { remember: false });
    openSearch('client', makeHire({ serviceTypeId: 2, serviceTypeCode: 'inPersonReview', serviceName: 'In-Person Review' }));
    const hire = await section('Hire');
    expect(hire).toHaveTextContent('In-person review');
    expect(hire).not.toHaveTextContent('In-Person Review');
  });

  it('shows nothing to the customer of a search without a hire', async () => {
    openSearch('client', null);
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza' });
    expect(screen.queryByRole('region', { name: 'Contratación' })).not.toBeInTheDocument();
  });

  it("the customer awaiting a decision sees '¡La búsqueda ha finalizado!', the report, the checklist and the auto-approval date", async () => {
    openSearch(
      'client',
      makeHire({
        status: 'awaiting_client_decision',
        serviceTypeId: 2,
        report: 'Revisé el coche en persona: todo correcto salvo los neumáticos.',
        checklist: [
          { key: 'itv', label: 'ITV en vigor y sin defectos pendientes', result: 'ok', note: '' },
          { key: 'tyres', label: 'Neumáticos', result: 'issue', note: 'Desgaste irregular' },
        ],
        finalizedAt: '2026-11-01T10:00:00.000Z',
        deadline: '2026-11-08T10:00:00.000Z',
      }),
    );
    const hire = await section();
    const banner = within(hire).getByTestId('hire-banner-finished');
    expect(banner).toHaveTextContent(HIRE_MESSAGES.bannerFinished);
    expect(within(banner).getByRole('button', { name: 'Disputar Servicio' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Aprobar Servicio' })).toBeInTheDocument();
    expect(within(hire).getByTestId('hire-report')).toHaveTextContent('todo correcto salvo los neumáticos');
    const checklist = within(hire).getByRole('list', { name: 'Revisión presencial' });
    expect(checklist).toHaveTextContent('Neumáticos');
    expect(checklist).toHaveTextContent('Con problemas');
    expect(checklist).toHaveTextContent('Desgaste irregular');
    expect(within(hire).getByTestId('hire-deadline')).toHaveTextContent(/Tienes hasta el .*8.* para aprobar o disputar/);
    expect(within(hire).queryByText(HIRE_MESSAGES.bannerAwaitingClient)).not.toBeInTheDocument();
  });

  it("the expert awaiting the customer sees 'Esperando Aprobación del Cliente', the auto-complete date and may cancel, not approve", async () => {
    openSearch(
      'expert',
      makeHire({ status: 'awaiting_client_decision', report: 'Informe completo del trabajo realizado.', deadline: '2026-11-08T10:00:00.000Z' }),
    );
    const hire = await section();
    expect(within(hire).getByTestId('hire-banner-awaitingClient')).toHaveTextContent(HIRE_MESSAGES.bannerAwaitingClient);
    expect(within(hire).getByTestId('hire-deadline')).toHaveTextContent(/Si el cliente no responde antes del .* se completará automáticamente/);
    expect(within(hire).queryByRole('button', { name: 'Aprobar Servicio' })).not.toBeInTheDocument();
    expect(within(hire).getByRole('button', { name: 'Cancelar Servicio' })).toBeInTheDocument();
    expect(within(hire).queryByText(HIRE_MESSAGES.bannerFinished)).not.toBeInTheDocument();
  });

  it('the expert of an accepted hire may finalize or cancel; the answer-by date shows on a pending one', async () => {
    openSearch('expert', makeHire({ status: 'accepted' }));
    const hire = await section();
    expect(within(hire).getByRole('button', { name: 'Finalizar Servicio' })).toBeInTheDocument();
    expect(within(hire).getByRole('button', { name: 'Cancelar Servicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir anuncio' })).toBeInTheDocument();
  });

  it('the pending hire says until when the expert may answer', async () => {
    openSearch('client', makeHire({ status: 'pending', deadline: '2026-11-04T10:00:00.000Z' }));
    expect(within(await section()).getByTestId('hire-deadline')).toHaveTextContent(/Si el experto no responde antes del .* se te devolverá el importe/);
  });

  it("'Disputa Abierta' with the dispute's reason to the customer and the expert; the admin gets 'Resolver Disputa' and 'Finalizar Búsqueda'", async () => {
    const dispute = {
      searchHireId: 40,
      reason: 'No revisó el coche',
      resolution: '',
      status: 'open',
      resolvedInFavorOfClient: null,
      createdAt: '2026-11-02T10:00:00.000Z',
    };
    const handlers = { 'GET /api/Dispute/details/40': { body: dispute } };
    for (const who of ['client', 'expert'] as const) {
      const { unmount } = openSearch(who, makeHire({ status: 'disputed' }), handlers);
      const hire = await section();
      expect(within(hire).getByTestId('hire-banner-disputed')).toHaveTextContent(HIRE_MESSAGES.bannerDisputed);
      expect(await within(hire).findByTestId('dispute-details')).toHaveTextContent('No revisó el coche');
      expect(within(hire).queryAllByRole('button')).toHaveLength(0);
      unmount();
    }
    openSearch('admin', makeHire({ status: 'disputed' }), handlers);
    const hire = await section();
    expect(within(hire).getByRole('button', { name: 'Resolver Disputa' })).toBeInTheDocument();
    expect(within(hire).getByRole('button', { name: 'Finalizar Búsqueda' })).toBeInTheDocument();
    expect(within(hire).queryByRole('button', { name: 'Aprobar Servicio' })).not.toBeInTheDocument();
  });

  it("the customer of a completed hire may review it once ('Valorar Servicio'), then is thanked", async () => {
    const { unmount } = openSearch('client', makeHire({ status: 'completed' }));
    expect(within(await section()).getByRole('button', { name: 'Valorar Servicio' })).toBeInTheDocument();
    unmount();
    openSearch('client', makeHire({ status: 'completed', reviewed: true }));
    const hire = await section();
    expect(within(hire).queryByRole('button', { name: 'Valorar Servicio' })).not.toBeInTheDocument();
    expect(hire).toHaveTextContent('Ya has valorado este servicio');
  });

  it("'Pagar 15 € con tarjeta' asks for a new checkout of an unpaid hire and follows its url", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, calls } = openSearch('client', makeHire({ status: 'awaiting_payment' }), {
      'POST /api/SearchHire/create-checkout-session/40': { body: { url: '/payments/local/checkout/9.sig' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Pagar 15 € con tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/9.sig'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/SearchHire/create-checkout-session/40')).toBe(true);
  });

  it("says 'No se encontró la contratación' and calls nothing when the hire came without an id", async () => {
    const { user, calls } = openSearch('client', { ...makeHire({ status: 'awaiting_client_decision' }), id: undefined } as unknown as SearchHireSummary);
    await user.click(within(await section()).getByRole('button', { name: 'Aprobar Servicio' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Liberar/ }));
    expect(await screen.findByText('No se encontró la contratación')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
