import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

const DEMO_FEED = path.resolve(import.meta.dirname, '../../server/assets/demo-feed.jsonl');
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The cheapest Seat León of the demo feed the server runs searches over. */
function cheapestSeatLeon(): number {
  const prices = readFileSync(DEMO_FEED, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { category: number; title: string; description: string; price: number })
    .filter((ad) => ad.category === 1 && ['seat', 'leon'].every((word) => fold(`${ad.title} ${ad.description}`).includes(word)))
    .map((ad) => ad.price);
  return Math.min(...prices);
}

test('a search with no results offers a near miss, and one click widens it until results appear', async ({ page }) => {
  test.setTimeout(120_000);
  await signInVerified(page, 'Nuria Casi');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  // Just under the cheapest Seat León: nothing matches, and that one is at most 30 % above the maximum.
  const cheapest = cheapestSeatLeon();
  const maxPrice = Math.ceil(cheapest / 1.1);
  const created = await page.request.post('/api/Search', {
    headers,
    data: {
      title: 'Seat León barato',
      description: 'Un Seat León barato',
      category: 1,
      frequency: 24,
      parameters: {
        keywords: 'seat leon',
        userSearch: 'Un Seat León barato',
        serviceTypeId: 1,
        locationRange: null,
        latitude: null,
        longitude: null,
        minPrice: null,
        maxPrice,
        strictMatchOnly: false,
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The first run starts with the search; wait for it to have counted its near misses.
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/Search/${id}/near-misses`, { headers })).json()) as { runFinishedAt: string | null }).runFinishedAt,
      {
        timeout: 60_000,
      },
    )
    .not.toBeNull();

  await page.goto(`/busquedas/${id}`);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Casi lo que buscas' });
  await expect(suggestions).toContainText(/Hay \d+ anuncios? por hasta [\d.]+ €/);
  await suggestions.getByRole('button', { name: /Subir precio máximo$/ }).click();
  await expect(page.getByText('Búsqueda ampliada: buscando anuncios…')).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  await expect(cards.first()).toContainText(/Seat León/i);
  const parameters = (await (await page.request.get(`/api/SearchParameter/${id}`, { headers })).json()) as { maxPrice: number };
  expect(parameters.maxPrice).toBeGreaterThanOrEqual(cheapest);
});
