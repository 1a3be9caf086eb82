import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AUTH_CONFIG_DEV, stubFetch } from '@/test/fetch-stub';
import { makeSearch } from '@/test/make-search';
import { storeSession } from '@/test/tokens';

const SEARCHES = [
  makeSearch({ id: 1, title: 'Piso en Getafe', category: 3, newResultCount: 0, resultCount: 12, lastExecution: '2026-11-28T10:00:00.000Z' }),
  makeSearch({ id: 2, title: 'Seat León', category: 1, newResultCount: 3, resultCount: 40, lastExecution: '2026-11-27T10:00:00.000Z' }),
  makeSearch({ id: 3, title: 'Yamaha MT-07', category: 2, newResultCount: 1, resultCount: 5, isActive: false, lastExecution: null }),
];

describe('/ for a returning customer', () => {
  it('opens on their searches with new results first, each opening its results, and the creation flow one click away', async () => {
    storeSession();
    stubFetch({ ...AUTH_CONFIG_DEV, 'GET /api/Search': { body: SEARCHES } });
    const { user, router } = renderApp('/');
    const news = await screen.findByRole('region', { name: 'Novedades de tus búsquedas' });
    const links = within(news).getAllByRole('link');
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      'Seat León3 anuncios nuevos40 resultados',
      'Yamaha MT-071 anuncio nuevo5 resultados· En pausa',
      'Piso en GetafeSin novedades12 resultados',
    ]);
    expect(links[0]).toHaveAttribute('href', '/busquedas/2');
    expect(screen.queryByRole('button', { name: 'Empieza tu búsqueda' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crea tu búsqueda' })).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Ver todas mis búsquedas' })).toHaveAttribute('href', '/busquedas');

    await user.click(within(news).getByRole('link', { name: 'Crear otra búsqueda' }));
    expect(router.state.location.hash).toBe('#crear-busqueda');
    expect(screen.getByRole('heading', { name: 'Crea tu búsqueda' })).toHaveFocus();
  });

  it('keeps the landing for a customer without searches and for a visitor (who is never asked for searches)', async () => {
    storeSession();
    stubFetch({ ...AUTH_CONFIG_DEV, 'GET /api/Search': { body: [] } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Empieza tu búsqueda' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novedades de tus búsquedas' })).not.toBeInTheDocument();
  });

  it('asks a visitor for nothing of theirs', async () => {
    const { calls } = stubFetch(AUTH_CONFIG_DEV);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Empieza tu búsqueda' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Search')).toBe(false);
  });
});
