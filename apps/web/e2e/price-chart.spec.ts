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
    // Every axis label lies whole inside the chart, on a phone too (the last one used to be cut).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const box = (await chart.boundingBox())!;
      for (const label of await chart.locator('.visx-axis-tick text').all()) {
        const inside = (await label.boundingBox())!;
        expect(inside.x).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
  }

  // The photo viewer's arrows sit over the picture, one at each side, on a phone.
  const enlarge = page.getByRole('button', { name: /^Ampliar imagen 1 de (\d+)$/ });
  if ((await enlarge.count()) > 0 && !(await enlarge.getAttribute('aria-label'))?.endsWith(' de 1')) {
    await enlarge.click();
    const viewer = page.getByRole('dialog', { name: /^Fotos: / });
    const picture = (await viewer.getByRole('img', { name: /^Imagen 1 de / }).boundingBox())!;
    const previous = (await viewer.getByRole('button', { name: 'Imagen anterior' }).boundingBox())!;
    const next = (await viewer.getByRole('button', { name: 'Imagen siguiente' }).boundingBox())!;
    expect(previous.x + previous.width).toBeLessThan(next.x);
    expect(previous.x).toBeGreaterThanOrEqual(picture.x);
    expect(next.x + next.width).toBeLessThanOrEqual(picture.x + picture.width);
    expect(previous.y).toBeGreaterThanOrEqual(picture.y);
    expect(previous.y + previous.height).toBeLessThanOrEqual(picture.y + picture.height);
    await viewer.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(viewer.getByRole('img', { name: /^Imagen 2 de / })).toBeVisible();
  }
});
