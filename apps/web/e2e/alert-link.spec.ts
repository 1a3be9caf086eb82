import { expect, test } from './fixtures';
import { createDemoSearch, signInVerified } from './helpers';

test("an alert's link opened signed out asks to sign in on the search's own page and shows the search after", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { email } = await signInVerified(page, 'Alicia Alerta');
  const id = await createDemoSearch(page, { title: 'León de la alerta', description: 'Un Seat León', keywords: 'seat leon' });

  // The phone that receives the WhatsApp alert is not signed in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await phone.newPage();
  await reader.goto(`/busquedas/${id}`);
  await expect(reader.getByRole('heading', { name: 'Inicia sesión para ver tu búsqueda' })).toBeVisible();
  await expect(reader).toHaveURL(new RegExp(`/busquedas/${id}$`));
  await reader.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Nombre').fill('Alicia Alerta');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'León de la alerta' })).toBeVisible();
  await expect(reader).toHaveURL(new RegExp(`/busquedas/${id}$`));
  await phone.close();
});
