import { expect, test } from './fixtures';
import { bearer, expectNoSeriousViolations, signInVerified } from './helpers';
import { expertWithService } from './hire-helpers';

test('a hire with a shortfall: the button says so, a top-up comes back to the same draft, and the hire is paid from the balance', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { context } = await expertWithService(browser, 'Sonia Saldo', { serviceTypeId: 1, price: 30, conditions: 'Búsqueda web completa' });
  await context.close();
  await signInVerified(page, 'Teo Tarjeta');
  const form = page.locator('#crear-busqueda');
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill('Toyota Corolla híbrido');
  await page.getByLabel('Describe tu búsqueda').fill('Híbrido, menos de 100.000 km');
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  await form.locator('article').filter({ hasText: 'Sonia Saldo' }).getByRole('radio').check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();

  // An empty balance: the shortfall is named, and no button charges a card without saying so.
  await expect(form.getByTestId('hire-shortfall')).toHaveText('Faltan 30 €: recarga o paga con tarjeta');
  await expect(form.getByRole('button', { name: 'Pagar 30 € con tarjeta' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Crear Búsqueda' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'hire summary with a shortfall');

  // Top up first: the local checkout, then back to the same draft at the summary.
  await form.getByRole('button', { name: 'Recargar 50 € y volver' }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: 'Pagar 50,00 €' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible({ timeout: 20_000 });
  await expect(form.locator('dl')).toContainText('Sonia Saldo');
  await expect(form.locator('dl')).toContainText('Híbrido, menos de 100.000 km');

  // Now the balance covers it: one click pays from the balance and opens the new search.
  const payFromBalance = form.getByRole('button', { name: 'Pagar 30 € con tu saldo' });
  await expect(payFromBalance).toBeVisible();
  await expectNoSeriousViolations(page, 'hire summary paid from the balance');
  await payFromBalance.click();
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);
  await expect(page.getByTestId('hire-status')).toHaveText('Pendiente');
  const balance = await (await page.request.get('/api/Subscription/balance', { headers: await bearer(page) })).json();
  expect(balance).toMatchObject({ available: 20, held: 30 });
});
