import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildPlaceIndex, type PlaceData } from '../src/features/search-creation/lib/place-search';
import { expect, test } from './fixtures';
import { bearer, expectNoSeriousViolations, signInVerified, uniqueEmail, verifyPhone } from './helpers';

const KEYWORDS = 'Seat León 2018';
const DESCRIPTION = 'Diésel, menos de 150.000 km, preferiblemente gris';

async function fillStepZero(page: Page) {
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill(KEYWORDS);
  await page.getByLabel('Describe tu búsqueda').fill(DESCRIPTION);
  await page.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
}

test('a verified user creates a search through steps 0-3 with the map, then meets the plan limit', async ({ page }) => {
  // Four steps, a map and the plan page: as long as the other whole journeys, so the same budget under load.
  test.setTimeout(120_000);
  await signInVerified(page, 'Carla Creadora');
  const form = page.locator('#crear-busqueda');
  await expect(form.getByText('Paso 1 de 4')).toBeVisible();
  await expect(form.getByText('0 / 1')).toBeVisible();

  // Step 0
  await fillStepZero(page);
  await expect(page.getByRole('button', { name: 'Coches' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Continuar' }).click();

  // Step 1: the lazily loaded Leaflet map (no tiles here: clicks and circles still work).
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  const map = form.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  expect(Math.round(box.height)).toBe(400);
  const centre = form.getByTestId('centre');
  await expect(centre).toHaveText('40.4168, -3.7038'); // no geolocation permission: Madrid
  await expect(form.getByRole('slider', { name: 'Radio de búsqueda' })).toHaveValue('50'); // a web search starts at 50 km

  // A town typed beside the map becomes the centre, and the map goes there.
  const place = form.getByRole('combobox', { name: 'Municipio o código postal' });
  await place.fill('alcala de hen');
  await form.getByRole('option', { name: 'Alcalá de Henares (Madrid)' }).click();
  await expect(centre).toHaveText('40.4821, -3.3600');
  await expect(place).toHaveValue('Alcalá de Henares (Madrid)');
  // The map went to Alcalá: one click beside its middle lands within a few km of it. The journeys ask for reduced motion
  // (playwright.config.ts), so the map jumps there instead of panning and the click cannot land on the way.
  await map.click({ position: { x: box.width / 2 + 10, y: box.height / 2 + 10 } });
  await expect(centre).not.toHaveText('40.4821, -3.3600');
  const [lat, lng] = (await centre.innerText()).split(', ').map(Number);
  expect(Math.abs(lat - 40.4821)).toBeLessThan(0.1);
  expect(Math.abs(lng - -3.36)).toBeLessThan(0.1);
  await expectNoSeriousViolations(page, 'step 2 of 4: the map and the town box');

  await map.click({ position: { x: box.width * 0.78, y: box.height * 0.72 } });
  await expect(centre).not.toHaveText('40.4168, -3.7038');
  await expect(centre).toHaveText(/^-?\d+\.\d{4}, -?\d+\.\d{4}$/);
  const clicked = await centre.innerText();

  // A circle drawn with Geoman replaces the centre and sets the radius.
  await form.locator('.leaflet-pm-icon-circle').click();
  const cx = box.x + box.width * 0.3;
  const cy = box.y + box.height * 0.45;
  await page.mouse.click(cx, cy);
  await page.mouse.move(cx + 60, cy, { steps: 5 });
  await page.mouse.click(cx + 60, cy);
  await expect(centre).not.toHaveText(clicked);
  const radius = form.getByRole('slider', { name: 'Radio de búsqueda' });
  await expect(radius).not.toHaveValue('50');
  const drawnRadius = Number(await radius.inputValue());
  expect(drawnRadius).toBeGreaterThanOrEqual(1);
  expect(drawnRadius).toBeLessThanOrEqual(600);

  await radius.fill('25');
  await expect(radius).toHaveAttribute('aria-valuetext', '25 km');
  const shownCentre = await centre.innerText();
  const [shownLat, shownLng] = shownCentre.split(', ').map(Number);
  await form.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: no expert serves cars yet: said before committing, and the automatic search, the only choice, is preselected.
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  await expect(form.getByText('Aún no hay expertos para búsqueda web de coches: tu búsqueda será automática')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Solo búsqueda automática' })).toBeChecked();
  await form.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the summary.
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();
  const summary = form.locator('dl');
  await expect(summary).toContainText(DESCRIPTION);
  await expect(summary).toContainText('Solo búsqueda automática');
  await expect(summary).not.toContainText('Tipo de servicio'); // one service line
  await expect(summary).toContainText('25 km');
  await expect(summary).toContainText(/1\.?963 km²/); // π·25², grouped or not depending on the ICU data
  await expect(summary).toContainText('Sin límite');
  await expect(summary).toContainText('Cada 6 horas');
  const summaryCentre = (await summary.getByText(/^Centro: /).innerText()).replace('Centro: ', '');

  await form.getByRole('button', { name: 'Crear Búsqueda' }).click();
  await expect(page.getByText('✅ Búsqueda creada exitosamente')).toBeVisible();
  // The customer lands on the new search, where its first results arrive.
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: KEYWORDS })).toBeVisible();
  // Its results area is there (the drawn 25 km circle may hold no ad yet: then it says so).
  const firstResult = page.getByRole('list', { name: 'Resultados' }).getByRole('article').first();
  await expect(firstResult.or(page.getByText(/^Todavía no hay anuncios para esta búsqueda/))).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'the new search');
  const openedId = Number(new URL(page.url()).pathname.split('/').pop());

  // The server has the search and its parameters.
  const headers = await bearer(page);
  const list = (await (await page.request.get('/api/Search', { headers })).json()) as { id: number; title: string }[];
  const created = list.find((s) => s.title === KEYWORDS);
  expect(created).toBeTruthy();
  expect(created!.id).toBe(openedId);
  const detail = await (await page.request.get(`/api/Search/${created!.id}`, { headers })).json();
  expect(detail).toMatchObject({ category: 1, frequency: 6, isActive: true, description: DESCRIPTION });
  expect(detail.parameters).toMatchObject({
    keywords: KEYWORDS,
    userSearch: DESCRIPTION,
    serviceTypeId: 1,
    locationRange: 25,
    minPrice: null,
    maxPrice: null,
    platformIds: [1, 2],
    strictMatchOnly: false,
  });
  expect(Math.abs(detail.parameters.latitude - shownLat)).toBeLessThan(0.0001);
  expect(Math.abs(detail.parameters.longitude - shownLng)).toBeLessThan(0.0001);
  // The summary names the bundled town nearest the saved centre, or gives its coordinates when none is near.
  const places = JSON.parse(readFileSync(new URL('../src/features/search-creation/places/places.json', import.meta.url), 'utf8')) as PlaceData;
  const town = buildPlaceIndex(places).nearest(detail.parameters.latitude, detail.parameters.longitude);
  expect(summaryCentre).toBe(
    town ? `${town.name} (${town.province})` : `${String(detail.parameters.latitude).slice(0, 6)}, ${String(detail.parameters.longitude).slice(0, 6)}`,
  );

  // Back home, the form starts again empty, and a second search is over the free plan's limit.
  await page.goto('/');
  await expect(form.getByText('Paso 1 de 4')).toBeVisible();
  await expect(page.getByLabel('Palabras clave', { exact: true })).toHaveValue('');
  await expect(form.getByText('1 / 1')).toBeVisible();
  await fillStepZero(page);
  await form.getByRole('button', { name: 'Continuar' }).click();
  const limitToast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: '👑 Has alcanzado el límite de 1 búsqueda activa. ¡Mejora tu plan para crear más búsquedas!' });
  await expect(limitToast).toBeVisible();
  await expect(form.getByText('Paso 1 de 4')).toBeVisible();
  await limitToast.getByRole('button', { name: 'Mejorar Plan' }).click();
  await expect(page).toHaveURL(/\/suscripciones$/);
});

test('a visitor is asked to sign in and keeps what was typed through sign-in and phone verification', async ({ page }) => {
  await page.goto('/');
  await fillStepZero(page);
  const form = page.locator('#crear-busqueda');
  await form.getByRole('button', { name: 'Continuar' }).click();
  const prompt = form.getByRole('alert');
  await expect(prompt).toContainText('Inicia sesión para crear una búsqueda');
  await expect(form.getByText('Paso 1 de 4')).toBeVisible();

  await prompt.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Nombre').fill('Víctor Visitante');
  await dialog.getByLabel('Email').fill(uniqueEmail('visitor'));
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await verifyPhone(page);

  await expect(page.getByLabel('Palabras clave', { exact: true })).toHaveValue(KEYWORDS);
  await expect(page.getByLabel('Describe tu búsqueda')).toHaveValue(DESCRIPTION);
  await expect(form.getByText('0 / 1')).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.locator('.leaflet-container')).toBeVisible();
});
