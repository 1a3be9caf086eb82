import { expect, test } from './fixtures';
import sharp from 'sharp';
import { signInVerified } from './helpers';

const image = (r: number, g: number, b: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g, b } } })
    [format]()
    .toBuffer();

test('a customer becomes an expert, finishes local onboarding and publishes a service that another customer sees in step 2', async ({ page, browser }) => {
  // The expert-to-be registers with a photo.
  await signInVerified(page, 'Eva Experta');
  await page.getByRole('link', { name: 'Hazte Buscador' }).first().click();
  await expect(page).toHaveURL(/\/become-expert$/);
  await expect(page.getByRole('heading', { name: 'Conviértete en Buscador Experto' })).toBeVisible();
  const register = page.getByRole('button', { name: 'Registrarme como Experto' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Foto de perfil').setInputFiles({ name: 'eva.jpg', mimeType: 'image/jpeg', buffer: await image(200, 120, 90, 'jpeg') });
  await expect(page.getByAltText('Vista previa de la foto de perfil')).toBeVisible();
  await page.getByLabel('Descripción').fill('Mecánica de motos con diez años de experiencia en Madrid');
  await register.click();

  await expect(page).toHaveURL(/\/expert-panel$/);
  await expect(page.getByText('✨ ¡Te has registrado exitosamente como buscador experto!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panel de Experto' }).first()).toBeVisible();

  // Local payment onboarding: the provider's page, then back to the panel.
  await expect(page.getByRole('heading', { name: 'Validación Pendiente' })).toBeVisible();
  await page.getByRole('button', { name: 'Configurar Cuenta de Stripe' }).click();
  await expect(page).toHaveURL(/\/payments\/local\/onboarding\//);
  await page.getByRole('button', { name: 'Confirmar cuenta de pagos' }).click();
  await expect(page).toHaveURL(/\/expert-panel\?onboarding=return$/);
  const profile = page.getByRole('region', { name: 'Perfil de experto' });
  // "Experto Verificado" only comes with a completed hire.
  await expect(profile.getByText('Nuevo experto')).toBeVisible();
  await expect(profile.getByRole('img', { name: 'Foto de Eva Experta' })).toHaveAttribute('src', /^\/uploads\/experts\/.+\.jpg$/);
  await expect(page.getByText('No tienes servicios activos')).toBeVisible();

  // A service with two images.
  await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Servicio de Búsqueda' });
  await dialog.getByLabel('Categoría').selectOption({ label: 'Motos' });
  await dialog.getByLabel('Tipo de Servicio').selectOption({ label: 'Búsqueda web' });
  await dialog.getByLabel('Precio').fill('49.90');
  await dialog.getByLabel('Condiciones').fill('Reviso cada anuncio y te llamo con un informe');
  await dialog.getByLabel(/^Imágenes \(PNG/).setInputFiles([
    { name: 'moto-1.png', mimeType: 'image/png', buffer: await image(20, 80, 200, 'png') },
    { name: 'moto-2.jpg', mimeType: 'image/jpeg', buffer: await image(240, 200, 20, 'jpeg') },
  ]);
  await expect(dialog.getByRole('img')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Crear Servicio' }).click();
  await expect(page.getByText('Servicio creado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.locator('article').filter({ hasText: 'Reviso cada anuncio' });
  await expect(card).toContainText('49,90 €');
  await expect(card).toContainText('24h');
  await expect(profile.getByText('1', { exact: true }).first()).toBeVisible();

  // Another customer sees the offer in step 2 for motorcycles and web search.
  const other = await browser.newContext();
  const customer = await other.newPage();
  await signInVerified(customer, 'Carlos Cliente');
  const form = customer.locator('#crear-busqueda');
  await customer.getByRole('button', { name: 'Motos' }).click();
  await customer.getByLabel('Palabras clave', { exact: true }).fill('Yamaha MT-07');
  await customer.getByLabel('Describe tu búsqueda').fill('Moto naked de menos de 30.000 km');
  await customer.getByRole('radio', { name: 'Búsqueda web', exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();

  const offer = form.locator('article').filter({ hasText: 'Eva Experta' });
  await expect(offer).toContainText('Motos');
  await expect(offer).toContainText('Búsqueda web');
  await expect(offer).toContainText('49,90 €');
  await expect(offer).toContainText('Reviso cada anuncio y te llamo con un informe');
  await expect(offer).toContainText('7 días de garantía');
  await expect(offer.getByRole('img', { name: 'Servicio de Eva Experta' })).toHaveAttribute('src', /^\/uploads\/services\/.+\.png$/);
  await offer.getByRole('radio').check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();
  await expect(form.locator('dl')).toContainText('Eva Experta · 49,90 €');
  await expect(form.locator('dl')).toContainText(
    'Al crear la búsqueda contratarás a este experto: el precio se reserva de tu saldo (o pagas con tarjeta si no tienes bastante) y no se le paga hasta que apruebes su trabajo.',
  );
  await other.close();
});
