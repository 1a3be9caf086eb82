import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

async function fillStepZero(page: Page, keywords: string) {
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill(keywords);
  await page.getByLabel('Describe tu búsqueda').fill('Diésel, menos de 150.000 km');
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
}

/** Creates an automatic search through the four steps of the home page's form (the map keeps its default centre). */
async function createSearch(page: Page, keywords: string) {
  const form = page.locator('#crear-busqueda');
  await fillStepZero(page, keywords);
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  await form.getByRole('radio', { name: 'Solo búsqueda automática' }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();
  await form.getByRole('button', { name: 'Crear Búsqueda' }).click();
  await expect(page.getByText('✅ Búsqueda creada exitosamente').first()).toBeVisible();
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);
  await page.goto('/');
  await expect(form.getByText('Paso 1 de 4')).toBeVisible();
}

test('a Free user meets the limit, upgrades to Plus through the local checkout, creates a second search and cancels', async ({ page }) => {
  await signInVerified(page, 'Pablo Plan');
  const form = page.locator('#crear-busqueda');
  await createSearch(page, 'Seat León 2018');
  await expect(form.getByText('1 / 1')).toBeVisible();

  // The second search is refused by the Free plan; the toast's upgrade action leads to the plans.
  await fillStepZero(page, 'Volkswagen Golf');
  await form.getByRole('button', { name: 'Continuar' }).click();
  const limitToast = page.locator('[data-sonner-toast]').filter({ hasText: '👑 Has alcanzado el límite de 1 búsqueda activa' });
  await expect(limitToast).toBeVisible();
  await limitToast.getByRole('button', { name: 'Mejorar Plan' }).click();
  await expect(page).toHaveURL(/\/suscripciones$/);

  await expect(page.getByRole('heading', { name: 'Suscripciones', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Gratis');
  await expect(page.getByTestId('usage')).toHaveText('1 de 1');
  const plus = page.getByRole('article', { name: 'Avanzado' });
  await plus.getByRole('button', { name: 'Mejorar a Avanzado' }).click();

  // The local provider's checkout page: POST with no body pays.
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await expect(page.getByRole('heading', { name: /Suscripción mensual: 9,99 €/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar 9,99 €' }).click();

  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pago Completado' })).toBeVisible();
  await expect(page.getByText('Suscripción activada con éxito').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ver mi suscripción' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Avanzado');
  await expect(page.getByTestId('period')).toContainText('Se renueva automáticamente el');
  await expect(page.getByRole('article', { name: 'Avanzado' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('list', { name: 'Pagos de la suscripción' })).toContainText('9,99 €');

  // Now the second search fits.
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(form.getByText('1 / 5')).toBeVisible();
  await createSearch(page, 'Volkswagen Golf');
  await expect(form.getByText('2 / 5')).toBeVisible();

  // Cancelling keeps Plus until the end of the paid period.
  await page.goto('/suscripciones');
  await expect(page.getByTestId('usage')).toHaveText('2 de 5');
  await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar tu suscripción?' });
  await expect(dialog).toContainText('Mantendrás el plan Avanzado hasta el');
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Suscripción cancelada').first()).toBeVisible();
  await expect(page.getByTestId('period')).toContainText('Tu suscripción está cancelada: mantendrás el plan Avanzado hasta el');
  await expect(page.getByTestId('current-plan')).toHaveText('Avanzado');
  await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
});
