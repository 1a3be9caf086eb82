import { expect, test } from '@playwright/test';
import { signInVerified } from './helpers';

test('"Buscar ahora" runs the engine over the demo feed and shows scored ads with good and bad points', async ({ page }) => {
  test.setTimeout(90_000);
  await signInVerified(page, 'Javier Motor');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const created = await page.request.post('/api/Search', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Seat León',
      description: 'Un Seat León en buen estado, mejor con pocos kilómetros',
      category: 1,
      frequency: 24,
      parameters: {
        keywords: 'seat leon',
        userSearch: 'Un Seat León en buen estado, mejor con pocos kilómetros',
        serviceTypeId: 1,
        locationRange: 600,
        latitude: 40.4168,
        longitude: -3.7038,
        minPrice: null,
        maxPrice: null,
        strictMatchOnly: false,
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/busquedas/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seat León' })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar ahora' }).click();

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/\d+ results? found/)).toBeVisible();
  const firstCard = cards.first();
  await expect(firstCard).toContainText(/Seat León/i);
  await expect(firstCard).toContainText(/€/);

  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  const good = page.getByRole('region', { name: 'Puntos a favor' }).or(page.locator('[aria-labelledby="good-points-title"]'));
  await expect(good.getByRole('listitem').first()).toBeVisible();
  await expect(good).toContainText(/km del centro de tu búsqueda|por debajo|Publicado|fotos/);
  const facts = await page.request.get(page.url().replace(/.*\/ad\//, '/api/Ads/'), { headers: { Authorization: `Bearer ${token}` } });
  const ad = (await facts.json()) as { finalScore: number; goodThings: string[]; badThings: string[] };
  expect(ad.finalScore).toBeGreaterThan(0);
  expect(ad.goodThings.length + ad.badThings.length).toBeGreaterThan(1);
  await expect(page.getByText(String(ad.finalScore)).first()).toBeVisible();
});
