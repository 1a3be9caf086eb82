import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeSearch } from '@/test/make-search';

// sonner's toast captures the pointer, which jsdom does not implement.
beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

const CATEGORIES = {
  'GET /api/Categories': {
    body: [
      { id: 1, name: 'Coches' },
      { id: 2, name: 'Motos' },
      { id: 3, name: 'Casas y pisos' },
    ],
  },
};

const SEARCHES = [
  makeSearch({
    id: 1,
    title: 'Seat Ibiza',
    description: 'Diésel barato en Madrid',
    category: 1,
    categoryName: 'Coches',
    isActive: true,
    resultCount: 4,
    newResultCount: 2,
    lastExecution: '2026-11-20T10:00:00.000Z',
  }),
  makeSearch({ id: 2, title: 'Yamaha MT-07', description: 'Moto naked', category: 2, categoryName: 'Motos', isActive: false, frequency: 12 }),
  makeSearch({
    id: 3,
    title: 'Piso en Valencia',
    description: 'Tres habitaciones cerca de la playa',
    category: 3,
    categoryName: 'Casas y pisos',
    isActive: true,
    frequency: 1,
  }),
];

const card = (title: string) => screen.getByRole('article', { name: title });
const titles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

async function openList(handlers: Parameters<typeof stubFetch>[0] = {}, role: 'User' | 'Admin' = 'User') {
  storeSession({ role });
  const stub = stubFetch({ ...CATEGORIES, 'GET /api/Search': { body: SEARCHES }, ...handlers });
  const app = renderApp('/busquedas');
  return { ...app, ...stub };
}

describe('/busquedas', () => {
  it("offers 'Nueva búsqueda', which opens the creation flow, and titles the page", async () => {
    await openList();
    const link = await screen.findByRole('link', { name: 'Nueva búsqueda' });
    expect(link).toHaveAttribute('href', '/#crear-busqueda');
    // The title is set by an effect, which may run after the commit that showed the link.
    await waitFor(() => expect(document.title).toBe('Mis búsquedas · Ojeador'));
  });

  it("shows 'Cargando búsquedas...', then the user's searches with their facts under 'Mis Búsquedas'", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await openList({ 'GET /api/Search': async () => (await held, { body: SEARCHES }) });
    expect(await screen.findByText('Cargando búsquedas...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Búsquedas' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Seat Ibiza' });
    expect(screen.getByTestId('search-count')).toHaveTextContent('3 búsquedas');

    const ibiza = within(card('Seat Ibiza'));
    expect(ibiza.getByText('Diésel barato en Madrid')).toBeInTheDocument();
    expect(ibiza.getByText('Cada 6 horas')).toBeInTheDocument();
    expect(ibiza.getByText(/Última ejecución: 20 nov 2026/)).toBeInTheDocument();
    expect(ibiza.getByText('Coches')).toBeInTheDocument();
    expect(ibiza.getByText('4 resultados')).toBeInTheDocument();
    expect(ibiza.getByText('2 nuevos')).toBeInTheDocument();
    expect(ibiza.getByRole('switch', { name: 'Búsqueda activa' })).toBeChecked();
    expect(within(card('Yamaha MT-07')).getByRole('switch', { name: 'Búsqueda activa' })).not.toBeChecked();
    expect(within(card('Yamaha MT-07')).getByText('Última ejecución: Nunca')).toBeInTheDocument();
    expect(within(card('Piso en Valencia')).getByText('Cada 1 hora')).toBeInTheDocument();
    // Customers see neither creators nor the revised marker.
    expect(screen.queryByText('Sin revisar')).not.toBeInTheDocument();
  });

  it('filters by text (title and description, accents ignored), category chips and status, with a clear button', async () => {
    const { user } = await openList();
    await screen.findByRole('article', { name: 'Seat Ibiza' });
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();

    const filter = screen.getByLabelText('Filtrar búsquedas');
    await user.type(filter, 'DIESEL');
    expect(titles()).toEqual(['Seat Ibiza']);
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 búsqueda');
    await user.clear(filter);
    await user.type(filter, 'playa');
    expect(titles()).toEqual(['Piso en Valencia']);
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(filter).toHaveValue('');
    expect(titles()).toHaveLength(3);

    const motos = screen.getByRole('button', { name: 'Motos' });
    await user.click(motos);
    expect(motos).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Yamaha MT-07']);
    await user.click(screen.getByRole('button', { name: 'Casas y pisos' }));
    expect(titles()).toEqual(['Yamaha MT-07', 'Piso en Valencia']);
    await user.click(motos);
    expect(titles()).toEqual(['Piso en Valencia']);
    await user.click(screen.getByRole('button', { name: 'Casas y pisos' }));

    await user.click(screen.getByRole('button', { name: 'Inactivas' }));
    expect(titles()).toEqual(['Yamaha MT-07']);
    await user.click(screen.getByRole('button', { name: 'Activas' }));
    expect(screen.getByRole('button', { name: 'Inactivas' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Seat Ibiza', 'Piso en Valencia']);
    expect(screen.getByTestId('search-count')).toHaveTextContent('2 búsquedas');

    await user.type(filter, 'nada parecido');
    expect(screen.getByText('No se encontraron búsquedas')).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('0 búsquedas');
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]);
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  });

  it("shows 'No se encontraron búsquedas' with a way to create one when there are none", async () => {
    await openList({ 'GET /api/Search': { body: [] } });
    expect(await screen.findByText('No se encontraron búsquedas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una búsqueda' })).toHaveAttribute('href', '/#crear-busqueda');
  });

  it('shows an error with the server message and retries', async () => {
    let fail = true;
    const { user } = await openList({
      'GET /api/Search': () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: SEARCHES }),
    });
    expect(await screen.findByText('Error al cargar las búsquedas')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Seat Ibiza' })).toBeInTheDocument();
  });

  it('switches between grid and list views', async () => {
    const { user } = await openList();
    await screen.findByRole('article', { name: 'Seat Ibiza' });
    const grid = screen.getByRole('button', { name: 'Vista de cuadrícula' });
    const list = screen.getByRole('button', { name: 'Vista de lista' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Búsquedas' }).className).toContain('lg:grid-cols-3');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Búsquedas' }).className).not.toContain('lg:grid-cols-3');
  });

  it('opens the results of a search from its title', async () => {
    const { user, router } = await openList();
    await user.click(await screen.findByRole('link', { name: 'Piso en Valencia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/3'));
  });

  it("shows the administrator every search under 'Búsquedas' with creator and revised marker", async () => {
    const { calls } = await openList(
      {
        'GET /api/Search/all': {
          body: [
            { ...SEARCHES[0], isRevised: false, user: { id: 9, name: 'Marta Gil', email: 'marta@example.com' } },
            { ...SEARCHES[1], isRevised: true, user: { id: 10, name: 'Juan Ruiz', email: 'juan@example.com' } },
          ],
        },
      },
      'Admin',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Búsquedas' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Seat Ibiza' });
    expect(calls.some((c) => c.path === '/api/Search/all')).toBe(true);
    expect(calls.some((c) => c.path === '/api/Search')).toBe(false);
    const ibiza = within(card('Seat Ibiza'));
    expect(ibiza.getByText('Marta Gil')).toBeInTheDocument();
    expect(ibiza.getByText(/marta@example\.com/)).toBeInTheDocument();
    expect(ibiza.getByText('Sin revisar')).toBeInTheDocument();
    expect(ibiza.queryByRole('img', { name: 'Revisada' })).not.toBeInTheDocument();
    const yamaha = within(card('Yamaha MT-07'));
    expect(yamaha.getByRole('img', { name: 'Revisada' })).toBeInTheDocument();
    expect(yamaha.queryByText('Sin revisar')).not.toBeInTheDocument();
    expect(yamaha.getByText(/juan@example\.com/)).toBeInTheDocument();
  });
});

describe('/busquedas changes', () => {
  it("shows the plan's minimum frequency in the edit form before saving", async () => {
    const { user } = await openList({
      'GET /api/Subscription/limits': { body: { maxSearches: 1, minSearchInterval: 6, activeSearches: 1, planCode: 'free', planName: 'Gratis' } },
    });
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));
    expect(await screen.findByText('Tu plan permite buscar como mucho cada 6 horas (de 6 a 24).')).toBeInTheDocument();
    expect(screen.getByLabelText('Frecuencia (horas)')).toHaveAttribute('min', '6');
  });

  it('edits inline: Guardar sends title, description, integer frequency and a start date, then confirms', async () => {
    let list = SEARCHES;
    const { user, calls } = await openList({
      'GET /api/Search': () => ({ body: list }),
      'PUT /api/Search/1': (request: StubRequest) => {
        const body = request.body as { title: string; description: string; frequency: number };
        const updated = { ...SEARCHES[0], ...body };
        list = [updated, ...SEARCHES.slice(1)];
        return { body: updated };
      },
    });
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));

    const title = screen.getByLabelText('Título');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Seat Ibiza');
    await user.clear(title);
    await user.type(title, 'Seat León');
    const frequency = screen.getByLabelText('Frecuencia (horas)');
    expect(frequency).toHaveAttribute('min', '1');
    expect(frequency).toHaveAttribute('step', '1');
    await user.clear(frequency);
    await user.type(frequency, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La frecuencia mínima es de 1 hora')).toBeInTheDocument();
    await user.clear(frequency);
    await user.type(frequency, '2.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La frecuencia debe ser un número entero de horas')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(title).toHaveValue('Seat León');

    await user.clear(frequency);
    await user.type(frequency, '8');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('✏️ Búsqueda actualizada correctamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/Search/1');
    expect(put?.body).toMatchObject({ title: 'Seat León', description: 'Diésel barato en Madrid', frequency: 8 });
    expect(typeof (put?.body as { startDate: string }).startDate).toBe('string');
    expect(await screen.findByRole('article', { name: 'Seat León' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('says the title does not change what is searched, and links to the parameters form', async () => {
    const { user, router } = await openList();
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));
    expect(screen.getByText(/El título es solo un nombre para ti/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cambiar palabras clave, precio y zona' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/busquedas/1?editar=parametros'));
  });

  it('Cancelar leaves the search untouched', async () => {
    const { user, calls } = await openList();
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));
    await user.type(screen.getByLabelText('Título'), ' cambiado');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('article', { name: 'Seat Ibiza' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(within(card('Seat Ibiza')).getByRole('button', { name: 'Editar búsqueda' })).toHaveFocus();
  });

  it("keeps the form and offers 'Mejorar Plan' when the server answers with the plan limit", async () => {
    const message = 'La frecuencia mínima permitida por el límite de tu plan es de 6 horas. ¡Mejora tu plan para buscar más a menudo!';
    const { user, router } = await openList({
      'PUT /api/Search/1': { status: 409, body: { code: 'LIMIT_REACHED', message, requestId: 'r' } },
    });
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));
    await user.clear(screen.getByLabelText('Frecuencia (horas)'));
    await user.type(screen.getByLabelText('Frecuencia (horas)'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(`👑 ${message}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Frecuencia (horas)')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Mejorar Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
  });

  it("shows '❌ Error al actualizar la búsqueda' for other failures", async () => {
    const { user } = await openList({ 'PUT /api/Search/1': { status: 500 } });
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Editar búsqueda' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('❌ Error al actualizar la búsqueda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('toggles a search and confirms; a refused re-activation shows the plan message', async () => {
    const limit = 'Has alcanzado el límite de tu plan de búsquedas activas.';
    let list = SEARCHES;
    const { user, calls } = await openList({
      'GET /api/Search': () => ({ body: list }),
      'PUT /api/Search/1/toggle-active': () => {
        list = [{ ...list[0], isActive: !list[0].isActive }, ...SEARCHES.slice(1)];
        return { body: list[0] };
      },
      'PUT /api/Search/2/toggle-active': { status: 409, body: { code: 'LIMIT_REACHED', message: limit, requestId: 'r' } },
      'PUT /api/Search/3/toggle-active': { status: 500 },
    });
    const ibizaSwitch = within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('switch', { name: 'Búsqueda activa' });
    await user.click(ibizaSwitch);
    const off = (await screen.findByText('⏸️ «Seat Ibiza» desactivada: no buscará ni te avisará hasta que la actives')).closest<HTMLElement>(
      '[data-sonner-toast]',
    )!;
    await waitFor(() => expect(ibizaSwitch).not.toBeChecked());
    expect(calls.filter((c) => c.path === '/api/Search/1/toggle-active')).toHaveLength(1);
    // Turning a search off turns its alerts off: the toast offers to undo it.
    await user.click(within(off).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('🔄 «Seat Ibiza» activada: vuelve a buscar anuncios')).toBeInTheDocument();
    await waitFor(() => expect(ibizaSwitch).toBeChecked());
    expect(calls.filter((c) => c.path === '/api/Search/1/toggle-active')).toHaveLength(2);

    await user.click(within(card('Yamaha MT-07')).getByRole('switch', { name: 'Búsqueda activa' }));
    const toastItem = (await screen.findByText(`👑 ${limit}`)).closest<HTMLElement>('[data-sonner-toast]')!;
    expect(within(toastItem).getByRole('button', { name: 'Mejorar Plan' })).toBeInTheDocument();

    await user.click(within(card('Piso en Valencia')).getByRole('switch', { name: 'Búsqueda activa' }));
    expect(await screen.findByText('❌ Error al actualizar el estado de la búsqueda')).toBeInTheDocument();
  });

  it('asks for confirmation before deleting, then removes the search', async () => {
    let list = SEARCHES;
    const { user, calls } = await openList({
      'GET /api/Search': () => ({ body: list }),
      'DELETE /api/Search/2': () => {
        list = SEARCHES.filter((s) => s.id !== 2);
        return { status: 204 };
      },
    });
    await user.click(within(await screen.findByRole('article', { name: 'Yamaha MT-07' })).getByRole('button', { name: 'Eliminar búsqueda' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar búsqueda' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar esta búsqueda? Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card('Yamaha MT-07')).getByRole('button', { name: 'Eliminar búsqueda' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar búsqueda' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('🗑️ Búsqueda eliminada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Yamaha MT-07' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('2 búsquedas');
  });

  it("shows '❌ Error al eliminar la búsqueda' with the server's reason", async () => {
    const reason = 'No puedes eliminar una búsqueda con un servicio de experto en curso';
    const { user } = await openList({ 'DELETE /api/Search/1': { status: 409, body: { code: 'CONFLICT', message: reason, requestId: 'r' } } });
    await user.click(within(await screen.findByRole('article', { name: 'Seat Ibiza' })).getByRole('button', { name: 'Eliminar búsqueda' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('❌ Error al eliminar la búsqueda')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Seat Ibiza' })).toBeInTheDocument();
  });
});
