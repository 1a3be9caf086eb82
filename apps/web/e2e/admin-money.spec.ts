import { expect, test } from './fixtures';
import { bearer, signInAdmin, signInVerified } from './helpers';

test('the admin deletes a customer with an open top-up checkout: the checkout page refuses to charge, and the money history is still found by id', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);

  // The customer opens a 20 € top-up checkout and leaves it unpaid.
  const { email } = await signInVerified(page, `Dora Borrada ${suffix}`);
  const me = await page.request.get('/api/User/me', { headers: await bearer(page) });
  const userId = (await me.json()).user.id as number;
  await page.goto('/saldo');
  await page.getByRole('button', { name: /Recargar 20/ }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  const checkoutUrl = page.url();

  // The administrator deletes the account.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Eliminar usuario' }).click();
  await admin.getByRole('dialog', { name: 'Eliminar usuario' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(admin.getByText('🗑️ Usuario eliminado correctamente')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The checkout the customer still has open no longer takes money.
  await page.goto(checkoutUrl);
  await expect(page.getByText('Este pago ya no es posible')).toBeVisible();

  // The admin finds the deleted account's money history by its id.
  const history = admin.getByRole('region', { name: 'Historial de dinero por id' });
  await history.getByLabel('Id de usuario').fill(String(userId));
  await history.getByRole('button', { name: 'Ver historial' }).click();
  const details = history.getByTestId('money-history');
  await expect(details).toContainText('Cuenta eliminada');
  await expect(details).toContainText('Recarga');
  await expect(details).toContainText('Cancelado');
  await adminContext.close();
});
