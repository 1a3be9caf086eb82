import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_EMAIL } from '../playwright.config';
import { devSignIn, signInVerified, verifyPhone } from './helpers';

/** Signs the administrator in through the dev login form; verifies a phone when this run has not done it yet. */
async function signInAdmin(page: Page) {
  await page.goto('/');
  await devSignIn(page, 'Administración Ojeador', ADMIN_EMAIL);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeHidden();
  const verified = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').phoneVerified === true);
  if (verified) return;
  await verifyPhone(page);
}

test('a customer manages a search, the admin adds an ad to it, and the customer likes and opens it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Keywords no feed ad contains: the only result will be the admin's manual ad.
  const suffix = Date.now().toString(36);
  const firstTitle = `Unicornio ${suffix}`;
  const title = `Unicornio azul ${suffix}`;
  const adTitle = `Seat Ibiza FR ${suffix}`;

  // The customer signs in, and creates a search through the API (the creation flow is its own journey).
  const { email } = await signInVerified(page, 'Lucía Journey');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const created = await page.request.post('/api/Search', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: firstTitle,
      description: `Busco un unicornio ${suffix}`,
      category: 1,
      frequency: 6,
      isActive: true,
      parameters: {
        keywords: `unicornio ${suffix}`,
        userSearch: `Busco un unicornio ${suffix}`,
        serviceTypeId: 1,
        locationRange: 50,
        latitude: '40.4168',
        longitude: '-3.7038',
        minPrice: 0,
        maxPrice: 20000,
        strictMatchOnly: false,
      },
    },
  });
  expect(created.status()).toBe(201);
  const searchId = ((await created.json()) as { id: number }).id;

  // /busquedas: the search, edited inline, switched off and on again.
  await page.getByRole('banner').getByRole('link', { name: 'Mis Búsquedas' }).first().click();
  await expect(page).toHaveURL(/\/busquedas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Búsquedas' })).toBeVisible();
  let card = page.getByRole('article', { name: firstTitle });
  await expect(card.getByText('Cada 6 horas')).toBeVisible();
  await expect(page.getByTestId('search-count')).toHaveText('1 búsqueda');

  await card.getByRole('button', { name: 'Editar búsqueda' }).click();
  const form = page.getByRole('form', { name: `Editar ${firstTitle}` });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Frecuencia (horas)').fill('12');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('✏️ Búsqueda actualizada correctamente')).toBeVisible();
  card = page.getByRole('article', { name: title });
  await expect(card.getByText('Cada 12 horas')).toBeVisible();

  const active = card.getByRole('switch', { name: 'Búsqueda activa' });
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await active.click();
  await expect(page.getByText(`⏸️ «${title}» desactivada: no buscará ni te avisará hasta que la actives`)).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByText('Inactiva')).toBeVisible();
  await active.click();
  await expect(page.getByText(`🔄 «${title}» activada: vuelve a buscar anuncios`)).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'true');

  // The administrator, in a browser of their own, finds the search with its creator and adds an ad by hand.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/busquedas');
    await expect(admin.getByRole('heading', { level: 1, name: 'Búsquedas' })).toBeVisible();
    const adminCard = admin.getByRole('article', { name: title });
    await expect(adminCard.getByText('Lucía Journey')).toBeVisible();
    await expect(adminCard.getByText(email)).toBeVisible();
    await expect(adminCard.getByText('Sin revisar')).toBeVisible();
    await adminCard.getByRole('link', { name: title }).click();
    await expect(admin).toHaveURL(new RegExp(`/busquedas/${searchId}$`));
    await expect(admin.getByText('No se encontraron resultados')).toBeVisible();

    await admin.getByRole('button', { name: 'Añadir anuncio' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Añadir anuncio' });
    await dialog.getByRole('button', { name: 'Añadir anuncio' }).click();
    await expect(dialog.getByText('El título es obligatorio')).toBeVisible();
    await dialog.getByLabel('Título').fill(adTitle);
    await dialog.getByLabel('Descripción').fill(`Un solo propietario, libro de revisiones, unicornio ${suffix}.`);
    await dialog.getByLabel('Precio (€)').fill('13500');
    await dialog.getByLabel('URL del anuncio').fill(`https://www.example.com/anuncio/${suffix}`);
    await dialog.getByLabel('Imagen 1', { exact: true }).fill('https://fotos.example.com/anuncios/car-1.jpg');
    await dialog.getByLabel('Provincia').fill('Madrid');
    await dialog.getByLabel('Ciudad').fill('Getafe');
    await dialog.getByRole('button', { name: 'Añadir anuncio' }).click();
    await expect(admin.getByText('Anuncio añadido correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('article', { name: adTitle })).toBeVisible();
    await expect(admin.getByTestId('result-count')).toHaveText('1 resultado encontrado');

    // Opening the search marked it revised.
    await admin.getByRole('link', { name: 'Volver a búsquedas' }).click();
    await expect(admin.getByRole('article', { name: title }).getByRole('img', { name: 'Revisada' })).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // Back as the customer: the results, the card's score, a like, the ad page and back.
  await page.reload();
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/busquedas/${searchId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('1 resultado encontrado');
  await expect(page.getByRole('button', { name: 'Añadir anuncio' })).toHaveCount(0);
  const adCard = page.getByRole('article', { name: adTitle });
  await expect(adCard.getByText(/^Puntuación \d+ de 100$/)).toHaveCount(1);
  await expect(adCard.getByText('13.500 €')).toBeVisible();

  const like = adCard.getByRole('button', { name: 'Me gusta' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(adCard.getByTestId('like-count')).toHaveText('1');
  await expect(page).toHaveURL(new RegExp(`/busquedas/${searchId}$`));

  // The liked ad is in Favoritos.
  await page.getByRole('banner').getByRole('button', { name: 'Favoritos' }).click();
  const favourites = page.getByRole('dialog', { name: 'Favoritos' });
  await expect(favourites.getByRole('heading', { name: adTitle })).toBeVisible();
  await expect(favourites.getByText('13.500 €')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(favourites).toBeHidden();

  await adCard.getByRole('link', { name: adTitle }).click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: adTitle })).toBeVisible();
  await expect(page.getByTestId('ad-price')).toHaveText('13.500 €');
  await expect(page.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Puntos a favor' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver anuncio original/ })).toHaveAttribute('href', `https://www.example.com/anuncio/${suffix}`);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(new RegExp(`/busquedas/${searchId}$`));

  // Delete the search after the confirmation.
  await page.getByRole('link', { name: 'Volver a búsquedas' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Eliminar búsqueda' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar búsqueda' });
  await expect(confirm).toContainText('¿Seguro que quieres eliminar esta búsqueda? Esta acción no se puede deshacer.');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('🗑️ Búsqueda eliminada correctamente')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect(page.getByText('No se encontraron búsquedas')).toBeVisible();
});
