import { expect, test } from './fixtures';
import { uniqueEmail, verifyPhone } from './helpers';

/**
 * A visitor's draft survives signing in from the form's own prompt, the phone verification and a reload, and the
 * customer lands back on the form they left, in view, on a phone-sized screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor who types a search, signs in from the prompt and verifies a phone is back on the form they left', async ({ page }) => {
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

  // Back on the home page at the form they left, in view, with everything typed.
  await expect(page.getByText('Paso 1 de 4')).toBeInViewport();
  await expect(page.getByLabel('Palabras clave', { exact: true })).toHaveValue('Seat León');
  await expect(page.getByLabel('Describe tu búsqueda')).toHaveValue('Diésel, pocos kilómetros, hasta 12.000 €');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();
  // A reload keeps the step and the draft.
  await page.reload();
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel('Palabras clave', { exact: true })).toHaveValue('Seat León');
  await expect(page.getByRole('radio', { name: 'Búsqueda web', exact: true })).toBeChecked();
});
