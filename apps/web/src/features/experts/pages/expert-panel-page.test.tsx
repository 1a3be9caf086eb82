import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeHire, PROFILE, SERVICE, stubExpertPanel } from '../testing/expert-panel-fixtures';

// Long form journeys on a shared 2-core machine: more than the default 5 s.
describe('/expert-panel', { timeout: 20_000 }, () => {
  it('sends a non-expert to /become-expert', async () => {
    storeSession({ role: 'User' });
    stubFetch({});
    const { router } = renderApp('/expert-panel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-expert'));
  });

  it('shows "Validación Pendiente" until the payment account is ready, and starts onboarding', async () => {
    storeSession({ role: 'Expert' });
    let resolve: (value: unknown) => void = () => undefined;
    const { calls } = stubFetch({
      'GET /api/User/expert-profile': { body: { ...PROFILE, stripeAccountId: null } },
      'POST /api/Subscription/expert-onboarding': () => new Promise((r) => (resolve = r)).then(() => ({ body: { url: '/payments/local/onboarding/x.y' } })),
    });
    const { user } = renderApp('/expert-panel');
    expect(await screen.findByRole('heading', { name: 'Validación Pendiente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Configurar Cuenta de Stripe' }));
    expect(await screen.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
    resolve(null);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/Subscription/expert-onboarding')).toBe(true));
  });

  it('shows "Error al cargar el perfil: {message}" with Reintentar', async () => {
    storeSession({ role: 'Expert' });
    let failures = 1;
    stubExpertPanel({
      'GET /api/User/expert-profile': () =>
        failures-- > 0 ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: PROFILE },
    });
    const { user } = renderApp('/expert-panel');
    expect(await screen.findByText('Error al cargar el perfil: Error interno del servidor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Experto Verificado')).toBeInTheDocument();
  });

  it('shows the profile card, the services and the empty hires tab', async () => {
    storeSession({ role: 'Expert', name: 'Lucía Pérez' });
    stubExpertPanel({ 'GET /api/SearchService/expert/3': { body: [SERVICE] }, 'GET /api/SearchHire/expert': { body: [] } });
    const { user } = renderApp('/expert-panel');
    const card = within(await screen.findByRole('region', { name: 'Perfil de experto' }));
    expect(card.getByRole('heading', { name: 'Lucía Pérez' })).toBeInTheDocument();
    expect(card.getByText('Experto Verificado')).toBeInTheDocument();
    expect(card.getByText('Reviso coches en Madrid')).toBeInTheDocument();
    expect(card.getByText(/Miembro desde/)).toBeInTheDocument();

    const service = (await screen.findByRole('heading', { name: 'Coches' })).closest('article')!;
    // The server's name is English; the panel words the service type by its code.
    expect(within(service).getByText('Revisión presencial')).toBeInTheDocument();
    expect(within(service).getByText('49,90 €')).toBeInTheDocument();
    expect(within(service).getByText('24h')).toBeInTheDocument();
    expect(within(service).getByText('Solo Madrid')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contrataciones' }));
    expect(await screen.findByText('No tienes contrataciones activas')).toBeInTheDocument();
  });

  it('says "No tienes servicios activos" and "Error al cargar servicios: {message}"', async () => {
    storeSession({ role: 'Expert' });
    let answer: object = { body: [{ ...SERVICE, isActive: false }] };
    stubExpertPanel({ 'GET /api/SearchService/expert/3': () => answer });
    const { queryClient } = renderApp('/expert-panel');
    expect(await screen.findByText('No tienes servicios activos')).toBeInTheDocument();
    answer = { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } };
    await queryClient.resetQueries({ queryKey: ['expert-services'] });
    expect(await screen.findByText('Error al cargar servicios: Error interno del servidor')).toBeInTheDocument();
  });

  it('creates a service through the modal: rules, previews, removal, "Creando..." and the toast', async () => {
    storeSession({ role: 'Expert' });
    let resolve: (value: unknown) => void = () => undefined;
    const { calls } = stubExpertPanel({
      'POST /api/SearchService': () => new Promise((r) => (resolve = r)).then(() => ({ status: 201, body: SERVICE })),
    });
    const { user } = renderApp('/expert-panel');
    await user.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo Servicio de Búsqueda' }));
    const create = dialog.getByRole('button', { name: 'Crear Servicio' });

    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('La categoría es requerida');
    await user.selectOptions(dialog.getByLabelText('Categoría'), '2');
    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('El tipo de servicio es requerido');
    await user.selectOptions(await dialog.findByLabelText('Tipo de Servicio'), '1');
    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('Las condiciones son requeridas');
    await user.type(dialog.getByLabelText('Condiciones'), 'Informe en 24 h');
    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('El precio debe ser mayor que 0');
    await user.type(dialog.getByLabelText('Precio'), '49.9');
    expect(dialog.getByLabelText('Duración (horas)')).toHaveValue(24);
    await user.clear(dialog.getByLabelText('Duración (horas)'));
    await user.type(dialog.getByLabelText('Duración (horas)'), '0');
    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('La duración debe ser mayor que 0');
    await user.clear(dialog.getByLabelText('Duración (horas)'));
    await user.type(dialog.getByLabelText('Duración (horas)'), '48');
    await user.click(create);
    expect(dialog.getByRole('alert')).toHaveTextContent('Se requiere al menos una imagen');

    const input = dialog.getByLabelText(/^Imágenes \(PNG/);
    await user.upload(input, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
      new File(['c'], 'c.jpg', { type: 'image/jpeg' }),
    ]);
    expect(dialog.getAllByRole('img')).toHaveLength(3);
    await user.click(dialog.getByRole('button', { name: 'Quitar imagen 3' }));
    expect(dialog.getAllByRole('img')).toHaveLength(2);

    await user.click(create);
    expect(await dialog.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    resolve(null);
    expect(await screen.findByText('Servicio creado exitosamente')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/SearchService')!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      expertProfileId: '3',
      categoryId: '2',
      serviceTypeId: '1',
      price: '49.9',
      conditions: 'Informe en 24 h',
      durationInHours: '48',
    });
    expect(sent.getAll('Images')).toHaveLength(2);
  });

  it('"Cancelar" closes the modal and clears the images', async () => {
    storeSession({ role: 'Expert' });
    stubExpertPanel();
    const { user } = renderApp('/expert-panel');
    await user.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
    let dialog = within(await screen.findByRole('dialog'));
    await user.upload(dialog.getByLabelText(/^Imágenes \(PNG/), new File(['a'], 'a.png', { type: 'image/png' }));
    fireEvent.change(dialog.getByLabelText(/^Imágenes \(PNG/), { target: { files: [new File(['x'], 'x.gif', { type: 'image/gif' })] } });
    expect(dialog.getByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG o PNG');
    fireEvent.change(dialog.getByLabelText(/^Imágenes \(PNG/), {
      target: { files: [new File(['x'], 'x.gif', { type: 'image/gif' }), new File(['y'], 'y.bmp', { type: 'image/bmp' })] },
    });
    expect(dialog.getByRole('alert')).toHaveTextContent('Ninguna imagen válida seleccionada');
    expect(dialog.getAllByRole('img')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Nuevo Servicio' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryAllByRole('img')).toHaveLength(0);
  });

  it('edits the price, duration and conditions of a service, and deactivates it', async () => {
    storeSession({ role: 'Expert' });
    const { calls } = stubExpertPanel({
      'GET /api/SearchService/expert/3': { body: [SERVICE] },
      'PUT /api/SearchService/9': { body: { ...SERVICE, price: 60 } },
      'POST /api/SearchService/9/deactivate': { body: { ...SERVICE, isActive: false } },
    });
    const { user } = renderApp('/expert-panel');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar servicio' }));
    await user.clear(dialog.getByLabelText('Precio'));
    await user.type(dialog.getByLabelText('Precio'), '60');
    await user.clear(dialog.getByLabelText('Duración (horas)'));
    await user.type(dialog.getByLabelText('Duración (horas)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('La duración debe ser mayor que 0');
    await user.clear(dialog.getByLabelText('Duración (horas)'));
    await user.type(dialog.getByLabelText('Duración (horas)'), '12');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Servicio actualizado')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT')!.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({ price: '60', conditions: 'Solo Madrid', durationInHours: '12' });

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/SearchService/9/deactivate')).toBe(true));
  });
});

describe('/expert-panel, Contrataciones', { timeout: 20_000 }, () => {
  function openHires(handlers: Parameters<typeof stubFetch>[0]) {
    storeSession({ role: 'Expert' });
    const stub = stubExpertPanel(handlers);
    const app = renderApp('/expert-panel');
    return { ...stub, ...app };
  }
  const hireCard = (name: string) => screen.findByRole('article', { name });

  it('shows each hire: client, badge, service, date and amount, with the spec colours', async () => {
    const { user } = openHires({
      'GET /api/SearchHire/expert': {
        body: [
          makeHire(),
          makeHire({ id: 5, status: 'completed', client: { id: 9, name: 'Ana Ruiz', email: 'ana@example.com' } }),
          makeHire({ id: 6, status: 'cancelled', client: { id: 10, name: 'Pedro Sanz', email: 'pedro@example.com' } }),
          makeHire({
            id: 7,
            status: 'accepted',
            client: { id: 11, name: 'Eva Mora', email: 'eva@example.com' },
            service: { id: 9, categoryId: null, categoryCode: null, categoryName: null, serviceTypeId: 1, serviceTypeCode: 'webSearch' },
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    const pending = within(await hireCard('Carlos G.'));
    expect(pending.queryByText(/@/)).toBeNull();
    expect(pending.getByTestId('hire-status')).toHaveTextContent('Pendiente');
    expect(pending.getByTestId('hire-status').className).toContain('bg-blue-100');
    expect(pending.getByText('Revisión presencial · Coches')).toBeInTheDocument();
    expect(pending.getByText('21 nov 2026')).toBeInTheDocument();
    expect(pending.getByText('49,90 €')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();

    const completed = within(await hireCard('Ana Ruiz'));
    expect(completed.getByTestId('hire-status')).toHaveTextContent('Completada');
    expect(completed.getByTestId('hire-status').className).toContain('bg-green-100');
    expect(completed.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(await hireCard('Pedro Sanz')).getByTestId('hire-status').className).toContain('bg-red-100');
    const accepted = within(await hireCard('Eva Mora'));
    expect(accepted.getByTestId('hire-status')).toHaveTextContent('Aceptada');
    expect(accepted.getByTestId('hire-status').className).toContain('bg-neutral-100');
    expect(accepted.getByText('Búsqueda web · Sin categoría')).toBeInTheDocument();
  });

  it('"Aceptar" sends Accepted, says so and reads the list again', async () => {
    let hire = makeHire();
    const { user, calls } = openHires({
      'GET /api/SearchHire/expert': () => ({ body: [hire] }),
      'PUT /api/SearchHire/4/status': () => {
        hire = { ...hire, status: 'accepted' };
        return { body: { id: 4, status: 'accepted', message: 'Contratación aceptada' } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    const card = within(await hireCard('Carlos G.'));
    await user.click(card.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(HIRE_MESSAGES.statusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(card.getByTestId('hire-status')).toHaveTextContent('Aceptada'));
    expect(card.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ status: 'Accepted' });
    expect(calls.filter((c) => c.path === '/api/SearchHire/expert').length).toBeGreaterThanOrEqual(2);
  });

  it('"Ver Contratación" opens the search', async () => {
    const { user, router } = openHires({ 'GET /api/SearchHire/expert': { body: [makeHire({ status: 'accepted' })] } });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    await user.click(within(await hireCard('Carlos G.')).getByRole('button', { name: 'Ver Contratación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/5'));
  });

  it('"Ver Contratación" of a hire not accepted yet says the search opens on acceptance, and stays on the panel', async () => {
    const { user, router } = openHires({ 'GET /api/SearchHire/expert': { body: [makeHire({ status: 'pending' })] } });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    await user.click(within(await hireCard('Carlos G.')).getByRole('button', { name: 'Ver Contratación' }));
    expect(await screen.findByText('La búsqueda del cliente se abre cuando aceptas la contratación')).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/busquedas/5');
  });

  it("says 'Error al cargar contrataciones: {message}' and retries", async () => {
    let fail = true;
    const { user } = openHires({
      'GET /api/SearchHire/expert': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: [] },
    });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    expect(await screen.findByText(HIRE_MESSAGES.hiresLoadFailed('Error interno del servidor'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(HIRE_MESSAGES.noHires)).toBeInTheDocument();
  });
});
