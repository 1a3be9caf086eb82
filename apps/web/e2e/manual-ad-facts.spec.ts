import { expect, test } from './fixtures';
import { createDemoSearch, signInAdmin, signInVerified } from './helpers';

/** a hand-added ad says its year, km, fuel and place, and is scored with them like a found one. */
test('the admin adds an ad with year, km, fuel and a point on the map; the customer sees its facts and its place', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const title = `Narval ${suffix}`;
  const adTitle = `Volkswagen Golf ${suffix}`;

  await signInVerified(page, 'Nuria Datos');
  const searchId = await createDemoSearch(page, { title, description: `Busco un narval ${suffix}`, keywords: `narval ${suffix}`, locationRange: 50 });

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto(`/busquedas/${searchId}`);
    await admin.getByRole('button', { name: 'Añadir anuncio' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Añadir anuncio' });
    await dialog.getByLabel('Título').fill(adTitle);
    await dialog.getByLabel('Descripción').fill(`Un solo propietario, libro de revisiones, narval ${suffix}.`);
    await dialog.getByLabel('Precio (€)').fill('11500');
    await dialog.getByLabel('URL del anuncio').fill(`https://www.example.com/anuncio/golf-${suffix}`);
    await dialog.getByLabel('Imagen 1', { exact: true }).fill('https://fotos.example.com/anuncios/car-1.jpg');
    await dialog.getByLabel('Provincia').fill('Madrid');
    await dialog.getByLabel('Ciudad').fill('Madrid');
    await dialog.getByLabel('Año').fill('2018');
    await dialog.getByLabel('Kilómetros').fill('90000');
    await dialog.getByLabel('Combustible').selectOption('diesel');
    await dialog.getByRole('radio', { name: 'Marcar en el mapa' }).click();
    const map = dialog.getByRole('group', { name: 'Mapa para marcar la ubicación del anuncio' });
    await expect(map).toBeVisible();
    await map.click();
    await expect(dialog.getByTestId('manual-ad-point')).toContainText('Punto marcado: 40.');
    await dialog.getByRole('button', { name: 'Añadir anuncio' }).click();
    await expect(admin.getByText('Anuncio añadido correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await adminContext.close();
  }

  // The customer sees the ad with its facts, placed near the search's centre: never "sin ubicación".
  await page.goto(`/busquedas/${searchId}`);
  const card = page.getByRole('article', { name: adTitle });
  await expect(card).toBeVisible();
  const facts = card.getByRole('list', { name: 'Características' });
  await expect(facts).toContainText('2018');
  await expect(facts).toContainText('90.000 km');
  await expect(facts).toContainText('Diésel');
  await card.getByRole('link', { name: adTitle }).click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: adTitle })).toBeVisible();
  await expect(page.locator('[aria-labelledby="good-points-title"]')).toContainText(/km del centro de tu búsqueda/);
  await expect(page.getByText('El anuncio no indica su ubicación')).toHaveCount(0);
  await expect(page.getByText('Anuncio añadido por tu experto')).toBeVisible();
});
