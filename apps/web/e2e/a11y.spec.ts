import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDemoSearch, expectNoSeriousViolations, signInAdmin, signInVerified } from './helpers';

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousViolations(page, path);
}

/** Every main page, in the light and the dark theme (the app follows the system's colour scheme by default). */
test('the main pages have no serious or critical accessibility violations, light and dark', async ({ page, browser }) => {
  test.setTimeout(360_000);
  await visit(page, '/', (p) => expect(p.getByRole('heading', { name: 'Crea tu búsqueda' })).toBeVisible());
  await visit(page, '/ad/1', (p) => expect(p.getByRole('heading', { name: 'Inicia sesión para ver el anuncio' })).toBeVisible());

  await signInVerified(page, 'Ana Accesible');
  const id = await createDemoSearch(page, { title: 'Seat León', description: 'Un Seat León en buen estado', keywords: 'seat leon' });

  await visit(page, '/', (p) => expect(p.getByRole('heading', { name: 'Crea tu búsqueda' })).toBeVisible());
  await visit(page, '/busquedas', (p) => expect(p.getByRole('article').first()).toBeVisible());
  await page.getByRole('article').first().getByRole('button', { name: 'Editar búsqueda' }).click();
  await expect(page.getByRole('link', { name: 'Cambiar palabras clave, precio y zona' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the inline edit');

  await page.goto(`/busquedas/${id}`);
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
  await expectNoSeriousViolations(page, `/busquedas/${id}`);

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByTestId('ad-price')).toBeVisible();
  await expectNoSeriousViolations(page, 'an ad');
  // A favourite's card (its score and price badges), and the parameters form with its live price note.
  await page.getByRole('button', { name: 'Me gusta', pressed: false }).click();
  await expect(page.getByRole('button', { name: 'Me gusta', pressed: true })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByRole('dialog', { name: 'Favoritos' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'favourites');
  await page.keyboard.press('Escape');
  await visit(page, `/busquedas/${id}?editar=parametros`, (p) => expect(p.getByRole('form', { name: 'Parámetros de la búsqueda' })).toBeVisible());

  await visit(page, '/busquedas/abc', (p) => expect(p.getByRole('heading', { name: 'Búsqueda no encontrada' })).toBeVisible());
  await visit(page, '/saldo', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await visit(page, '/suscripciones', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await visit(page, '/expert-panel', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());

  // Settings live in a dialog opened from the header.
  await page.goto('/busquedas');
  await page.getByRole('banner').getByRole('button', { name: 'Configuración' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'settings');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await visit(admin, '/admin', (p) => expect(p.getByRole('tab', { name: 'Usuarios', selected: true })).toBeVisible());
  await adminContext.close();
});
