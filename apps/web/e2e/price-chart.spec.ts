import { expect, test } from '@playwright/test';
import { signInVerified } from './helpers';

/**
 * Issue 12: an ad found in the demo feed shows where its price sits: the chart of comparable ads (with its text
 * alternative) or, when the engine had too few comparables, a sentence that says so instead of a chart.
 */
test('an ad of a demo-feed search shows where its price sits, or says there are too few comparables', async ({ page }) => {
  test.setTimeout(90_000);
  await signInVerified(page, 'Marta Precios');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const created = await page.request.post('/api/Search', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Seat León precio',
      description: 'Un Seat León a buen precio',
      category: 1,
      frequency: 24,
      parameters: {
        keywords: 'seat leon',
        userSearch: 'Un Seat León a buen precio',
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
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible({ timeout: 45_000 });
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);

  const section = page.getByRole('region', { name: 'Dónde está el precio' });
  await expect(section).toBeVisible();
  const chart = section.getByRole('img', { name: /^Este precio (por m² )?(está|coincide)/ });
  const tooFew = section.getByText(/pocos anuncios comparables/);
  await expect(chart.or(tooFew).first()).toBeVisible({ timeout: 15_000 });
  if (await chart.isVisible()) {
    await expect(section.getByText('Precio justo', { exact: true })).toBeVisible();
    await expect(section.getByText(/^Mediana: |^Estimado: /)).toBeVisible();
  }
});
