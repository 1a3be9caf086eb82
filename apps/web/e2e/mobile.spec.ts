import { expect, test, type Page } from '@playwright/test';
import { signInVerified } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
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
  // Its results under the wish groups (issue 23: "Gasolina, con pocos kilómetros"), one column, nothing wider than the phone.
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^(Cumple todo lo que pides|Casi|El resto)$/ }).first()).toBeVisible({ timeout: 45_000 });
  await expectNoHorizontalScroll(page);

  await page.goto('/busquedas/abc');
  await expect(page.getByRole('heading', { name: 'Búsqueda no encontrada' })).toBeVisible();
});
