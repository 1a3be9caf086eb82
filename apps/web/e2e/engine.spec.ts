import { expect, test } from './fixtures';
import { bearer, createDemoSearch, signInVerified } from './helpers';

test('"Buscar ahora" runs the engine over the demo feed and shows scored ads with good and bad points', async ({ page }) => {
  test.setTimeout(90_000);
  await signInVerified(page, 'Javier Motor');
  const id = await createDemoSearch(page, {
    title: 'Seat León',
    description: 'Un Seat León en buen estado, mejor con pocos kilómetros',
    keywords: 'seat leon',
  });

  await page.goto(`/busquedas/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seat León' })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar ahora' }).click();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/\d+ resultados? encontrados?/)).toBeVisible();
  // "pocos kilómetros" is a wish: the cards come under the wish groups, those that meet it first.
  const groupHeading = page.getByRole('heading', { level: 2, name: /^(Cumple todo lo que pides|Casi|El resto)$/ });
  await expect(groupHeading.first()).toBeVisible();
  const firstCard = cards.first();
  await expect(firstCard).toContainText(/Seat León/i);
  await expect(firstCard).toContainText(/€/);

  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  const good = page.getByRole('region', { name: 'Puntos a favor' }).or(page.locator('[aria-labelledby="good-points-title"]'));
  await expect(good.getByRole('listitem').first()).toBeVisible();
  await expect(good).toContainText(/km del centro de tu búsqueda|por debajo|Publicado|fotos/);
  const facts = await page.request.get(page.url().replace(/.*\/ad\//, '/api/Ads/'), { headers: await bearer(page) });
  const ad = (await facts.json()) as { finalScore: number; goodThings: string[]; badThings: string[] };
  expect(ad.finalScore).toBeGreaterThan(0);
  expect(ad.goodThings.length + ad.badThings.length).toBeGreaterThan(1);
  await expect(page.getByText(String(ad.finalScore)).first()).toBeVisible();

  // One price story: the price point names its reference in words, and the page's summary says the same.
  const pricePoint = [...ad.goodThings, ...ad.badThings].find((point) => point.startsWith('Precio '));
  expect(pricePoint).toMatch(/^Precio (en línea con el mercado: |un \d+ % por (debajo|encima) de ).*le[oó]n/i);
  const sentence = pricePoint!.replace(/ \([^)]*\)$/, '').replace(/^Precio /, 'Este precio está ');
  await expect(page.getByRole('region', { name: 'Dónde está el precio' })).toContainText(sentence);
});

test('a search with more than one page of results loads the next page as the customer scrolls', async ({ page }) => {
  test.setTimeout(120_000);
  await signInVerified(page, 'Paula Páginas');
  const id = await createDemoSearch(page, { title: 'Seat', description: 'Cualquier Seat', keywords: 'seat', locationRange: null });
  const headers = await bearer(page);

  await page.goto(`/busquedas/${id}`);
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  // The run may still be storing results when the first ones show: read the settled total, then open the page afresh.
  let total = -1;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/SearchResult/${id}/results?sort=score&limit=1`, { headers });
        const previous = total;
        total = ((await answer.json()) as { total: number }).total;
        return total > 0 && total === previous;
      },
      { intervals: [2000], timeout: 30_000 },
    )
    .toBe(true);
  await page.reload();
  // The demo feed has about 120 Seats: more than three pages.
  expect(total).toBeGreaterThan(72);
  await expect(page.getByTestId('result-count')).toHaveText(`${total} resultados encontrados`);
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId('results-shown')).toHaveText(`Mostrando 24 de ${total}`);

  // Scrolling to the end of the grid asks for the second page; the first 24 cards stay where they were.
  const twentyFourth = await cards.nth(23).getByRole('heading').textContent();
  await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(48);
  await expect(page.getByTestId('results-shown')).toHaveText(`Mostrando 48 de ${total}`);
  await expect(cards.nth(23).getByRole('heading')).toHaveText(twentyFourth ?? '');

  // The button is the way to the next page for the keyboard and for browsers without IntersectionObserver. Without
  // the observer nothing loads by itself, so each press is exactly one page (focusing the button scrolls the
  // sentinel into view, and with the observer that may load a page on its own first).
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  await page.reload();
  await expect(cards).toHaveCount(24);
  const loadMore = page.getByRole('button', { name: 'Cargar más' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(48);
  await expect(loadMore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(72);
  await expect(page.getByTestId('results-shown')).toHaveText(`Mostrando 72 de ${total}`);
});
