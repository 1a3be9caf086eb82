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

test('a customer sends part of a top-up back to the card and sees it leave the balance', async ({ page }) => {
  await signInVerified(page, 'Rita Retirada');
  await page.goto('/saldo');
  await page.getByRole('button', { name: /Recargar 20/ }).click();
  await page.getByRole('button', { name: 'Pagar 20,00 €' }).click();
  await expect(page).toHaveURL(/\/success\?payment=\d+$/);

  await page.goto('/saldo');
  const withdraw = page.getByRole('region', { name: 'Retirar a tu tarjeta' });
  await expect(withdraw.getByText('puedes retirar hasta 20,00 €', { exact: false })).toBeVisible();
  await withdraw.getByLabel('Importe (€)').fill('7.5');
  await withdraw.getByRole('button', { name: 'Retirar a mi tarjeta' }).click();
  await expect(page.getByText('Devolvemos 7,50 € a tu tarjeta')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu saldo' }).getByText('12,50 €')).toBeVisible();
  const line = page.getByRole('list', { name: 'Últimos movimientos' }).getByRole('listitem').first();
  await expect(line).toContainText('Retirada a tu tarjeta');
  await expect(line).toContainText('-7,50 €');
});
