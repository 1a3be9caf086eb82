import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIRE_MESSAGES, REVIEW_MESSAGES } from '@ojeador/shared';
import { makeHire, openSearch, section, hireState, searchReads } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into modals is slow on a busy machine: these tests get more time than the default.
describe('the hire actions', { timeout: 20_000 }, () => {
  it("'Aprobar Servicio' completes the service, toasts and reads the search again", async () => {
    let hire = makeHire({ status: 'awaiting_client_decision', report: 'Informe completo del trabajo realizado.' });
    const { user, calls } = openSearch('client', () => hire, {
      'POST /api/Subscription/complete-service': () => {
        hire = { ...hire, status: 'completed' };
        return { body: { id: 40, status: 'completed', message: 'ok' } };
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Aprobar Servicio' }));
    // Nothing is paid before the customer confirms what is paid to whom.
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el servicio?' });
    expect(within(dialog).getByText(/^Se liberarán 15(,00)? € a Eva Experta; esta acción no se puede deshacer\.$/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Subscription/complete-service')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /^Liberar 15(,00)? €$/ }));
    expect(await screen.findByText(HIRE_MESSAGES.completed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/complete-service')?.body).toEqual({ SearchHireId: 40, ClientApproved: true });
    expect(await within(await section()).findByRole('button', { name: 'Valorar Servicio' })).toBeInTheDocument();
  });

  it('a refused approval (HIRE_STATE) says why and reads the search again', async () => {
    const { user, calls } = openSearch('client', makeHire({ status: 'awaiting_client_decision' }), {
      'POST /api/Subscription/complete-service': hireState('La contratación está «Completada» y no admite esta acción'),
    });
    await user.click(within(await section()).getByRole('button', { name: 'Aprobar Servicio' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Liberar/ }));
    expect(await screen.findByText(HIRE_MESSAGES.completeFailed)).toBeInTheDocument();
    expect(screen.getByText('La contratación está «Completada» y no admite esta acción')).toBeInTheDocument();
    await waitFor(() => expect(searchReads(calls)).toBeGreaterThan(1));
  });

  it("the approval can be dropped ('Volver') or turned into a dispute, and sends nothing", async () => {
    const { user, calls } = openSearch('client', makeHire({ status: 'awaiting_client_decision' }));
    await user.click(within(await section()).getByRole('button', { name: 'Aprobar Servicio' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await section()).getByRole('button', { name: 'Aprobar Servicio' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abre una disputa' }));
    expect(await screen.findByRole('dialog', { name: 'Disputar servicio' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Subscription/complete-service')).toBe(false);
  });

  it('the dispute needs a reason, then is sent, toasted, closed and refetched', async () => {
    let hire = makeHire({ status: 'awaiting_client_decision' });
    const { user, calls } = openSearch('client', () => hire, {
      'POST /api/Subscription/dispute-service': () => {
        hire = { ...hire, status: 'disputed' };
        return { body: { id: 40, status: 'disputed', message: 'ok' } };
      },
      'GET /api/Dispute/details/40': {
        body: {
          searchHireId: 40,
          reason: 'No revisó nada',
          resolution: '',
          status: 'open',
          resolvedInFavorOfClient: null,
          createdAt: '2026-11-02T10:00:00.000Z',
        },
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Disputar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Disputar servicio' });
    await user.type(within(dialog).getByLabelText('Razón de la disputa'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar disputa' }));
    expect(within(dialog).getByText(HIRE_MESSAGES.disputeReasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Subscription/dispute-service')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Razón de la disputa'));
    await user.type(within(dialog).getByLabelText('Razón de la disputa'), 'No revisó nada');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar disputa' }));
    expect(await screen.findByText(HIRE_MESSAGES.disputed)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/dispute-service')?.body).toEqual({ SearchHireId: 40, Reason: 'No revisó nada' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('hire-banner-disputed')).toBeInTheDocument();
  });

  it('a failed dispute keeps the modal open with the failure toast', async () => {
    const { user } = openSearch('client', makeHire({ status: 'awaiting_client_decision' }), {
      'POST /api/Subscription/dispute-service': { status: 500, body: { code: 'INTERNAL', message: 'Error interno', requestId: 'r' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Disputar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Disputar servicio' });
    await user.type(within(dialog).getByLabelText('Razón de la disputa'), 'No revisó nada');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar disputa' }));
    expect(await screen.findByText(HIRE_MESSAGES.disputeFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Disputar servicio' })).toBeInTheDocument();
  });

  it('resolving a dispute needs a resolution and a side, shows the reason, and sends the choice', async () => {
    const { user, calls } = openSearch('admin', makeHire({ status: 'disputed' }), {
      'GET /api/Dispute/details/40': {
        body: {
          searchHireId: 40,
          reason: 'No revisó el coche',
          resolution: '',
          status: 'open',
          resolvedInFavorOfClient: null,
          createdAt: '2026-11-02T10:00:00.000Z',
        },
      },
      'POST /api/Subscription/resolve-dispute': { body: { id: 40, status: 'dispute_resolved', message: 'ok' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Resolver Disputa' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolver Disputa' });
    expect(await within(dialog).findByText('No revisó el coche')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolver Disputa' }));
    expect(within(dialog).getByText(HIRE_MESSAGES.resolutionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(HIRE_MESSAGES.sideRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/Subscription/resolve-dispute')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Al cliente (reembolso)' }));
    await user.click(within(dialog).getByLabelText('Resolución'));
    await user.paste('El experto no hizo la revisión');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver Disputa' }));
    expect(await screen.findByText(HIRE_MESSAGES.resolved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/resolve-dispute')?.body).toEqual({
      SearchHireId: 40,
      ResolveInFavorOfClient: true,
      Resolution: 'El experto no hizo la revisión',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Finalizar Búsqueda' needs a side and pays the expert when chosen", async () => {
    const { user, calls } = openSearch('admin', makeHire({ status: 'accepted' }), {
      'POST /api/Subscription/force-finalize': { body: { id: 40, status: 'completed', message: 'ok' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Finalizar Búsqueda' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar Búsqueda' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Búsqueda' }));
    expect(within(dialog).getByText(HIRE_MESSAGES.sideRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Al experto (pago)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Búsqueda' }));
    expect(await screen.findByText(HIRE_MESSAGES.forceFinalized)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/force-finalize')?.body).toEqual({ SearchHireId: 40, ResolveInFavorOfClient: false });
  });

  it('a failed force-finalize says so', async () => {
    const { user } = openSearch('admin', makeHire({ status: 'accepted' }), {
      'POST /api/Subscription/force-finalize': hireState('La contratación está «Completada» y no admite esta acción'),
    });
    await user.click(within(await section()).getByRole('button', { name: 'Finalizar Búsqueda' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar Búsqueda' });
    await user.click(within(dialog).getByRole('radio', { name: 'Al cliente (reembolso)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Búsqueda' }));
    expect(await screen.findByText(HIRE_MESSAGES.forceFinalizeFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finalizing needs a report of 20 characters and, for an in-person review, every checklist point', async () => {
    const { user, calls } = openSearch('expert', makeHire({ status: 'accepted', serviceTypeId: 2 }), {
      'POST /api/SearchHire/40/finalize': { body: { id: 40, status: 'awaiting_client_decision', message: 'ok' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Finalizar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar servicio' });
    await user.type(within(dialog).getByLabelText('Informe para el cliente'), 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Servicio' }));
    expect(within(dialog).getByText(HIRE_MESSAGES.reportRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(HIRE_MESSAGES.checklistRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/SearchHire/40/finalize')).toBe(false);

    await user.click(within(dialog).getByLabelText('Informe para el cliente'));
    await user.paste(': el coche está bien de mecánica y papeles.');
    const points = [
      'ITV en vigor y sin defectos pendientes',
      'Kilómetros frente al informe de la DGT',
      'Cargas, embargos y titularidad (informe de la DGT)',
      'Motor y mecánica',
      'Bajos y fugas',
      'Electrónica y luces',
      'Carrocería y pintura',
      'Neumáticos y frenos',
      'Interior',
      'Prueba de conducción',
    ];
    for (const point of points) {
      const group = within(dialog).getByRole('group', { name: point });
      await user.click(within(group).getByRole('radio', { name: point === 'Neumáticos y frenos' ? 'Con problemas' : 'Correcto' }));
    }
    await user.type(within(dialog).getByLabelText('Nota sobre «Neumáticos y frenos» (opcional)'), 'Cambiar pronto');
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Servicio' }));
    expect(await screen.findByText(HIRE_MESSAGES.finalized)).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/SearchHire/40/finalize')?.body as {
      report: string;
      checklist: { key: string; result: string; note: string }[];
    };
    expect(sent.report).toBe('Corto: el coche está bien de mecánica y papeles.');
    expect(sent.checklist.map((entry) => entry.key)).toEqual([
      'itv',
      'kilometres',
      'charges',
      'engine',
      'underside',
      'electronics',
      'bodywork',
      'tyres',
      'interior',
      'testDrive',
    ]);
    expect(sent.checklist.find((entry) => entry.key === 'tyres')).toEqual({ key: 'tyres', result: 'issue', note: 'Cambiar pronto' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a web search is finalized with the report only; a server validation message stays in the modal', async () => {
    const { user, calls } = openSearch('expert', makeHire({ status: 'accepted', serviceTypeId: 1 }), {
      'POST /api/SearchHire/40/finalize': { status: 400, body: { code: 'VALIDATION', message: 'El informe contiene caracteres no válidos', requestId: 'r' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Finalizar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar servicio' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Informe para el cliente'));
    await user.paste('He revisado veinte anuncios y te dejo los tres mejores.');
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar Servicio' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El informe contiene caracteres no válidos');
    expect(calls.find((c) => c.path === '/api/SearchHire/40/finalize')?.body).toEqual({ report: 'He revisado veinte anuncios y te dejo los tres mejores.' });
  });

  it('cancelling asks first, then refunds and goes to /expert-panel', async () => {
    const { user, calls, router } = openSearch('expert', makeHire({ status: 'accepted' }), {
      'POST /api/Subscription/cancel-service': { body: { id: 40, status: 'cancelled', message: 'ok' } },
      'GET /api/User/expert-profile': { status: 404, body: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Cancelar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar servicio' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres cancelar este servicio?');
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Servicio' }));
    expect(await screen.findByText(HIRE_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Subscription/cancel-service')?.body).toEqual({ SearchHireId: 40 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert-panel'));
  });

  it("a failed cancel says '❌ Error al cancelar el servicio' and stays", async () => {
    const { user, router } = openSearch('expert', makeHire({ status: 'accepted' }), {
      'POST /api/Subscription/cancel-service': hireState('La contratación está «Cancelada» y no admite esta acción'),
    });
    await user.click(within(await section()).getByRole('button', { name: 'Cancelar Servicio' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancelar servicio' })).getByRole('button', { name: 'Cancelar Servicio' }));
    expect(await screen.findByText(HIRE_MESSAGES.cancelFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busquedas/5');
  });

  it('the review needs a score and a description, takes only images, and is sent as multipart', async () => {
    let hire = makeHire({ status: 'completed' });
    const { user, calls } = openSearch('client', () => hire, {
      'POST /api/review/search-hire/40': () => {
        hire = { ...hire, reviewed: true };
        return { status: 201, body: { id: 1 } };
      },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Valorar Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Valorar servicio' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(within(dialog).getByText('La puntuación debe estar entre 1 y 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe una descripción de la valoración')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Imágenes (opcional, PNG o JPG)');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(within(dialog).getByText(REVIEW_MESSAGES.imageType)).toBeInTheDocument();
    await user.upload(input, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar imagen 1' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);

    // Each message goes as soon as its field is fixed.
    await user.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    expect(within(dialog).queryByText('La puntuación debe estar entre 1 y 5')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Escribe una descripción de la valoración')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Descripción'), 'Muy buen trabajo');
    expect(within(dialog).queryByText('Escribe una descripción de la valoración')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await screen.findByText('Valoración enviada correctamente')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/review/search-hire/40')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('Score')).toBe('4');
    expect(body.get('Description')).toBe('Muy buen trabajo');
    expect((body.getAll('Images') as File[]).map((file) => file.name)).toEqual(['b.jpg']);
    expect(await screen.findByText('Ya has valorado este servicio. ¡Gracias!')).toBeInTheDocument();
  });

  it("a refused review says 'Error al enviar la valoración: {message}'; without a message 'Error al enviar la valoración'", async () => {
    const { user, unmount } = openSearch('client', makeHire({ status: 'completed' }), {
      'POST /api/review/search-hire/40': { status: 409, body: { code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed, requestId: 'r' } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Valorar Servicio' }));
    let dialog = screen.getByRole('dialog', { name: 'Valorar servicio' });
    await user.click(within(dialog).getByRole('radio', { name: '5 estrellas' }));
    await user.type(within(dialog).getByLabelText('Descripción'), 'Bien');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await screen.findByText(`Error al enviar la valoración: ${REVIEW_MESSAGES.alreadyReviewed}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    const second = openSearch('client', makeHire({ status: 'completed' }), { 'POST /api/review/search-hire/40': { status: 502 } });
    await second.user.click(within(await section()).getByRole('button', { name: 'Valorar Servicio' }));
    dialog = screen.getByRole('dialog', { name: 'Valorar servicio' });
    await second.user.click(within(dialog).getByRole('radio', { name: '5 estrellas' }));
    await second.user.type(within(dialog).getByLabelText('Descripción'), 'Bien');
    await second.user.click(within(dialog).getByRole('button', { name: 'Enviar valoración' }));
    expect(await screen.findByText('Error al enviar la valoración')).toBeInTheDocument();
  });
});
