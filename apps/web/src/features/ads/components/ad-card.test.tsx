import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@/lib/toast';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdResult, Point } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAd } from '@/test/make-ad';
import { scoreTone } from '@/components/ui/score-badge';
import { AdCard } from './ad-card';

function renderCard(ad: AdResult) {
  storeSession();
  const router = createMemoryRouter(
    [
      { path: '/', element: <AdCard ad={ad} /> },
      { path: '/ad/:id', element: <p>Ad page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }), card: within(screen.getByRole('article', { name: ad.title })) };
}

describe('score colour rule', () => {
  it('is green from 70, yellow from 50, red below', () => {
    expect([100, 70, 69, 50, 49, 0].map(scoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});

const golf = { kind: 'similarVehicles', name: 'Seat León', year: 2019 } as const;
function priced(verdict: Extract<Point, { code: 'price' }>['verdict'], percent: number): Partial<AdResult> {
  const point: Point = { code: 'price', verdict, percent, perSqm: false, median: 14_500, comparables: 23, confidence: 'high', similar: true, peers: golf };
  return verdict === 'below' || verdict === 'inLine' ? { goodPoints: [point], badPoints: [] } : { goodPoints: [], badPoints: [point] };
}

describe('AdCard', () => {
  it("shows the ad's real facts: title, category, place, whole-euro price and score", () => {
    const { card } = renderCard(
      makeAd({
        title: 'Seat Ibiza FR',
        price: 12500,
        finalScore: 72,
        categoryName: 'Coches',
        city: 'Getafe',
        province: 'Madrid',
        goodThings: ['Precio por debajo del mercado', 'Pocos kilómetros'],
        attributes: { year: 2019, km: 45000, fuel: 'diesel' },
        isNew: true,
      }),
    );
    expect(card.getByRole('heading', { name: 'Seat Ibiza FR' })).toBeInTheDocument();
    expect(card.getByText('Coches')).toBeInTheDocument();
    expect(card.getByText('Getafe, Madrid')).toBeInTheDocument();
    expect(card.getByText('12.500 €')).toBeInTheDocument();
    expect(card.getByText('Puntuación 72 de 100')).toBeInTheDocument();
    expect(card.getByText('Nuevo')).toBeInTheDocument();
    expect(card.getByText('2019')).toBeInTheDocument();
    expect(card.getByText('45.000 km')).toBeInTheDocument();
    expect(card.getByText('Diésel')).toBeInTheDocument();
    expect(card.getByText('Precio por debajo del mercado')).toBeInTheDocument();
    expect(card.queryByText('Pocos kilómetros')).not.toBeInTheDocument();
  });

  it.each([
    [85, 'green'],
    [55, 'yellow'],
    [30, 'red'],
  ])('colours a score of %i %s', (score, tone) => {
    const { card } = renderCard(makeAd({ finalScore: score }));
    expect(card.getByText(`Puntuación ${score} de 100`).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('shows house facts and no rental placeholders', () => {
    const { card } = renderCard(
      makeAd({ category: 3, categoryCode: 'homes', categoryName: 'Casas y pisos', attributes: { rooms: 3, sqm: 85 }, isNew: false, goodThings: [] }),
    );
    expect(card.getByText('3 hab.')).toBeInTheDocument();
    expect(card.getByText('85 m²')).toBeInTheDocument();
    expect(card.queryByText('Nuevo')).not.toBeInTheDocument();
    const text = screen.getByRole('article').textContent ?? '';
    for (const placeholder of ['4 People', 'Manual', '70L', '/day', 'Rent Now']) expect(text).not.toContain(placeholder);
  });

  it('words the category in English on an English page, whatever the stored name', async () => {
    await setLanguage('en', { remember: false });
    const { card } = renderCard(makeAd({ category: 2, categoryCode: 'motorbikes', categoryName: 'Motos' }));
    expect(card.getByText('Motorbikes')).toBeInTheDocument();
    expect(card.queryByText('Motos')).not.toBeInTheDocument();
  });

  it("words the top point from its code in the reader's language, and keeps the text of a result stored without codes (decision 031)", async () => {
    const goodPoints = [{ code: 'distance', km: 12 }] as const;
    const spanish = renderCard(makeAd({ id: 1, title: 'Seat León', goodThings: ['A 12 km del centro de tu búsqueda'], goodPoints: [...goodPoints] }));
    expect(spanish.card.getByText('A 12 km del centro de tu búsqueda')).toBeInTheDocument();
    cleanup();
    await setLanguage('en', { remember: false });
    const english = renderCard(makeAd({ id: 2, title: 'Seat Ibiza', goodThings: ['A 12 km del centro de tu búsqueda'], goodPoints: [...goodPoints] }));
    expect(english.card.getByText('12 km from the centre of your search')).toBeInTheDocument();
    expect(english.card.queryByText('A 12 km del centro de tu búsqueda')).not.toBeInTheDocument();
    cleanup();
    const old = renderCard(makeAd({ id: 3, title: 'Seat Arona', goodThings: ['Descripción detallada'], goodPoints: null }));
    expect(old.card.getByText('Descripción detallada')).toBeInTheDocument();
  });

  it('shows the score one way, as N/100: no stars, no percent', () => {
    const { card } = renderCard(makeAd({ finalScore: 7 }));
    expect(card.getByTestId('score')).toHaveTextContent('7/100');
    expect(card.getByTestId('score')).toHaveAttribute('data-tone', 'red');
    expect(card.queryByRole('img', { name: /estrellas/ })).not.toBeInTheDocument();
  });

  it('shows the local fallback picture when the image fails or is missing', () => {
    const { card } = renderCard(makeAd({ images: ['https://img.example.com/broken.jpg'] }));
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://img.example.com/broken.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/ad-fallback.svg');
    expect(card.getByRole('heading')).toBeInTheDocument();
  });

  it('opens /ad/{id} from the card link, also with the keyboard', async () => {
    const { router, user, card } = renderCard(makeAd({ id: 42, title: 'Yamaha MT-07' }));
    const link = card.getByRole('link', { name: 'Yamaha MT-07' });
    expect(link).toHaveAttribute('href', '/ad/42');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad/42'));
  });

  it('likes at once, keeps the server count, and does not navigate', async () => {
    let answer: { status?: number; body?: unknown } = { body: { liked: true, likeCount: 4 } };
    stubFetch({ 'POST /api/Likes/1': () => answer });
    const { router, user, card } = renderCard(makeAd({ id: 1, liked: false, likeCount: 2 }));
    const like = card.getByRole('button', { name: 'Me gusta' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(card.getByTestId('like-count')).toHaveTextContent('4'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.pathname).toBe('/');

    answer = { status: 500 };
    await user.click(like);
    expect(await screen.findByText('No se pudo guardar el me gusta. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByTestId('like-count')).toHaveTextContent('4');
  });

  it("marks an ad the search's hired expert added with 'Recomendado por tu experto', and no other", () => {
    const { card } = renderCard(makeAd({ id: 71, title: 'Golf del experto', recommendedByExpert: true }));
    expect(card.getByText('Recomendado por tu experto')).toBeInTheDocument();
    // A phone's half-width card says it short (CSS shows one of the two).
    expect(card.getByText('Recomendado')).toBeInTheDocument();
  });

  it('shows no expert badge on an ad the expert did not add', () => {
    const { card } = renderCard(makeAd({ id: 72, title: 'Golf del motor', recommendedByExpert: false }));
    expect(card.queryByText('Recomendado por tu experto')).not.toBeInTheDocument();
    expect(card.queryByText('Recomendado')).not.toBeInTheDocument();
  });

  it("says 'Reservado' on an ad the platform marks reserved, and on no other", () => {
    const reserved = renderCard(makeAd({ id: 73, title: 'León reservado', reserved: true }));
    expect(reserved.card.getByText('Reservado')).toBeInTheDocument();
    cleanup();
    const free = renderCard(makeAd({ id: 74, title: 'León libre' }));
    expect(free.card.queryByText('Reservado')).not.toBeInTheDocument();
  });

  it.each([
    ['below', 14, 'Buen precio −14 %', 'Buen precio: un 14 % por debajo del mercado', 'good'],
    ['inLine', 3, 'Precio justo', 'Precio justo: en línea con el mercado', 'fair'],
    ['above', 12, 'Caro +12 %', 'Caro: un 12 % por encima del mercado', 'dear'],
    ['veryLow', 48, 'Precio muy bajo −48 %', 'Precio muy bajo: un 48 % por debajo del mercado, compruébalo', 'warning'],
    ['fraud', 62, 'Precio sospechoso', 'Precio sospechoso: posible fraude', 'warning'],
  ] as const)('shows a %s price as a badge in words and colour', (verdict, percent, words, spoken, tone) => {
    const { card } = renderCard(makeAd({ title: 'Seat León FR', ...priced(verdict, percent) }));
    expect(card.getByText(words).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
    expect(card.getByText(spoken)).toHaveClass('sr-only');
  });

  it('words the price badge in English on an English page', async () => {
    await setLanguage('en', { remember: false });
    const below = renderCard(makeAd({ id: 1, title: 'Seat León', ...priced('below', 14) }));
    expect(below.card.getByText('Good price −14 %')).toBeInTheDocument();
    cleanup();
    const above = renderCard(makeAd({ id: 2, title: 'Seat Ibiza', ...priced('above', 12) }));
    expect(above.card.getByText('Overpriced +12 %')).toBeInTheDocument();
    cleanup();
    const fraud = renderCard(makeAd({ id: 3, title: 'Seat Arona', ...priced('fraud', 62) }));
    expect(fraud.card.getByText('Suspicious price')).toBeInTheDocument();
  });

  it('shows no price badge when the price was not judged', () => {
    const { card } = renderCard(makeAd({ goodPoints: [], badPoints: [{ code: 'noComparables' }] }));
    expect(card.queryByText(/precio justo|buen precio|caro|sospechoso/i)).not.toBeInTheDocument();
  });
});
