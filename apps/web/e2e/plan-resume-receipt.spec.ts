import { expect, test } from './fixtures';
import { expectNoSeriousViolations, signInVerified } from './helpers';

test('a Plus customer cancels, resumes the plan before its period ends, and prints the receipt of the payment', async ({ page }) => {
  const { email } = await signInVerified(page, 'Rosa Recibo');

  // Plus through the local payments stand-in.
  await page.goto('/suscripciones');
  await page.getByRole('article', { name: 'Avanzado' }).getByRole('button', { name: 'Mejorar a Avanzado' }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: 'Pagar 9,99 €' }).click();
  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  await page.getByRole('link', { name: 'Ver mi suscripción' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Avanzado');

  // Cancel: the plan is kept to the period end, and can be resumed until then.
  await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await page.getByRole('dialog', { name: '¿Cancelar tu suscripción?' }).getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByTestId('period')).toContainText('Tu suscripción está cancelada: mantendrás el plan Avanzado hasta el');
  const resume = page.getByRole('button', { name: 'Reanudar plan' });
  await expect(resume).toBeVisible();
  await expect(page.locator('#resume-hint')).toContainText('Si lo reanudas, no terminará: se renovará automáticamente el');
  await expectNoSeriousViolations(page, '/suscripciones, cancelled, with resume');

  // Resume, after a confirmation that says what it means.
  await resume.click();
  const dialog = page.getByRole('dialog', { name: '¿Reanudar tu plan?' });
  await expect(dialog).toContainText('Mantendrás el plan Avanzado y se renovará automáticamente el');
  await expect(dialog).toContainText('por 9,99 € al mes');
  await dialog.getByRole('button', { name: 'Sí, reanudar' }).click();
  await expect(page.getByText(/^Plan reanudado: se renovará el /).first()).toBeVisible();
  await expect(page.getByTestId('period')).toContainText('Se renueva automáticamente el');
  await expect(page.getByRole('button', { name: 'Reanudar plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible();

  // The payment's receipt, from the payments list.
  await page
    .getByRole('list', { name: 'Pagos de la suscripción' })
    .getByRole('link', { name: /^Recibo del pago del / })
    .click();
  await expect(page).toHaveURL(/\/suscripciones\/recibos\/\d+$/);
  const receipt = page.getByRole('article', { name: 'Recibo de pago' });
  await expect(receipt).toContainText('Ojeador');
  await expect(receipt).toContainText('Rosa Recibo');
  await expect(receipt).toContainText(email);
  await expect(receipt).toContainText('Suscripción mensual al plan Avanzado');
  await expect(receipt).toContainText(/Del \d+ de \w+ de \d{4} al \d+ de \w+ de \d{4}/);
  await expect(receipt).toContainText(/local_cs_\d+/);
  await expect(receipt.getByTestId('receipt-total')).toHaveText('9,99 €');
  await expect(receipt).toContainText('Precio final, IVA incluido.');
  await expect(page).toHaveTitle(/^Recibo nº \d+ · Ojeador$/);
  await expectNoSeriousViolations(page, 'the receipt');

  // "Imprimir" opens the browser's print; the printed page is the receipt alone, without the app around it.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});
