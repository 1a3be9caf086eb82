import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

test('a customer tops up 20 € through the local checkout and sees the new balance', async ({ page }) => {
  await signInVerified(page, 'Rosa Recarga');
  await page.goto('/saldo');
  await expect(page.getByRole('heading', { name: 'Saldo', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Recargar 20/ }).click();

  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await expect(page.getByRole('heading', { name: /Recarga de saldo: 20,00 €/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar 20,00 €' }).click();

  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  await expect(page.getByText('✅ Dinero cargado exitosamente').first()).toBeVisible();
  await expect(page.getByTestId('new-balance')).toContainText('20');

  await page.goto('/saldo');
  await expect(page.getByText('Recarga', { exact: true }).first()).toBeVisible();
});
