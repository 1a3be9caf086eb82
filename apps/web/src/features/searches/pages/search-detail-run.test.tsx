import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdResultSummary, SearchParameters, SearchRunStatus } from '@ojeador/shared';
import { makeResultsPage as page } from '@/test/make-ad';
import type { StubRequest } from '@/test/fetch-stub';
import { ADS, SEARCH, openResults } from '../testing/detail-helpers';

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

const status = (state: SearchRunStatus['state'], counts: Partial<SearchRunStatus> = {}): SearchRunStatus => ({
  state,
  trigger: state === 'queued' ? null : 'manual',
  startedAt: state === 'queued' ? null : '2026-11-20T10:00:00.000Z',
  finishedAt: state === 'succeeded' || state === 'failed' ? '2026-11-20T10:00:01.000Z' : null,
  newResults: 0,
  excludedResults: 0,
  restoredResults: 0,
  ...counts,
});

/** The run log as the server would report it: one answer per poll, the last one repeated. */
function runLog(...answers: SearchRunStatus[]) {
  let index = 0;
  return () => ({ body: answers[Math.min(index++, answers.length - 1)] });
}

const PARAMETERS: SearchParameters = {
  searchId: 5,
  keywords: 'seat ibiza',
  userSearch: 'Gasolina, menos de 120.000 km',
  category: 1,
  categoryCode: 'cars',
  frequency: 6,
  serviceTypeId: 1,
  serviceTypeCode: 'webSearch',
  locationRange: 100,
  latitude: 40.4168,
  longitude: -3.7038,
  minPrice: 3000,
  maxPrice: 12000,
  brandId: null,
  modelId: null,
  platformIds: [1, 2],
  strictMatchOnly: false,
  preferences: { fuel: ['gasolina'], maxKm: 120000 },
};
const WITH_PARAMETERS = { ...SEARCH, parameters: PARAMETERS };

describe("/busquedas/:id 'Buscar ahora'", { timeout: 20_000 }, () => {
  it('shows the run as it happens, queued then running, and ends with its count and the new results', async () => {
    let results: AdResultSummary[] = [];
    const { user, calls } = openResults({
      'GET /api/SearchResult/5/results': () => ({ body: page(results) }),
      'POST /api/Search/5/run': { status: 202, body: { queued: true } },
      'GET /api/Search/5/runs/latest': runLog(status('queued'), status('running'), status('succeeded', { newResults: 1 })),
    });
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    results = [ADS[0]];
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText('En cola: la búsqueda empezará en un momento…')).toBeInTheDocument();
    expect(await screen.findByText('Buscando anuncios…')).toBeInTheDocument();
    expect(await screen.findByText('1 anuncio nuevo')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ibiza A' })).toBeInTheDocument();
    // The run ended: no more polling.
    const polls = calls.filter((c: StubRequest) => c.path === '/api/Search/5/runs/latest').length;
    expect(polls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((c: StubRequest) => c.path === '/api/Search/5/runs/latest')).toHaveLength(polls);
  });

  it("ends with 'Sin anuncios nuevos' when the run found nothing new", async () => {
    const { user } = openResults({
      'POST /api/Search/5/run': { status: 202, body: { queued: true } },
      'GET /api/Search/5/runs/latest': runLog(status('running'), status('succeeded')),
    });
    await screen.findByRole('article', { name: 'Ibiza A' });
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText('Sin anuncios nuevos')).toBeInTheDocument();
  });

  it('says when the run failed', async () => {
    const { user } = openResults({
      'POST /api/Search/5/run': { status: 202, body: { queued: true } },
      'GET /api/Search/5/runs/latest': runLog(status('failed')),
    });
    await user.click(await screen.findByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText('La búsqueda no ha podido terminar. Inténtalo de nuevo más tarde.')).toBeInTheDocument();
  });

  it("shows the server's message when a run is asked too soon", async () => {
    const message = 'Ya has lanzado esta búsqueda hace un momento. Espera 30 s para volver a lanzarla.';
    const { user } = openResults({ 'POST /api/Search/5/run': { status: 429, body: { code: 'RATE_LIMITED', message, requestId: 'r' } } });
    await user.click(await screen.findByRole('button', { name: 'Buscar ahora' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('/busquedas/:id parameters', { timeout: 20_000 }, () => {
  it('shows what the search looks for as chips with its radius, prices and frequency', async () => {
    openResults({ 'GET /api/Search/5': { body: WITH_PARAMETERS } });
    const panel = await screen.findByRole('region', { name: 'Qué busca' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Gasolina', '≤ 120.000 km']);
    expect(panel).toHaveTextContent('Radio 100 km · 3.000 € – 12.000 € · Cada 6 horas');
  });

  it('edits every parameter, saves them, and says what changed once the re-run ended', async () => {
    let results = ADS;
    const { user, calls } = openResults({
      'GET /api/Search/5': { body: WITH_PARAMETERS },
      'GET /api/SearchResult/5/results': () => ({ body: page(results) }),
      'GET /api/Subscription/limits': { body: { maxSearches: 1, minSearchInterval: 6, activeSearches: 1, planCode: 'free', planName: 'Gratis' } },
      'PUT /api/SearchParameter/5': () => {
        results = [ADS[0]];
        return { body: PARAMETERS };
      },
      'GET /api/Search/5/runs/latest': runLog(status('queued'), status('succeeded', { trigger: 'edit', excludedResults: 2, newResults: 1 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar parámetros' }));
    const form = screen.getByRole('form', { name: 'Parámetros de la búsqueda' });
    expect(within(form).getByText('Tu plan permite como mínimo cada 6 horas')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Quitar «Gasolina»' }));
    await user.clear(within(form).getByLabelText('Radio de búsqueda (km)'));
    await user.type(within(form).getByLabelText('Radio de búsqueda (km)'), '20');
    await user.clear(within(form).getByLabelText('Precio máximo (€)'));
    await user.type(within(form).getByLabelText('Precio máximo (€)'), '2000');
    expect(within(form).getByText('El precio máximo no puede ser menor que el mínimo')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Precio máximo (€)'), '0');
    await user.clear(within(form).getByLabelText('Frecuencia de actualización (horas)'));
    await user.type(within(form).getByLabelText('Frecuencia de actualización (horas)'), '2');
    expect(within(form).getByText('Entre 6 y 24 horas')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Frecuencia de actualización (horas)'), '4');
    await user.click(within(form).getByLabelText('Solo coincidencias exactas'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('2 anuncios ya no encajan con los cambios; 1 nuevo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ibiza B' })).not.toBeInTheDocument());
    const put = calls.find((c: StubRequest) => c.method === 'PUT' && c.path === '/api/SearchParameter/5');
    expect(put?.body).toEqual({
      keywords: 'seat ibiza',
      userSearch: 'Gasolina, menos de 120.000 km',
      category: 1,
      frequency: 24,
      serviceTypeId: 1,
      locationRange: 20,
      latitude: 40.4168,
      longitude: -3.7038,
      minPrice: 3000,
      maxPrice: 20000,
      brandId: null,
      modelId: null,
      platformIds: [1, 2],
      strictMatchOnly: true,
      preferences: { maxKm: 120000 },
    });
  });

  it('says how many results the search now lists when the run alone counted nothing new', async () => {
    // A poll may store what the new parameters let in before the re-run gets to it: the run then counts 0.
    let saved = false;
    const { user } = openResults({
      'GET /api/Search/5': () => ({ body: { ...WITH_PARAMETERS, resultCount: saved ? 28 : 1 } }),
      'GET /api/SearchResult/5/results': () => ({ body: page(saved ? ADS : [ADS[0]]) }),
      'PUT /api/SearchParameter/5': () => {
        saved = true;
        return { body: { ...PARAMETERS, maxPrice: null } };
      },
      'GET /api/Search/5/runs/latest': runLog(status('queued'), status('succeeded', { trigger: 'edit' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar parámetros' }));
    const form = screen.getByRole('form', { name: 'Parámetros de la búsqueda' });
    await user.clear(within(form).getByLabelText('Precio máximo (€)'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ahora hay 28 anuncios (antes 1)')).toBeInTheDocument();
    expect(screen.queryByText('Los cambios no han cambiado los anuncios')).not.toBeInTheDocument();
  });

  it('says nothing changed only when the count stayed and the run moved nothing', async () => {
    const { user } = openResults({
      'GET /api/Search/5': { body: WITH_PARAMETERS },
      'PUT /api/SearchParameter/5': { body: PARAMETERS },
      'GET /api/Search/5/runs/latest': runLog(status('queued'), status('succeeded', { trigger: 'edit' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar parámetros' }));
    await user.click(within(screen.getByRole('form', { name: 'Parámetros de la búsqueda' })).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los cambios no han cambiado los anuncios')).toBeInTheDocument();
  });

  it("offers the re-run's near misses once it ended, without a reload", async () => {
    let saved = false;
    let runEnded = false;
    const suggestions = (criterion: 'radius' | 'price') =>
      criterion === 'radius'
        ? { runFinishedAt: '2026-11-20T10:00:00.000Z', suggestions: [{ criterion, count: 34, fromKm: 100, toKm: 150 }] }
        : { runFinishedAt: '2026-11-20T10:05:00.000Z', suggestions: [{ criterion, count: 2, fromPrice: 12_000, toPrice: 13_000 }] };
    const { user } = openResults({
      'GET /api/Search/5': { body: WITH_PARAMETERS },
      'GET /api/SearchResult/5/results': { body: page([]) },
      'PUT /api/SearchParameter/5': () => {
        saved = true;
        return { body: PARAMETERS };
      },
      'GET /api/Search/5/runs/latest': () => {
        runEnded = true;
        return { body: status('succeeded', { trigger: 'edit' }) };
      },
      // Until the re-run ends, the server has no suggestions for the saved parameters.
      'GET /api/Search/5/near-misses': () => ({
        body: !saved ? suggestions('radius') : runEnded ? suggestions('price') : { runFinishedAt: '2026-11-20T10:00:00.000Z', suggestions: [] },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Casi lo que buscas' })).toHaveTextContent('Hay 34 anuncios a menos de 150 km');
    await user.click(screen.getByRole('button', { name: 'Editar parámetros' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Casi lo que buscas' })).toHaveTextContent('Hay 2 anuncios por hasta 13.000 €'));
    expect(runEnded).toBe(true);
  });

  it('opens with the parameters form when the link asks for it (?editar=parametros), and forgets it once closed', async () => {
    const { user, router } = openResults({ 'GET /api/Search/5': { body: WITH_PARAMETERS } }, 'User', '/busquedas/5?editar=parametros');
    const form = await screen.findByRole('form', { name: 'Parámetros de la búsqueda' });
    expect(within(form).getByLabelText('Palabras clave')).toHaveValue('seat ibiza');
    // The map, once its lazy chunk loads, adds its drawing toolbar's own "Cancelar" (an <a role="button">): the form's is the <button>.
    const [cancel, ...more] = within(form)
      .getAllByRole('button', { name: 'Cancelar' })
      .filter((element) => element.tagName === 'BUTTON');
    expect(more).toHaveLength(0);
    await user.click(cancel);
    expect(await screen.findByRole('button', { name: 'Editar parámetros' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { user } = openResults({
      'GET /api/Search/5': { body: WITH_PARAMETERS },
      'PUT /api/SearchParameter/5': { status: 409, body: { code: 'LIMIT_REACHED', message: 'Tu plan no permite esa frecuencia', requestId: 'r' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar parámetros' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu plan no permite esa frecuencia');
    expect(screen.getByRole('form', { name: 'Parámetros de la búsqueda' })).toBeInTheDocument();
  });
});
