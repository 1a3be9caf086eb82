import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdResultSummary } from '@ojeador/shared';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import type { StubRequest } from '@/test/fetch-stub';
import { ADS, SEARCH, openResults } from '../testing/detail-helpers';

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
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
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
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
    expect(await screen.findByText('Anuncio añadido a la lista filtrada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/SearchResultFiltered/filter/5/11')?.body).toEqual({ notes: 'Revisar ITV' });
    expect(await cardA.findByRole('button', { name: 'Quitar de la lista filtrada' })).toBeInTheDocument();

    await user.click(cardB.getByRole('button', { name: 'Quitar de la lista filtrada' }));
    expect(await screen.findByText('Anuncio quitado de la lista filtrada')).toBeInTheDocument();
    expect(await cardB.findByRole('button', { name: 'Añadir a la lista filtrada' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/SearchResultFiltered/70')).toBe(true);
  });

  it("says 'No se pudo añadir o quitar de la lista filtrada' when the server refuses", async () => {
    const { user } = openResults({ 'POST /api/SearchResultFiltered/filter/5/11': { status: 500 } }, 'Admin');
    const cardA = within(await screen.findByRole('article', { name: 'Ibiza A' }));
    await user.click(await cardA.findByRole('button', { name: 'Añadir a la lista filtrada' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('No se pudo añadir o quitar de la lista filtrada')).toBeInTheDocument();
  });

  it('lets the expert hired for the search add ads, but not use the filtered list', async () => {
    openResults({ 'GET /api/Search/5': { body: { ...SEARCH, userId: 99, searchHire: { id: 3, expertId: 7, status: 'accepted' } } } }, 'Expert');
    expect(await screen.findByRole('button', { name: 'Añadir anuncio' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.queryByRole('button', { name: /lista filtrada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar ahora' })).not.toBeInTheDocument();
  });
});
