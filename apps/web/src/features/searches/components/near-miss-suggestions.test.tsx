import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NearMissesResponse } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAdSummary, makeResultsPage } from '@/test/make-ad';
import { makeSearchDetail } from '@/test/make-search';

const SEARCH = makeSearchDetail({ id: 5, title: 'Seat León', category: 1, categoryName: 'Coches', resultCount: 0, userId: 7 });
const FIRST_RUN = '2026-11-20T10:00:00.000Z';
const SUGGESTIONS: NearMissesResponse = {
  runFinishedAt: FIRST_RUN,
  suggestions: [
    { criterion: 'radius', count: 34, fromKm: 75, toKm: 150 },
    { criterion: 'price', count: 1, fromPrice: 10_000, toPrice: 11_500 },
    { criterion: 'keyword', count: 2, keyword: 'fr', keywords: 'seat leon' },
    { criterion: 'limit', count: 3, limit: 'maxKm', from: 100_000, to: 120_000 },
  ],
};

const nearMissCalls = (calls: StubRequest[]) => calls.filter((c) => c.path === '/api/Search/5/near-misses');

function open(handlers: Parameters<typeof stubFetch>[0] = {}, role: 'User' | 'Expert' = 'User') {
  storeSession({ role });
  const stub = stubFetch({
    'GET /api/Search/5': { body: SEARCH },
    'GET /api/SearchResult/5/results': { body: makeResultsPage([]) },
    'GET /api/SearchResultFiltered/search/5': { body: [] },
    'GET /api/Search/5/near-misses': { body: SUGGESTIONS },
    ...handlers,
  });
  return { ...renderApp('/busquedas/5'), ...stub };
}

describe('near-miss suggestions on the results screen', () => {
  it('says how many ads each widening would bring, in Spanish with plurals', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Casi lo que buscas' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Hay 34 anuncios a menos de 150 kmAmpliar radio',
      'Hay 1 anuncio por hasta 11.500 €Subir precio máximo',
      'Hay 2 anuncios sin la palabra «fr»Quitar «fr»',
      'Hay 3 anuncios con hasta 120.000 kmAmpliar límite',
    ]);
  });

  it('says what dropping the model’s word would bring', async () => {
    open({
      'GET /api/Search/5/near-misses': {
        body: { runFinishedAt: FIRST_RUN, suggestions: [{ criterion: 'keyword', count: 3, keyword: 'leon', keywords: 'Seat', brings: ['Ibiza', 'Ateca'] }] },
      },
    });
    const section = await screen.findByRole('region', { name: 'Casi lo que buscas' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('Hay 3 anuncios sin «leon»: otros Seat (Ibiza, Ateca)Quitar «leon»');
  });

  it('widens in one click, says so, and shows the results once the re-run ends', async () => {
    let widened = false;
    let answers = 0;
    const { user, calls } = open({
      'POST /api/Search/5/widen': () => {
        widened = true;
        return { body: { queued: true, applied: SUGGESTIONS.suggestions[0] } };
      },
      // The re-run ends after one poll: a later run, with results.
      'GET /api/Search/5/near-misses': () => {
        if (widened) answers++;
        return {
          body: !widened ? SUGGESTIONS : answers < 2 ? { ...SUGGESTIONS, suggestions: [] } : { runFinishedAt: '2026-11-20T10:01:00.000Z', suggestions: [] },
        };
      },
      'GET /api/SearchResult/5/results': () => ({ body: makeResultsPage(widened && answers >= 2 ? [makeAdSummary({ id: 21, title: 'León en Toledo' })] : []) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Hay 34 anuncios a menos de 150 km: Ampliar radio' }));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/Search/5/widen', body: { criterion: 'radius' } });
    expect(await screen.findByText('Búsqueda ampliada: buscando anuncios…')).toBeInTheDocument();
    expect(await screen.findByText('Buscando con los nuevos criterios…')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'León en Toledo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Casi lo que buscas' })).not.toBeInTheDocument();
  });

  it("asks again once a 'Buscar ahora' run ends, and offers what that run counted", async () => {
    let ran = false;
    const later: NearMissesResponse = {
      runFinishedAt: '2026-11-20T11:00:00.000Z',
      suggestions: [{ criterion: 'price', count: 2, fromPrice: 10_000, toPrice: 13_000 }],
    };
    const { user, calls } = open({
      'POST /api/Search/5/run': { status: 202, body: { queued: true } },
      'GET /api/Search/5/runs/latest': () => {
        ran = true;
        const finishedAt = '2026-11-20T11:00:00.000Z';
        return { body: { state: 'succeeded', trigger: 'manual', startedAt: finishedAt, finishedAt, newResults: 0, excludedResults: 0, restoredResults: 0 } };
      },
      'GET /api/Search/5/near-misses': () => ({ body: ran ? later : SUGGESTIONS }),
    });
    const section = await screen.findByRole('region', { name: 'Casi lo que buscas' });
    expect(section).toHaveTextContent('Hay 34 anuncios a menos de 150 km');
    const asked = nearMissCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Casi lo que buscas' })).toHaveTextContent('Hay 2 anuncios por hasta 13.000 €'));
    expect(screen.getByRole('region', { name: 'Casi lo que buscas' })).not.toHaveTextContent('150 km');
    expect(nearMissCalls(calls).length).toBeGreaterThan(asked);
  });

  it('opened before the first run ended, shows the suggestions once it has counted them', async () => {
    let asked = 0;
    open({ 'GET /api/Search/5/near-misses': () => ({ body: ++asked === 1 ? { runFinishedAt: null, suggestions: [] } : SUGGESTIONS }) });
    expect(await screen.findByRole('region', { name: 'Casi lo que buscas' }, { timeout: 8000 })).toHaveTextContent('Hay 34 anuncios a menos de 150 km');
  });

  it('says the search changed when the suggestion no longer applies (409)', async () => {
    const { user } = open({
      'POST /api/Search/5/widen': { status: 409, body: { code: 'CONFLICT', message: 'x', requestId: 't' } },
    });
    await user.click(await screen.findByRole('button', { name: /Subir precio máximo$/ }));
    expect(await screen.findByText('La búsqueda ha cambiado desde su última ejecución: espera a que termine para ampliarla.')).toBeInTheDocument();
  });

  it('is not offered with enough results, nor to the hired expert', async () => {
    const five = Array.from({ length: 5 }, (_, i) => makeAdSummary({ id: 30 + i, title: `León ${i}` }));
    const many = open({ 'GET /api/SearchResult/5/results': { body: makeResultsPage(five) } });
    await screen.findByRole('article', { name: 'León 4' });
    expect(nearMissCalls(many.calls)).toEqual([]);
    many.unmount();

    const expert = open({ 'GET /api/Search/5': { body: { ...SEARCH, userId: 99 } } }, 'Expert');
    await screen.findByText('No se encontraron resultados');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Seat León' })).toBeInTheDocument());
    expect(nearMissCalls(expert.calls)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Casi lo que buscas' })).not.toBeInTheDocument();
  });
});
