import { SEARCH_MESSAGES } from '@ojeador/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdResultSummary } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import { makeSearchDetail } from '@/test/make-search';
import { RUN_POLL_INTERVAL_MS, RUN_POLL_WINDOW_MS } from '../components/use-results-with-run-now';

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

// Server order: best score first.
const ADS: AdResultSummary[] = [
  makeAd({ id: 11, title: 'Ibiza A', finalScore: 90, price: 9000, likeCount: 5, publishDate: '2026-10-01T00:00:00.000Z' }),
  makeAd({ id: 12, title: 'Ibiza B', finalScore: 60, price: 6500, likeCount: 1, publishDate: null, foundAt: '2026-11-15T00:00:00.000Z' }),
  makeAd({ id: 13, title: 'Ibiza C', finalScore: 40, price: 4000, likeCount: 3, publishDate: '2026-11-10T00:00:00.000Z' }),
];

const SEARCH = makeSearchDetail({ id: 5, title: 'Seat Ibiza', category: 1, categoryName: 'Coches', resultCount: 3, userId: 7 });

function openResults(handlers: Parameters<typeof stubFetch>[0] = {}, role: 'User' | 'Admin' | 'Expert' = 'User', path = '/busquedas/5') {
  storeSession({ role });
  const stub = stubFetch({
    'GET /api/Search/5': { body: SEARCH },
    'GET /api/SearchResult/5/results': { body: page(ADS) },
    'GET /api/SearchResultFiltered/search/5': { body: [] },
    ...handlers,
  });
  return { ...renderApp(path), ...stub };
}

const query = (request: StubRequest) => new URL(request.path, 'http://localhost').searchParams;
const resultCalls = (calls: StubRequest[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/SearchResult/5/results'));

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Resultados' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('/busquedas/:id', () => {
  it('shows the header with title, count, category picture and back link, and the ad cards', async () => {
    openResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a búsquedas' })).toHaveAttribute('href', '/busquedas');
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 results found');
    expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']);
    expect(screen.getByRole('list', { name: 'Resultados' }).className).toContain('xl:grid-cols-4');
  });

  it("says '1 result found' for one ad", async () => {
    openResults({ 'GET /api/SearchResult/5/results': { body: page([ADS[0]]) } });
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 result found');
  });

  it('asks the server for each order of the sort bar and shows its order', async () => {
    const orders: Record<string, AdResultSummary[]> = {
      score: ADS,
      price: [ADS[2], ADS[1], ADS[0]],
      latest: [ADS[1], ADS[2], ADS[0]],
      popular: [ADS[0], ADS[2], ADS[1]],
    };
    const { user, calls } = openResults({
      'GET /api/SearchResult/5/results': (request: StubRequest) => ({ body: page(orders[query(request).get('sort') ?? 'score']) }),
    });
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(query(resultCalls(calls)[0])).toEqual(new URLSearchParams({ sort: 'score', view: 'available', limit: '24' }));
    const allFilters = screen.getByRole('button', { name: 'All Filters' });
    expect(allFilters).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Price: Low to High' }));
    expect(screen.getByRole('button', { name: 'Price: Low to High' })).toHaveAttribute('aria-pressed', 'true');
    expect(allFilters).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza C', 'Ibiza B', 'Ibiza A']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('price');

    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza B', 'Ibiza C', 'Ibiza A']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('latest');

    await user.click(screen.getByRole('button', { name: 'Popular' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza C', 'Ibiza B']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('popular');

    await user.click(allFilters);
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']));
  });

  it("shows 'Loading results...' and then 'No results found' with a hint for customers", async () => {
    openResults({ 'GET /api/SearchResult/5/results': { body: page([]) } });
    expect(await screen.findByText('Loading results...')).toBeInTheDocument();
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText(/Pulsa «Buscar ahora»/)).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 results found');
  });

  it("shows 'Error loading results' and retries", async () => {
    let fail = true;
    const { user } = openResults({ 'GET /api/SearchResult/5/results': () => (fail ? { status: 500 } : { body: page(ADS) }) });
    expect(await screen.findByText('Error loading results')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Ibiza A' })).toBeInTheDocument();
  });

  it("shows 'Búsqueda no encontrada' for a search that is not the user's", async () => {
    openResults({ 'GET /api/Search/5': { status: 404, body: { code: 'NOT_FOUND', message: 'Búsqueda no encontrada', requestId: 'r' } } });
    expect(await screen.findByRole('heading', { name: 'Búsqueda no encontrada' })).toBeInTheDocument();
  });

  it('shows the not-found state for a non-numeric id, without asking the server', async () => {
    const { calls, router } = openResults({}, 'User', '/busquedas/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/abc'));
    expect(await screen.findByRole('heading', { name: 'Búsqueda no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a búsquedas' })).toHaveAttribute('href', '/busquedas');
    expect(document.title).toBe('Búsqueda no encontrada · Ojeador');
    expect(calls.some((c) => c.path.startsWith('/api/Search'))).toBe(false);
  });

  it("titles the page with the search's own title", async () => {
    openResults();
    await screen.findByRole('article', { name: 'Ibiza A' });
    await waitFor(() => expect(document.title).toBe('Seat Ibiza · Ojeador'));
  });

  it('hides the administrator controls from customers', async () => {
    const { calls } = openResults();
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.queryByRole('button', { name: 'Añadir anuncio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /lista filtrada/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/SearchResultFiltered'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Buscar ahora' })).toBeInTheDocument();
  });

  it("disables 'Buscar ahora' on a paused search and says why", async () => {
    openResults({ 'GET /api/Search/5': { body: { ...SEARCH, isActive: false } } });
    await screen.findByRole('article', { name: 'Ibiza A' });
    const run = screen.getByRole('button', { name: 'Buscar ahora' });
    expect(run).toBeDisabled();
    expect(run).toHaveAttribute('title', SEARCH_MESSAGES.runInactive);
  });

  it("'Buscar ahora' queues a run, says so, and shows new results without a reload", async () => {
    let results: AdResultSummary[] = [];
    const { user, calls } = openResults({
      'GET /api/SearchResult/5/results': () => ({ body: page(results) }),
      'POST /api/Search/5/run': () => {
        results = [ADS[0]];
        return { status: 202, body: { queued: true } };
      },
    });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText('Búsqueda en marcha: los resultados aparecerán en unos segundos')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ibiza A' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 result found');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/Search/5/run')).toHaveLength(1);
  });

  it('keeps asking for results after a run until new ones arrive, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resultCalls = 0;
    let results: AdResultSummary[] = [];
    const { user } = openResults({
      'GET /api/SearchResult/5/results': () => {
        resultCalls += 1;
        return { body: page(results) };
      },
      'POST /api/Search/5/run': { status: 202, body: { queued: true } },
    });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText('Buscando anuncios nuevos…')).toBeInTheDocument();
    await waitFor(() => expect(resultCalls).toBe(2));

    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS));
    await waitFor(() => expect(resultCalls).toBe(3));
    expect(screen.getByText('No results found')).toBeInTheDocument();

    results = [ADS[0]];
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS));
    expect(await screen.findByRole('article', { name: 'Ibiza A' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Buscando anuncios nuevos…')).not.toBeInTheDocument());
    const callsWhenFound = resultCalls;
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_WINDOW_MS));
    expect(resultCalls).toBe(callsWhenFound);
  });

  it("shows the server's message when a run is asked too soon", async () => {
    const message = 'Ya has lanzado esta búsqueda hace un momento. Espera 30 s para volver a lanzarla.';
    const { user } = openResults({ 'POST /api/Search/5/run': { status: 429, body: { code: 'RATE_LIMITED', message, requestId: 'r' } } });
    await user.click(await screen.findByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('updates the like count on a card without opening the ad', async () => {
    const { user, router, calls } = openResults({ 'POST /api/Likes/12': { body: { liked: true, likeCount: 2 } } });
    const card = await screen.findByRole('article', { name: 'Ibiza B' });
    const like = within(card).getByRole('button', { name: 'Me gusta' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(within(card).getByTestId('like-count')).toHaveTextContent('2');
    expect(router.state.location.pathname).toBe('/busquedas/5');
    expect(calls.filter((c) => c.path === '/api/Likes/12')).toHaveLength(1);
  });

  it('opens the ad page from a card', async () => {
    const { user, router } = openResults();
    await user.click(within(await screen.findByRole('article', { name: 'Ibiza C' })).getByRole('link', { name: 'Ibiza C' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad/13'));
  });
});

/** jsdom has no IntersectionObserver: this one lets a test scroll the sentinel into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static scrollTo(target: Element) {
    for (const observer of FakeIntersectionObserver.instances.filter((o) => o.targets.has(target))) {
      observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

describe('/busquedas/:id paging', { timeout: 20_000 }, () => {
  const more = makeAd({ id: 14, title: 'Ibiza D', finalScore: 30 });
  const pagedHandler =
    (options: { failNext?: () => boolean } = {}) =>
    (request: StubRequest) => {
      const cursor = query(request).get('cursor');
      if (cursor === null) return { body: page(ADS, { nextCursor: 'c1', total: 4 }) };
      if (cursor !== 'c1' || options.failNext?.()) return { status: 500 };
      return { body: page([more], { total: 4 }) };
    };

  it("loads the next page with 'Cargar más' and says how many are shown", async () => {
    const { user, calls } = openResults({ 'GET /api/SearchResult/5/results': pagedHandler() });
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByTestId('results-shown')).toHaveTextContent('Mostrando 3 de 4');
    expect(screen.getByTestId('results-shown')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('result-count')).toHaveTextContent('4 results found');

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('article', { name: 'Ibiza D' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C', 'Ibiza D']);
    expect(screen.getByTestId('results-shown')).toHaveTextContent('Mostrando 4 de 4');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(query(resultCalls(calls).at(-1)!)).toEqual(new URLSearchParams({ sort: 'score', view: 'available', limit: '24', cursor: 'c1' }));
  });

  it('loads the next page when the end of the grid scrolls into view, once', async () => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { calls } = openResults({ 'GET /api/SearchResult/5/results': pagedHandler() });
    await screen.findByRole('article', { name: 'Ibiza A' });
    const sentinel = screen.getByTestId('results-sentinel');
    act(() => FakeIntersectionObserver.scrollTo(sentinel));
    expect(await screen.findByRole('article', { name: 'Ibiza D' })).toBeInTheDocument();
    act(() => FakeIntersectionObserver.scrollTo(sentinel));
    expect(resultCalls(calls).filter((c) => query(c).get('cursor') === 'c1')).toHaveLength(1);
    expect(screen.getByTestId('results-shown')).toHaveTextContent('Mostrando 4 de 4');
  });

  it('says when the next page fails and tries again from the button', async () => {
    let fail = true;
    const { user } = openResults({ 'GET /api/SearchResult/5/results': pagedHandler({ failNext: () => fail }) });
    await screen.findByRole('article', { name: 'Ibiza A' });
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar más resultados');
    expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('article', { name: 'Ibiza D' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the ads gone from their source under 'Ya no disponibles (N)'", async () => {
    const gone = makeAd({ id: 20, title: 'Ibiza vendido' });
    const { user, calls } = openResults({
      'GET /api/SearchResult/5/results': (request: StubRequest) =>
        query(request).get('view') === 'gone' ? { body: page([gone], { total: 1, goneTotal: 1 }) } : { body: page(ADS, { goneTotal: 1 }) },
    });
    await screen.findByRole('article', { name: 'Ibiza A' });
    const tab = screen.getByRole('button', { name: 'Ya no disponibles (1)' });
    expect(tab).toHaveAttribute('aria-pressed', 'false');
    await user.click(tab);
    expect(await screen.findByRole('article', { name: 'Ibiza vendido' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Ibiza vendido']);
    expect(tab).toHaveAttribute('aria-pressed', 'true');
    expect(query(resultCalls(calls).at(-1)!).get('view')).toBe('gone');
    expect(screen.getByText(/no hemos vuelto a ver en su plataforma en 30 días/)).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 results found');

    await user.click(tab);
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']));
  });

  it("has no 'Ya no disponibles' tab while every ad is still available, nor 'Cargar más' on the last page", async () => {
    openResults();
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.queryByRole('button', { name: /Ya no disponibles/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(screen.getByTestId('results-shown')).toHaveTextContent('Mostrando 3 de 3');
  });
});

describe('/busquedas/:id for the administrator', { timeout: 20_000 }, () => {
  const VALID = {
    title: 'Seat Ibiza FR',
    description: 'Un solo dueño',
    price: '13500',
    url: 'https://www.wallapop.com/item/seat-ibiza-fr',
    image: 'https://cdn.example.com/ibiza.jpg',
    province: 'Madrid',
    city: 'Getafe',
  };

  it("validates the 'Añadir anuncio' form, keeps what was typed and posts the manual ad", async () => {
    let results: AdResultSummary[] = [];
    const { user, calls } = openResults(
      {
        'GET /api/SearchResult/5/results': () => ({ body: page(results) }),
        'POST /api/SearchResult/5/manual-ad': (request: StubRequest) => {
          const body = request.body as { title: string };
          const ad = makeAd({ id: 40, title: body.title, finalScore: 81 });
          results = [ad];
          return { status: 201, body: ad };
        },
      },
      'Admin',
    );
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText(/Puedes añadir uno a mano/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir anuncio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir anuncio' });
    const form = within(dialog);
    expect(form.getByLabelText('Título')).toHaveFocus();
    expect(form.getByLabelText('Categoría')).toHaveValue('1');
    expect(form.getByLabelText('Tipo de vendedor')).toHaveValue('particular');
    expect(form.getByLabelText('Portal donde está publicado')).toHaveValue('1');

    await user.click(form.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await form.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(form.getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(form.getByText('El precio es obligatorio')).toBeInTheDocument();
    expect(form.getByText('La URL es obligatoria')).toBeInTheDocument();
    expect(form.getByText('Escribe la URL de la imagen')).toBeInTheDocument();
    expect(form.getByText('La provincia es obligatoria')).toBeInTheDocument();
    expect(form.getByText('La ciudad es obligatoria')).toBeInTheDocument();

    await user.type(form.getByLabelText('Título'), VALID.title);
    await user.type(form.getByLabelText('Descripción'), VALID.description);
    await user.type(form.getByLabelText('Precio (€)'), VALID.price);
    await user.type(form.getByLabelText('URL del anuncio'), 'no es una url');
    await user.type(form.getByLabelText('Imagen 1'), VALID.image);
    await user.click(form.getByRole('button', { name: 'Añadir imagen' }));
    await user.type(form.getByLabelText('Imagen 2'), 'ftp://mal');
    await user.type(form.getByLabelText('Provincia'), VALID.province);
    await user.type(form.getByLabelText('Ciudad'), VALID.city);
    await user.selectOptions(form.getByLabelText('Tipo de vendedor'), 'dealer');
    await user.click(form.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await form.findByText('Introduce una URL válida')).toBeInTheDocument();
    expect(form.getByText('Cada imagen debe ser una URL válida')).toBeInTheDocument();
    expect(form.getByLabelText('Título')).toHaveValue(VALID.title);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(form.getByRole('button', { name: 'Quitar imagen 2' }));
    await user.clear(form.getByLabelText('URL del anuncio'));
    await user.type(form.getByLabelText('URL del anuncio'), VALID.url);
    await user.click(form.getByRole('button', { name: 'Añadir anuncio' }));

    expect(await screen.findByText('Anuncio añadido correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/SearchResult/5/manual-ad')?.body).toEqual({
      title: VALID.title,
      description: VALID.description,
      price: 13500,
      url: VALID.url,
      images: [VALID.image],
      category: 1,
      province: VALID.province,
      city: VALID.city,
      sellerType: 'dealer',
      platformId: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: VALID.title })).toBeInTheDocument();
  });

  it("shows 'No se pudo añadir el anuncio' with the server's message and keeps the form", async () => {
    const { user } = openResults(
      {
        'POST /api/SearchResult/5/manual-ad': {
          status: 409,
          body: { code: 'CONFLICT', message: 'Este anuncio ya está en los resultados', requestId: 'r' },
        },
      },
      'Admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Añadir anuncio' }));
    const form = within(await screen.findByRole('dialog', { name: 'Añadir anuncio' }));
    await user.type(form.getByLabelText('Título'), VALID.title);
    await user.type(form.getByLabelText('Descripción'), VALID.description);
    await user.type(form.getByLabelText('Precio (€)'), VALID.price);
    await user.type(form.getByLabelText('URL del anuncio'), VALID.url);
    await user.type(form.getByLabelText('Imagen 1'), VALID.image);
    await user.type(form.getByLabelText('Provincia'), VALID.province);
    await user.type(form.getByLabelText('Ciudad'), VALID.city);
    await user.click(form.getByRole('button', { name: 'Añadir anuncio' }));
    expect(await screen.findByText('No se pudo añadir el anuncio')).toBeInTheDocument();
    expect(screen.getByText('Este anuncio ya está en los resultados')).toBeInTheDocument();
    expect(form.getByLabelText('Título')).toHaveValue(VALID.title);
  });

  it('adds an ad to the filtered list with notes and removes another', async () => {
    const entry = { id: 70, searchId: 5, ad: ADS[1], notes: 'Buen precio', createdAt: '2026-11-20T00:00:00.000Z' };
    let filtered = [entry];
    const { user, calls } = openResults(
      {
        'GET /api/SearchResultFiltered/search/5': () => ({ body: filtered }),
        'POST /api/SearchResultFiltered/filter/5/11': (request: StubRequest) => {
          const added = { id: 71, searchId: 5, ad: ADS[0], notes: (request.body as { notes?: string }).notes ?? '', createdAt: 'x' };
          filtered = [...filtered, added];
          return { status: 201, body: added };
        },
        'DELETE /api/SearchResultFiltered/70': () => {
          filtered = filtered.filter((e) => e.id !== 70);
          return { status: 204 };
        },
      },
      'Admin',
    );
    const cardA = within(await screen.findByRole('article', { name: 'Ibiza A' }));
    const cardB = within(screen.getByRole('article', { name: 'Ibiza B' }));
    expect(await cardB.findByRole('button', { name: 'Quitar de la lista filtrada' })).toBeEnabled();
    expect(cardB.getByText('Buen precio')).toBeInTheDocument();

    await user.click(cardA.getByRole('button', { name: 'Añadir a la lista filtrada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Añadir a la lista filtrada' }));
    await user.type(dialog.getByLabelText('Notas (opcional)'), 'Revisar ITV');
    await user.click(dialog.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Ad added to filtered list')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/SearchResultFiltered/filter/5/11')?.body).toEqual({ notes: 'Revisar ITV' });
    expect(await cardA.findByRole('button', { name: 'Quitar de la lista filtrada' })).toBeInTheDocument();

    await user.click(cardB.getByRole('button', { name: 'Quitar de la lista filtrada' }));
    expect(await screen.findByText('Ad removed from filtered list')).toBeInTheDocument();
    expect(await cardB.findByRole('button', { name: 'Añadir a la lista filtrada' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/SearchResultFiltered/70')).toBe(true);
  });

  it("says 'Failed to add to or remove from filtered list' when the server refuses", async () => {
    const { user } = openResults({ 'POST /api/SearchResultFiltered/filter/5/11': { status: 500 } }, 'Admin');
    const cardA = within(await screen.findByRole('article', { name: 'Ibiza A' }));
    await user.click(await cardA.findByRole('button', { name: 'Añadir a la lista filtrada' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Failed to add to or remove from filtered list')).toBeInTheDocument();
  });

  it('lets the expert hired for the search add ads, but not use the filtered list', async () => {
    openResults({ 'GET /api/Search/5': { body: { ...SEARCH, userId: 99, searchHire: { id: 3, expertId: 7, status: 'accepted' } } } }, 'Expert');
    expect(await screen.findByRole('button', { name: 'Añadir anuncio' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.queryByRole('button', { name: /lista filtrada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar ahora' })).not.toBeInTheDocument();
  });
});
