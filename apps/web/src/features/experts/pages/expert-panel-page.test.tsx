import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExpertProfile, SearchService } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const PROFILE: ExpertProfile = {
  id: 3,
  description: 'Reviso coches en Madrid',
  profilePictureUrl: '/uploads/experts/p.jpg',
  stripeAccountId: 'local_acct_3',
  createdAt: '2026-03-15T10:00:00Z',
  activeServices: 1,
  activeHires: 0,
};
const SERVICE: SearchService = {
  id: 9,
  expertId: 7,
  expertName: 'Lucía Pérez',
  expertPictureUrl: null,
  expertProfileId: 3,
  categoryId: 1,
  categoryName: 'Coches',
  serviceTypeId: 2,
  serviceTypeName: 'In-Person Review',
  averageRating: null,
  completedSearches: 0,
  price: 49.9,
  conditions: 'Solo Madrid',
  durationInHours: 24,
  imageUrls: ['/uploads/services/a.jpg'],
  isActive: true,
  createdAt: '2026-11-20T10:00:00Z',
};
const reference = {
  'GET /api/Categories': {
    body: [
      { id: 1, name: 'Coches' },
      { id: 2, name: 'Motos' },
    ],
  },
  'GET /api/ServiceType': {
    body: [
      { id: 1, name: 'Web Search' },
      { id: 2, name: 'In-Person Review' },
    ],
  },
};

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
    stubFetch({
      ...reference,
      'GET /api/User/expert-profile': () =>
        failures-- > 0 ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: PROFILE },
      'GET /api/SearchService/expert/3': { body: [] },
    });
    const { user } = renderApp('/expert-panel');
    expect(await screen.findByText('Error al cargar el perfil: Error interno del servidor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Experto Verificado')).toBeInTheDocument();
  });

  it('shows the profile card, the services and the empty hires tab', async () => {
    storeSession({ role: 'Expert', name: 'Lucía Pérez' });
    stubFetch({ ...reference, 'GET /api/User/expert-profile': { body: PROFILE }, 'GET /api/SearchService/expert/3': { body: [SERVICE] } });
    const { user } = renderApp('/expert-panel');
    const card = within(await screen.findByRole('region', { name: 'Perfil de experto' }));
    expect(card.getByRole('heading', { name: 'Lucía Pérez' })).toBeInTheDocument();
    expect(card.getByText('Experto Verificado')).toBeInTheDocument();
    expect(card.getByText('Reviso coches en Madrid')).toBeInTheDocument();
    expect(card.getByText(/Miembro desde/)).toBeInTheDocument();

    const service = (await screen.findByRole('heading', { name: 'Coches' })).closest('article')!;
    expect(within(service).getByText('In-Person Review')).toBeInTheDocument();
    expect(within(service).getByText('49,90 €')).toBeInTheDocument();
    expect(within(service).getByText('24h')).toBeInTheDocument();
    expect(within(service).getByText('Solo Madrid')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contrataciones' }));
    expect(await screen.findByText('No tienes contrataciones activas')).toBeInTheDocument();
  });

  it('says "No tienes servicios activos" and "Error al cargar servicios: {message}"', async () => {
    storeSession({ role: 'Expert' });
    let answer: object = { body: [{ ...SERVICE, isActive: false }] };
    stubFetch({ ...reference, 'GET /api/User/expert-profile': { body: PROFILE }, 'GET /api/SearchService/expert/3': () => answer });
    const { queryClient } = renderApp('/expert-panel');
    expect(await screen.findByText('No tienes servicios activos')).toBeInTheDocument();
    answer = { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } };
    await queryClient.resetQueries({ queryKey: ['expert-services'] });
    expect(await screen.findByText('Error al cargar servicios: Error interno del servidor')).toBeInTheDocument();
  });

  it('creates a service through the modal: rules, previews, removal, "Creando..." and the toast', async () => {
    storeSession({ role: 'Expert' });
    let resolve: (value: unknown) => void = () => undefined;
    const { calls } = stubFetch({
      ...reference,
      'GET /api/User/expert-profile': { body: PROFILE },
      'GET /api/SearchService/expert/3': { body: [] },
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
    stubFetch({ ...reference, 'GET /api/User/expert-profile': { body: PROFILE }, 'GET /api/SearchService/expert/3': { body: [] } });
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
    const { calls } = stubFetch({
      ...reference,
      'GET /api/User/expert-profile': { body: PROFILE },
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
