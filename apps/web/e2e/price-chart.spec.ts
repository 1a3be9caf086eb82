import { expect, test } from './fixtures';
import { createDemoSearch, signInVerified } from './helpers';

/**
 * an ad found in the demo feed shows where its price sits: the chart of comparable ads (with its text
 * alternative) or, when the engine had too few comparables, a sentence that says so instead of a chart.
 */
test('an ad of a demo-feed search shows where its price sits, or says there are too few comparables', async ({ page }) => {
  test.setTimeout(90_000);
  await signInVerified(page, 'Marta Precios');
  const id = await createDemoSearch(page, { title: 'Seat León precio', description: 'Un Seat León a buen precio', keywords: 'seat leon' });

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
