import { expect, test } from './fixtures';
import { uniqueEmail, verifyPhone } from './helpers';

/**
 * A visitor's draft survives signing in from the form's own prompt, the phone verification and a reload, and the
 * customer lands on the step they were going to, on a phone-sized screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor who types a search, signs in from the prompt and verifies a phone goes on where they left', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill('Seat León');
  await page.getByLabel('Describe tu búsqueda').fill('Diésel, pocos kilómetros, hasta 12.000 €');
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  const prompt = page.getByRole('alert').filter({ hasText: 'Inicia sesión para crear una búsqueda' });
  await prompt.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Nombre').fill('Visitante Borrador');
  await dialog.getByLabel('Email').fill(uniqueEmail('draft'));
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await verifyPhone(page);

  // Back on the home page at the next step, in view, with everything typed.
  const step = page.getByText('Paso 2 de 4');
  await expect(step).toBeInViewport();
  await page.reload();
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel('Palabras clave', { exact: true })).toHaveValue('Seat León');
  await expect(page.getByLabel('Describe tu búsqueda')).toHaveValue('Diésel, pocos kilómetros, hasta 12.000 €');
  await expect(page.getByRole('radio', { name: 'Búsqueda web', exact: true })).toBeChecked();
});
