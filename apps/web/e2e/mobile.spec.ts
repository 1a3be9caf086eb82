import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The first two cards that share a grid (a wish group, or the one list), and whether every card's contents fit it. */
async function firstTwoCards(page: Page) {
  return page.getByRole('article').evaluateAll((cards) => {
    const byGrid = new Map<Element | null, { top: number; left: number; right: number }[]>();
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const grid = card.closest('ul');
      byGrid.set(grid, [...(byGrid.get(grid) ?? []), { top: box.top, left: box.left, right: box.right }]);
    }
    const pair = [...byGrid.values()].find((boxes) => boxes.length >= 2) ?? [];
    return { pair: pair.slice(0, 2), contentsFit: cards.every((card) => card.scrollWidth <= card.clientWidth) };
  });
}

async function expectApart(page: Page, a: { boundingBox(): Promise<{ y: number; height: number } | null> }) {
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await a.boundingBox())!;
  // Vertically apart: the toast is below the header's bottom edge.
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

test('on a 390×844 phone: home, sign in, the creation flow and the search screen fit, and toasts leave the header free', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page).toHaveTitle('Ojeador');
  await expect(page.getByRole('heading', { name: 'Crea tu búsqueda' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await signInVerified(page, 'Marta Móvil');
  await expectNoHorizontalScroll(page);

  const form = page.locator('#crear-busqueda');
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill('Seat Ibiza');
  await page.getByLabel('Describe tu búsqueda').fill('Gasolina, con pocos kilómetros');
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();

  // Step 1: its heading is not hidden under the sticky header after the step change.
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  // The step change scrolls smoothly: wait for it to settle, then the heading sits below the header.
  await expect
    .poll(async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      const stepHeading = (await form.getByText('Paso 2 de 4').boundingBox())!;
      return stepHeading.y - (header.y + header.height);
    })
    .toBeGreaterThanOrEqual(-1);
  await expect(form.locator('.leaflet-container')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Continuar' }).click();

  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  const automatic = form.getByRole('radio', { name: 'Solo búsqueda automática' });
  if (!(await automatic.isChecked())) await automatic.check();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await expect(form.getByText('Paso 4 de 4')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Crear Búsqueda' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Búsqueda creada exitosamente' });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-icon]')).toHaveCount(0); // the text's own emoji is the only icon
  await expectApart(page, toast);

  await page.goto('/busquedas');
  await expect(page).toHaveTitle('Mis búsquedas · Ojeador');
  await expect(page.getByRole('link', { name: 'Nueva búsqueda' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Seat Ibiza' });
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);

  await card
    .getByRole('link', { name: /Seat Ibiza/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seat Ibiza', exact: true })).toBeVisible(); // the customer's capitalisation
  await expect(page).toHaveTitle('Seat Ibiza · Ojeador');
  await expectNoHorizontalScroll(page);
  // Its results under the wish groups ("Gasolina, con pocos kilómetros"), nothing wider than the phone.
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^(Cumple todo lo que pides|Casi|El resto)$/ }).first()).toBeVisible({ timeout: 45_000 });
  await expectNoHorizontalScroll(page);

  // two cards a row, as Wallapop. All of Spain finds enough Seat Ibiza to fill a row.
  const searchId = page.url().split('/').pop();
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  const current = (await (await page.request.get(`/api/SearchParameter/${searchId}`, { headers })).json()) as Record<string, unknown>;
  const saved = await page.request.put(`/api/SearchParameter/${searchId}`, {
    headers,
    data: { ...current, locationRange: null, latitude: null, longitude: null },
  });
  expect(saved.status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/SearchResult/${searchId}/results?sort=score&view=available&limit=24`, { headers })).json()) as { total: number })
          .total,
      { timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(4);
  await page.reload();
  await expect(page.getByRole('article').nth(3)).toBeVisible();
  const phone = await firstTwoCards(page);
  expect(phone.pair).toHaveLength(2);
  const [first, second] = phone.pair;
  expect(Math.abs(first.top - second.top)).toBeLessThan(1);
  expect(second.left).toBeGreaterThan(first.right);
  expect(second.right).toBeLessThanOrEqual(390);
  expect(phone.contentsFit).toBe(true);
  await expectNoHorizontalScroll(page);
  // Below about 340 px a card would not fit half the width: one a row.
  await page.setViewportSize({ width: 320, height: 720 });
  const narrow = await firstTwoCards(page);
  expect(narrow.pair[1].top).toBeGreaterThan(narrow.pair[0].top);
  expect(Math.abs(narrow.pair[1].left - narrow.pair[0].left)).toBeLessThan(1);
  expect(narrow.contentsFit).toBe(true);
  await expectNoHorizontalScroll(page);

  await page.goto('/busquedas/abc');
  await expect(page.getByRole('heading', { name: 'Búsqueda no encontrada' })).toBeVisible();
});
