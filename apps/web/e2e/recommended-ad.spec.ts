import { expect, test } from './fixtures';
import { acceptedHire, expertWithService } from './hire-helpers';
import { expectNoSeriousViolations, signInVerified } from './helpers';

/** an ad the hired expert adds by hand is marked "Recomendado por tu experto" and listed first. */
test("the hired expert's ad comes first in the customer's results, with its badge", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const { context, page: expert, serviceId } = await expertWithService(browser, 'Rosa Recomienda');
  try {
    await signInVerified(page, 'Iván Cliente');
    const title = `Seat León ${suffix}`;
    const { searchId } = await acceptedHire(page, expert, serviceId, title, 'Seat León');

    // The engine's results first, from the demo feed.
    await page.goto(`/busquedas/${searchId}`);
    await page.getByRole('button', { name: 'Buscar ahora' }).press('Enter');
    const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible({ timeout: 45_000 });

    // The expert adds an ad by hand on the same search.
    const adTitle = `Seat León FR impecable ${suffix}`;
    await expert.goto(`/busquedas/${searchId}`);
    await expert.getByRole('button', { name: 'Añadir anuncio' }).click();
    const dialog = expert.getByRole('dialog', { name: 'Añadir anuncio' });
    await dialog.getByLabel('Título').fill(adTitle);
    await dialog.getByLabel('Descripción').fill('Diésel, un solo propietario, revisiones en la casa.');
    await dialog.getByLabel('Precio (€)').fill('14900');
    await dialog.getByLabel('URL del anuncio').fill(`https://www.example.com/anuncio/${suffix}`);
    await dialog.getByLabel('Imagen 1', { exact: true }).fill('https://fotos.example.com/anuncios/car-1.jpg');
    await dialog.getByLabel('Provincia').fill('Madrid');
    await dialog.getByLabel('Ciudad').fill('Getafe');
    await dialog.getByRole('button', { name: 'Añadir anuncio' }).click();
    await expect(expert.getByText('Anuncio añadido correctamente')).toBeVisible();

    // The customer finds it first, marked, whatever its score.
    await page.reload();
    const first = page.getByRole('list', { name: 'Resultados' }).getByRole('article').first();
    await expect(first).toHaveAccessibleName(adTitle);
    await expect(first.getByText('Recomendado por tu experto')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resultados' }).getByText('Recomendado por tu experto')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'results with a recommended ad');
  } finally {
    await context.close();
  }
});
