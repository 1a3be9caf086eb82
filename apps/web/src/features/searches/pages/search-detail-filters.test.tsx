import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeResultsPage as page } from '@/test/make-ad';
import type { StubRequest } from '@/test/fetch-stub';
import { makeSearchDetail, makeSearchParameters } from '@/test/make-search';
import { ADS, SEARCH, openResults, query, resultCalls } from '../testing/detail-helpers';

const lastQuery = (calls: StubRequest[]) => query(resultCalls(calls).at(-1)!);
const filtersPanel = () => screen.getByRole('form', { name: 'Filtrar resultados' });

describe('/busquedas/:id filters', () => {
  it('reads the filters from the URL, sends them, shows a chip for each and counts "con estos filtros"', async () => {
    const { calls } = openResults(
      { 'GET /api/SearchResult/5/results': { body: { ...page([ADS[0]]), total: 1 } } },
      'User',
      '/busquedas/5?precioMax=12000&combustible=diesel&kmMax=nada',
    );
    await screen.findByRole('article', { name: 'Ibiza A' });
    const sent = query(resultCalls(calls)[0]);
    expect(sent.get('maxPrice')).toBe('12000');
    expect(sent.get('fuel')).toBe('diesel');
    // A value the server would refuse is left out rather than sent.
    expect(sent.has('maxKm')).toBe(false);
    expect(screen.getByRole('button', { name: 'Quitar filtro: Hasta 12.000 €' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtro: Diésel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 resultado con estos filtros');
  });

  it('applies the panel to the URL and the request, keeps the draft on an error, and a chip removes one filter', async () => {
    const { user, calls, router } = openResults();
    await screen.findByRole('article', { name: 'Ibiza A' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = within(filtersPanel());
    await user.type(panel.getByLabelText('Precio desde (€)'), '9000');
    await user.type(panel.getByLabelText('Precio hasta (€)'), '5000');
    await user.type(panel.getByLabelText('Kilómetros como máximo'), '100000');
    await user.selectOptions(panel.getByLabelText('Vendedor'), 'Particular');
    await user.click(panel.getByRole('button', { name: 'Aplicar filtros' }));
    expect(panel.getByText('El precio desde no puede ser mayor que el precio hasta')).toBeInTheDocument();
    expect(panel.getByLabelText('Kilómetros como máximo')).toHaveValue(100000);
    expect(router.state.location.search).toBe('');

    await user.clear(panel.getByLabelText('Precio desde (€)'));
    await user.click(panel.getByRole('button', { name: 'Aplicar filtros' }));
    expect(screen.queryByRole('form', { name: 'Filtrar resultados' })).not.toBeInTheDocument();
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ precioMax: '5000', kmMax: '100000', vendedor: 'particular' });
    await waitFor(() => expect(lastQuery(calls).get('maxKm')).toBe('100000'));
    expect(lastQuery(calls).get('maxPrice')).toBe('5000');
    expect(lastQuery(calls).get('seller')).toBe('particular');

    await user.click(screen.getByRole('button', { name: 'Quitar filtro: Hasta 100.000 km' }));
    expect(new URLSearchParams(router.state.location.search).has('kmMax')).toBe(false);
    await waitFor(() => expect(lastQuery(calls).has('maxKm')).toBe(false));
    expect(lastQuery(calls).get('maxPrice')).toBe('5000');
  });

  it('says when nothing meets the filters and clears them in one click', async () => {
    const { user, router } = openResults(
      { 'GET /api/SearchResult/5/results': (request: StubRequest) => ({ body: query(request).has('fuel') ? page([]) : page(ADS) }) },
      'User',
      '/busquedas/5?combustible=electrico',
    );
    expect(await screen.findByText('Ningún anuncio cumple estos filtros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(router.state.location.search).toBe('');
  });

  it('offers km, year and fuel only for vehicles, and a distance only with a centre', async () => {
    const parameters = makeSearchParameters({
      keywords: 'piso',
      userSearch: 'Piso en Madrid',
      category: 3,
      categoryCode: 'homes',
      locationRange: 20,
      platformIds: [1],
    });
    const home = makeSearchDetail({ ...SEARCH, category: 3, categoryName: 'Casas y pisos', parameters });
    const { user } = openResults({ 'GET /api/Search/5': { body: home } });
    await screen.findByRole('article', { name: 'Ibiza A' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = within(filtersPanel());
    expect(panel.queryByLabelText('Kilómetros como máximo')).not.toBeInTheDocument();
    expect(panel.queryByLabelText('Combustible')).not.toBeInTheDocument();
    expect(panel.getByLabelText('Distancia máxima al centro (km)')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveFocus();
  });
});
