import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

const KEYWORDS = 'Seat León';
const DESCRIPTION = 'Gasolina, menos de 120.000 km, hasta 30.000 €';

const resultCount = async (text: string | null) => Number((text ?? '').match(/\d+/)?.[0] ?? -1);

test('a description that sets fuel and km becomes chips, corrected before creating, shown on the search, scored on an ad, and editable with a re-run', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInVerified(page, 'Lucía Preferencias');
  const form = page.locator('#crear-busqueda');

  // Step 0 to step 3.
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill(KEYWORDS);
  await page.getByLabel('Describe tu búsqueda').fill(DESCRIPTION);
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  await expect(form.getByTestId('centre')).toHaveText('40.4168, -3.7038');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  // Earlier journeys may have published an expert's web search for cars: the automatic search is chosen explicitly.
  await form.getByRole('radio', { name: 'Solo búsqueda automática' }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();

  // What was understood, as chips; the km limit is corrected with the keyboard.
  const chips = form.getByRole('list', { name: 'Lo que hemos entendido' });
  await expect(chips.getByRole('listitem')).toHaveText(['Gasolina', '≤ 120.000 km', 'Hasta 30.000 €']);
  // The description's price fills the empty price range.
  await expect(form.locator('dl')).toContainText('0 € – 30.000 €Precio máximo tomado de tu descripción (30.000 €)');
  await chips.getByRole('button', { name: 'Corregir «≤ 120.000 km»' }).click();
  const km = form.getByLabel('Kilómetros como máximo');
  await expect(km).toBeFocused();
  await km.fill('150000');
  await km.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveText(['Gasolina', '≤ 150.000 km', 'Hasta 30.000 €']);

  await form.getByRole('button', { name: 'Crear Búsqueda' }).click();
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);

  // The search screen shows the same chips.
  const panel = page.getByRole('region', { name: 'Qué busca' });
  await expect(panel.getByRole('listitem')).toHaveText(['Gasolina', '≤ 150.000 km', 'Hasta 30.000 €']);

  // "Buscar ahora" follows the run and ends with its count. It is pressed from the keyboard: the sign-in and creation
  // toasts may still sit over the page's top right (sonner keeps them while the pointer is over them), and a click
  // would wait for them.
  await page.getByRole('button', { name: 'Buscar ahora' }).press('Enter');
  await expect(page.getByTestId('run-progress')).toHaveText(/^(\d+ anuncios? nuevos?|Sin anuncios nuevos)$/, { timeout: 30_000 });
  const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await resultCount(await page.getByTestId('result-count').textContent());
  expect(before).toBeGreaterThan(0);

  // An ad's points speak of the preferences.
  const searchUrl = page.url();
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByText(/Gasolina, como pides|pides gasolina|No indica el combustible|km que pides|km, como pides/).first()).toBeVisible();

  // Narrowing radius and price re-runs the search; the ads that no longer fit leave the list.
  await page.goto(searchUrl);
  await page.getByRole('button', { name: 'Editar parámetros' }).click();
  const edit = page.getByRole('form', { name: 'Parámetros de la búsqueda' });
  await edit.getByLabel('Radio de búsqueda (km)').fill('1');
  await edit.getByLabel('Precio máximo (€)').fill('1000');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('run-progress')).toHaveText(/ya no encajan? con los cambios/, { timeout: 30_000 });
  await expect.poll(async () => resultCount(await page.getByTestId('result-count').textContent())).toBeLessThan(before);
  await expect(page.getByRole('region', { name: 'Qué busca' })).toContainText('Radio 1 km');
  await expect(page.getByRole('region', { name: 'Qué busca' })).toContainText(
    'Manda tu rango de precio (hasta 1.000 €), no el precio de la descripción (30.000 €)',
  );
});
