import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAdDetail } from '@/test/make-ad';

const IMAGES = [
  'https://img.example.com/1.jpg',
  'https://img.example.com/2.jpg',
  'https://img.example.com/3.jpg',
  'https://img.example.com/4.jpg',
  'https://img.example.com/5.jpg',
];

const AD = makeAdDetail({
  id: 9,
  title: 'Seat Ibiza FR 2019',
  description: 'Un solo propietario.\nLibro de revisiones.',
  images: IMAGES,
  price: 13500,
  finalScore: 64,
  categoryName: 'Coches',
  province: 'Madrid',
  city: 'Getafe',
  sellerType: 'dealer',
  goodThings: ['Precio por debajo del mercado', 'Pocos kilómetros'],
  badThings: ['Sin fecha de publicación'],
  attributes: { year: 2019, km: 45000 },
  url: 'https://www.wallapop.com/item/seat-ibiza-fr',
  likeCount: 3,
  priceHistory: [
    { price: 14500, seenAt: '2026-10-01T00:00:00.000Z' },
    { price: 13500, seenAt: '2026-11-01T00:00:00.000Z' },
  ],
});

function openAd(handlers: Parameters<typeof stubFetch>[0] = {}, path = '/ad/9') {
  storeSession();
  const stub = stubFetch({ 'GET /api/Ads/9': { body: AD }, 'GET /api/Likes/check/9': { body: { liked: false } }, ...handlers });
  return { ...renderApp(path), ...stub };
}

describe('/ad/:id', () => {
  it('asks the server for the ad and shows its facts, real score, points and price', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = openAd({ 'GET /api/Ads/9': async () => (await held, { body: AD }) });
    // The route's fallback and then the page say it: query afresh, not an element one of them may have replaced.
    await waitFor(() => expect(screen.getByText('Cargando...')).toBeInTheDocument());
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/Ads'))).toEqual([expect.objectContaining({ path: '/api/Ads/9' })]);
    expect(calls.some((c) => c.path.startsWith('/api/SearchResult'))).toBe(false);

    expect(screen.getByTestId('ad-price')).toHaveTextContent('13.500 €');
    expect(screen.getByText('Puntuación 64 de 100').closest('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByTestId('score')).toHaveTextContent('64/100');
    expect(screen.queryByRole('img', { name: /estrellas/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Un solo propietario/)).toBeInTheDocument();
    expect(screen.getByText('Concesionario')).toBeInTheDocument();
    expect(screen.getByText('Getafe')).toBeInTheDocument();
    expect(screen.getByText('Madrid')).toBeInTheDocument();
    expect(screen.getByText('Coches')).toBeInTheDocument();
    expect(screen.getByText('45.000 km')).toBeInTheDocument();

    const good = screen.getByRole('region', { name: 'Puntos a favor' });
    expect(
      within(good)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Precio por debajo del mercado', 'Pocos kilómetros']);
    expect(within(screen.getByRole('region', { name: 'Puntos en contra' })).getByText('Sin fecha de publicación')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Historial de precio' });
    expect(within(history).getByText('Baja 1.000 €')).toBeInTheDocument();
    expect(within(history).getByText('14.500 €')).toBeInTheDocument();

    const original = screen.getByRole('link', { name: /Ver anuncio original/ });
    expect(original).toHaveAttribute('href', 'https://www.wallapop.com/item/seat-ibiza-fr');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
  });

  it("leaves out 'Puntos en contra' without bad points and the history with one price", async () => {
    openAd({ 'GET /api/Ads/9': { body: { ...AD, badThings: [], priceHistory: [{ price: 13500, seenAt: '2026-11-01T00:00:00.000Z' }] } } });
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' });
    expect(screen.getByRole('region', { name: 'Puntos a favor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Puntos en contra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Historial de precio' })).not.toBeInTheDocument();
  });

  it('says a reposted ad was reposted and its price before, beside its history, even with one price', async () => {
    const repost = { at: '2026-11-20T00:00:00.000Z', previousPrice: 12900 };
    openAd({ 'GET /api/Ads/9': { body: { ...AD, repost, priceHistory: [{ price: 12900, seenAt: '2026-11-01T00:00:00.000Z' }] } } });
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' });
    const history = screen.getByRole('region', { name: 'Historial de precio' });
    expect(within(history).getByText('Republicado; antes 12.900 €')).toBeInTheDocument();
  });

  it("shows 2 thumbnails and a '+N' tile; a thumbnail becomes the main picture and '+N' opens the lightbox", async () => {
    const { user } = openAd();
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' });
    expect(screen.getByRole('button', { name: 'Ver imagen 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver imagen 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver imagen 4' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Ver 2 imágenes más' });
    expect(more).toHaveTextContent('+2');

    const main = () => screen.getByRole('button', { name: /Ampliar imagen/ }).querySelector('img')!;
    expect(main()).toHaveAttribute('src', IMAGES[0]);
    await user.click(screen.getByRole('button', { name: 'Ver imagen 3' }));
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    // The thumbnail now offers the first picture back.
    await user.click(screen.getByRole('button', { name: 'Ver imagen 1' }));
    expect(main()).toHaveAttribute('src', IMAGES[0]);

    await user.click(more);
    const lightbox = within(await screen.findByRole('dialog', { name: 'Fotos: Seat Ibiza FR 2019' }));
    expect(lightbox.getByRole('img', { name: 'Imagen 4 de 5' })).toHaveAttribute('src', IMAGES[3]);
    await user.click(lightbox.getByRole('button', { name: 'Imagen siguiente' }));
    expect(lightbox.getByRole('img', { name: 'Imagen 5 de 5' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the fallback picture for an ad without images', async () => {
    openAd({ 'GET /api/Ads/9': { body: { ...AD, images: [] } } });
    expect(await screen.findByRole('img', { name: 'Sin imagen' })).toHaveAttribute('src', '/ad-fallback.svg');
    expect(screen.queryByRole('button', { name: /\+/ })).not.toBeInTheDocument();
  });

  it('reads the like state from the like check and toggles it', async () => {
    const { user, calls } = openAd({
      'GET /api/Likes/check/9': { body: { liked: true } },
      'POST /api/Likes/9': { body: { liked: false, likeCount: 2 } },
    });
    const like = await screen.findByRole('button', { name: 'Me gusta' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/Likes/9')).toHaveLength(1);
  });

  it("shows 'Anuncio no encontrado' with a way back for a 404", async () => {
    openAd({ 'GET /api/Ads/9': { status: 404, body: { code: 'NOT_FOUND', message: 'Anuncio no encontrado', requestId: 'r' } } });
    expect(await screen.findByRole('heading', { name: 'Anuncio no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis búsquedas' })).toHaveAttribute('href', '/busquedas');
  });

  it("shows 'Anuncio no encontrado' for an id that is not a number", async () => {
    const { calls } = openAd({}, '/ad/abc');
    expect(await screen.findByRole('heading', { name: 'Anuncio no encontrado' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/Ads'))).toBe(false);
  });

  it('shows an error with a retry when the server fails', async () => {
    let fail = true;
    const { user } = openAd({ 'GET /api/Ads/9': () => (fail ? { status: 500 } : { body: AD }) });
    expect(await screen.findByText('Error al cargar el anuncio')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' })).toBeInTheDocument();
  });

  it('goes back to the previous page, or to /busquedas when there is none', async () => {
    const { user, router } = openAd();
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' });
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas'));
  });

  it("titles the page with the ad's title", async () => {
    openAd();
    await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' });
    await waitFor(() => expect(document.title).toBe('Seat Ibiza FR 2019 · Ojeador'));
  });

  it('offers a visitor a sign-in button on the page, not only in the header', async () => {
    const { calls } = stubFetch({ 'GET /api/User/auth-config': { body: { devLogin: true, googleClientId: null } } });
    renderApp('/ad/9');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Inicia sesión para ver el anuncio' })).toBeInTheDocument();
    expect(await within(main).findByRole('button', { name: 'Iniciar sesión', busy: false })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inicia sesión para ver el anuncio · Ojeador'));
    expect(calls.some((c) => c.path.startsWith('/api/Ads'))).toBe(false);
  });

  it("says 'Reservado' when the platform marks the ad reserved", async () => {
    openAd({ 'GET /api/Ads/9': { body: { ...AD, reserved: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' })).toBeInTheDocument();
    expect(screen.getByText('Reservado')).toBeInTheDocument();
  });
});
