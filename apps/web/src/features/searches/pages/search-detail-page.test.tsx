import { SEARCH_MESSAGES } from '@ojeador/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
import type { AdResultSummary } from '@ojeador/shared';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import type { StubRequest } from '@/test/fetch-stub';
import { ADS, SEARCH, cardTitles, openResults, query, resultCalls } from '../testing/detail-helpers';

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

describe('/busquedas/:id', () => {
  it('shows the header with title, count, category picture and back link, and the ad cards', async () => {
    openResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a búsquedas' })).toHaveAttribute('href', '/busquedas');
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 resultados encontrados');
    expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']);
    expect(screen.getByRole('list', { name: 'Resultados' }).className).toContain('xl:grid-cols-4');
  });

  it("says '1 resultado encontrado' for one ad", async () => {
    openResults({ 'GET /api/SearchResult/5/results': { body: page([ADS[0]]) } });
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 resultado encontrado');
  });

  it('keeps the order and the view in the URL, so a reload or a shared link opens them', async () => {
    const { user, calls, router } = openResults({}, 'User', '/busquedas/5?orden=price');
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(query(resultCalls(calls)[0]).get('sort')).toBe('price');
    expect(screen.getByRole('button', { name: 'Precio: de menor a mayor' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Más recientes' }));
    expect(new URLSearchParams(router.state.location.search).get('orden')).toBe('latest');
    await waitFor(() => expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('latest'));
    // The default order leaves the URL clean; an unknown one falls back to it.
    await user.click(screen.getByRole('button', { name: 'Mejor puntuación' }));
    expect(router.state.location.search).toBe('');
  });

  it('falls back to the default order for an unknown one in the URL', async () => {
    const { calls } = openResults({}, 'User', '/busquedas/5?orden=colour');
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(query(resultCalls(calls)[0]).get('sort')).toBe('score');
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
    const allFilters = screen.getByRole('button', { name: 'Mejor puntuación' });
    expect(allFilters).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Precio: de menor a mayor' }));
    expect(screen.getByRole('button', { name: 'Precio: de menor a mayor' })).toHaveAttribute('aria-pressed', 'true');
    expect(allFilters).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza C', 'Ibiza B', 'Ibiza A']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('price');

    await user.click(screen.getByRole('button', { name: 'Más recientes' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza B', 'Ibiza C', 'Ibiza A']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('latest');

    await user.click(screen.getByRole('button', { name: 'Populares' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza C', 'Ibiza B']));
    expect(query(resultCalls(calls).at(-1)!).get('sort')).toBe('popular');

    await user.click(allFilters);
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']));
  });

  it("shows 'Cargando resultados...' and then 'No se encontraron resultados' with a hint for customers", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    openResults({ 'GET /api/SearchResult/5/results': async () => (await held, { body: page([]) }) });
    expect(await screen.findByText('Cargando resultados...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(screen.getByText(/Pulsa «Buscar ahora»/)).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 resultados encontrados');
  });

  it('keeps the sort bar and the grid in place while the page loads: skeleton cards in the same grid, the loading text for screen readers', async () => {
    const hold = () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      return { held, release };
    };
    const search = hold();
    const results = hold();
    openResults({
      'GET /api/Search/5': async () => {
        await search.held;
        return { body: SEARCH };
      },
      'GET /api/SearchResult/5/results': async () => {
        await results.held;
        return { body: page(ADS) };
      },
    });
    const loading = await screen.findByText('Cargando resultados...');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveClass('sr-only');
    // What goes above the sort bar is not known yet: the bar and the grid wait for it rather than be pushed down.
    expect(screen.queryByRole('group', { name: 'Ordenar resultados' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('results-skeleton')).not.toBeInTheDocument();

    search.release();
    const skeleton = await screen.findByTestId('results-skeleton');
    expect(screen.getByText('Cargando resultados...')).toBe(loading);
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.children).toHaveLength(8);
    const sortBar = screen.getByRole('group', { name: 'Ordenar resultados' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seat Ibiza' }).compareDocumentPosition(sortBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sortBar.compareDocumentPosition(skeleton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const skeletonGrid = skeleton.className;

    results.release();
    const grid = await screen.findByRole('list', { name: 'Resultados' });
    expect(grid.tagName).toBe(skeleton.tagName);
    expect(grid.className).toBe(skeletonGrid);
    expect(grid.className).toContain('grid-cols-2');
    expect(screen.queryByTestId('results-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText('Cargando resultados...')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ordenar resultados' })).toBe(sortBar);
  });

  it("shows 'Error al cargar los resultados' and retries", async () => {
    let fail = true;
    const { user } = openResults({ 'GET /api/SearchResult/5/results': () => (fail ? { status: 500 } : { body: page(ADS) }) });
    expect(await screen.findByText('Error al cargar los resultados')).toBeInTheDocument();
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
    await waitFor(() => expect(document.title).toBe('Búsqueda no encontrada · Ojeador'));
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
    expect(screen.getByTestId('result-count')).toHaveTextContent('4 resultados encontrados');

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
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 resultados encontrados');

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
