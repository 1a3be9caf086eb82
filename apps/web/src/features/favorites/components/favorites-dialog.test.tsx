import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { AdResultSummary } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

/** A favourite as GET /api/Likes/user answers it: a card summary. */
function makeAd(overrides: Partial<AdResultSummary> = {}): AdResultSummary {
  return {
    id: 5,
    title: 'Seat Ibiza 1.0 TSI',
    excerpt: 'Como nuevo',
    images: ['https://img.example.com/ibiza.jpg'],
    price: 15000,
    url: 'https://example.com/ibiza',
    category: 1,
    categoryCode: 'cars',
    categoryName: 'Coches',
    province: 'Madrid',
    city: 'Alcalá de Henares',
    sellerType: 'particular',
    publishDate: '2025-11-21T10:00:00.000Z',
    highlighted: false,
    isNew: false,
    finalScore: 82,
    goodThings: ['Precio bajo', 'Pocos km', 'Cerca'],
    badThings: ['Sin fotos del interior'],
    latitude: null,
    longitude: null,
    attributes: {},
    platformId: 1,
    platformName: 'Demo',
    foundAt: '2025-11-21T10:00:00.000Z',
    origin: 'auto',
    likeCount: 1,
    liked: true,
    wishGroup: 'all',
    brokenWish: null,
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function openFavorites(handlers: Parameters<typeof stubFetch>[0]) {
  storeSession();
  const stub = stubFetch(handlers);
  const app = renderApp('/');
  await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Favoritos' }));
  const dialog = screen.getByRole('dialog', { name: 'Favoritos' });
  return { ...app, ...stub, dialog: within(dialog) };
}

// Sonner keeps undismissed toasts in a module-level store and replays them to the next test's <Toaster>.
afterEach(() => {
  toast.dismiss();
});

describe('Favoritos modal', () => {
  it('shows "Cargando favoritos..." until the list arrives', async () => {
    const answer = deferred<{ body: AdResultSummary[] }>();
    const { dialog } = await openFavorites({ 'GET /api/Likes/user': () => answer.promise });
    expect(await dialog.findByText('Cargando favoritos...')).toBeInTheDocument();
    answer.resolve({ body: [makeAd()] });
    expect(await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' })).toBeInTheDocument();
    expect(dialog.queryByText('Cargando favoritos...')).not.toBeInTheDocument();
  });

  it('says "No tienes favoritos guardados" when there are none', async () => {
    const { dialog } = await openFavorites({ 'GET /api/Likes/user': { body: [] } });
    expect(await dialog.findByText('No tienes favoritos guardados')).toBeInTheDocument();
  });

  it('shows "Error al cargar los favoritos" and retries', async () => {
    let attempts = 0;
    const { dialog, user } = await openFavorites({
      'GET /api/Likes/user': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno', requestId: 'r' } } : { body: [makeAd()] };
      },
    });
    expect(await dialog.findByText('Error al cargar los favoritos')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reintentar' }));
    expect(await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows every field of a favourite, with badges, score colour and a fallback image', async () => {
    const { dialog } = await openFavorites({
      'GET /api/Likes/user': {
        body: [
          makeAd({
            highlighted: true,
            isNew: true,
            goodPoints: [
              {
                code: 'price',
                verdict: 'below',
                percent: -14,
                perSqm: false,
                median: 17_400,
                comparables: 23,
                confidence: 'high',
                similar: true,
                peers: { kind: 'similarVehicles', name: 'Seat Ibiza', year: 2019 },
              },
            ],
          }),
          makeAd({ id: 6, title: 'Yamaha MT-07', finalScore: 55, images: [], highlighted: false, isNew: false, publishDate: null }),
          makeAd({ id: 7, title: 'Piso en Triana', finalScore: 30, goodThings: [], badThings: ['Caro', 'Lejos'] }),
        ],
      },
    });
    const first = within(await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' }));
    expect(first.getByText('Destacado')).toBeInTheDocument();
    expect(first.getByText('Nuevo')).toBeInTheDocument();
    expect(first.getByText('Alcalá de Henares, Madrid')).toBeInTheDocument();
    expect(first.getByText('21 nov 2025')).toBeInTheDocument();
    expect(first.getByText('15.000 €')).toBeInTheDocument();
    expect(first.getByTestId('score')).toHaveTextContent('82/100');
    expect(first.getByTestId('score')).toHaveAttribute('data-tone', 'green');
    expect(first.getByText('Buen precio −14 %')).toBeInTheDocument();
    expect(first.getByTitle('Puntos positivos')).toHaveTextContent('3');
    expect(first.getByTitle('Puntos negativos')).toHaveTextContent('1');
    expect(first.getByRole('link', { name: /Ver anuncio/ })).toHaveAttribute('href', '/ad/5');

    const image = first.getByRole('img', { name: 'Seat Ibiza 1.0 TSI' });
    expect(image).toHaveAttribute('src', 'https://img.example.com/ibiza.jpg');
    fireEvent.error(image);
    expect(first.getByTestId('image-fallback')).toBeInTheDocument();
    expect(first.queryByRole('img', { name: 'Seat Ibiza 1.0 TSI' })).not.toBeInTheDocument();

    const second = within(dialog.getByRole('article', { name: 'Yamaha MT-07' }));
    expect(second.queryByText('Destacado')).not.toBeInTheDocument();
    expect(second.queryByText('Nuevo')).not.toBeInTheDocument();
    expect(second.getByTestId('image-fallback')).toBeInTheDocument();
    expect(second.queryByText(/Publicado el/)).not.toBeInTheDocument();
    expect(second.getByTestId('score')).toHaveAttribute('data-tone', 'yellow');
    expect(second.queryByText(/Buen precio|Precio justo|Caro/)).not.toBeInTheDocument();

    const third = within(dialog.getByRole('article', { name: 'Piso en Triana' }));
    expect(third.getByTestId('score')).toHaveTextContent('30/100');
    expect(third.getByTestId('score')).toHaveAttribute('data-tone', 'red');
    expect(third.getByTitle('Puntos positivos')).toHaveTextContent('0');
    expect(third.getByTitle('Puntos negativos')).toHaveTextContent('2');
  });

  it('the link opens the ad page and closes the modal', async () => {
    const { dialog, user, router } = await openFavorites({ 'GET /api/Likes/user': { body: [makeAd()] } });
    await user.click(await dialog.findByRole('link', { name: /Ver anuncio/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad/5'));
    expect(screen.queryByRole('dialog', { name: 'Favoritos' })).not.toBeInTheDocument();
  });

  it('removes a favourite at once with POST /api/Likes/{adId}', async () => {
    let favourites = [makeAd(), makeAd({ id: 6, title: 'Yamaha MT-07' })];
    const answer = deferred<{ body: { liked: boolean; likeCount: number } }>();
    const { dialog, user, calls } = await openFavorites({
      'GET /api/Likes/user': () => ({ body: favourites }),
      'POST /api/Likes/5': () => {
        favourites = favourites.filter((ad) => ad.id !== 5);
        return answer.promise;
      },
    });
    await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' });
    await user.click(dialog.getByRole('button', { name: 'Quitar de favoritos: Seat Ibiza 1.0 TSI' }));

    // Gone before the server answers.
    await waitFor(() => expect(dialog.queryByRole('article', { name: 'Seat Ibiza 1.0 TSI' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/Likes/5']);
    answer.resolve({ body: { liked: false, likeCount: 0 } });

    // The list is fetched again and the ad stays gone; the other one stays.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/Likes/user')).toHaveLength(2));
    expect(dialog.queryByRole('article', { name: 'Seat Ibiza 1.0 TSI' })).not.toBeInTheDocument();
    expect(dialog.getByRole('article', { name: 'Yamaha MT-07' })).toBeInTheDocument();
  });

  it('puts the favourite back and says so when the server refuses', async () => {
    let reads = 0;
    const { dialog, user } = await openFavorites({
      // Only the first read answers: what shows after the failure comes from the rollback, not a refetch.
      'GET /api/Likes/user': () => (++reads === 1 ? { body: [makeAd(), makeAd({ id: 6, title: 'Yamaha MT-07' })] } : new Promise<never>(() => undefined)),
      'POST /api/Likes/5': { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } },
    });
    await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' });
    await user.click(dialog.getByRole('button', { name: 'Quitar de favoritos: Seat Ibiza 1.0 TSI' }));

    expect(await screen.findByText('Error interno del servidor')).toBeInTheDocument();
    const titles = dialog.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(titles).toEqual(['Seat Ibiza 1.0 TSI', 'Yamaha MT-07']);
  });

  it('toggles again when the ad had already been unliked elsewhere, so it never ends up liked', async () => {
    let liked = true;
    const { dialog, user, calls } = await openFavorites({
      'GET /api/Likes/user': () => ({ body: liked ? [makeAd()] : [] }),
      'POST /api/Likes/5': () => {
        liked = !liked;
        return { body: { liked, likeCount: liked ? 1 : 0 } };
      },
    });
    await dialog.findByRole('article', { name: 'Seat Ibiza 1.0 TSI' });
    liked = false; // unliked in another tab while this list was open
    await user.click(dialog.getByRole('button', { name: 'Quitar de favoritos: Seat Ibiza 1.0 TSI' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(liked).toBe(false);
    expect(await dialog.findByText('No tienes favoritos guardados')).toBeInTheDocument();
  });
});
