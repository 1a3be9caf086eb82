import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createDemoSearch, signInVerified } from './helpers';

/** The settled total of a search's results with these API filters (the run may still be storing when cards show). */
async function settledTotal(page: Page, id: number, filters: string) {
  const headers = await bearer(page);
  let total = -1;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/SearchResult/${id}/results?sort=score&limit=1${filters}`, { headers });
        const previous = total;
        total = ((await answer.json()) as { total: number }).total;
        return total > 0 && total === previous;
      },
      { intervals: [2000], timeout: 30_000 },
    )
    .toBe(true);
  return total;
}

test('a customer filters the results by price and fuel with the keyboard; the URL keeps them across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInVerified(page, 'Fernando Filtros');
  const id = await createDemoSearch(page, { title: 'Seat', description: 'Cualquier Seat', keywords: 'seat', locationRange: null });
  await page.goto(`/busquedas/${id}`);
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  const all = await settledTotal(page, id, '');
  const filtered = await settledTotal(page, id, '&maxPrice=15000&fuel=diesel');
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText(`${all} resultados encontrados`);
  await expect(page.getByRole('button', { name: 'Mejor puntuación' })).toHaveAttribute('aria-pressed', 'true');

  const open = page.getByRole('button', { name: 'Filtros' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('form', { name: 'Filtrar resultados' });
  await panel.getByLabel('Precio hasta (€)').fill('15000');
  await panel.getByLabel('Combustible').selectOption({ label: 'Diésel' });
  await panel.getByLabel('Precio hasta (€)').press('Enter');
  await expect(panel).toBeHidden();

  await expect(page).toHaveURL(/[?&]precioMax=15000/);
  await expect(page).toHaveURL(/[?&]combustible=diesel/);
  await expect(page.getByTestId('result-count')).toHaveText(filtered === 1 ? '1 resultado con estos filtros' : `${filtered} resultados con estos filtros`);
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Quitar filtro: Hasta 15.000 €' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toContainText(`${filtered} resultado`);
  const prices = await cards.getByTestId('card-price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(15000);

  await page.getByRole('button', { name: 'Quitar filtro: Diésel' }).click();
  await expect(page).not.toHaveURL(/combustible=/);
  await page.getByRole('button', { name: 'Quitar filtro: Hasta 15.000 €' }).click();
  await expect(page.getByTestId('result-count')).toHaveText(`${all} resultados encontrados`);
});
