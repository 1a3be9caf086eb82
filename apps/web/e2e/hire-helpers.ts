import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bearer, createDemoSearch, signInVerified } from './helpers';

export const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

type ServiceOffer = { serviceTypeId: 1 | 2; price: number; conditions: string };

/** An expert with a ready payment account (through the UI) and one car service (through the API): a 10 € web search unless told. */
export async function expertWithService(
  browser: Browser,
  name: string,
  service: ServiceOffer = { serviceTypeId: 1, price: 10, conditions: 'Te busco los tres mejores anuncios' },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInVerified(page, name);
  await page.goto('/become-expert');
  await page.getByLabel('Foto de perfil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await image(200, 120, 90) });
  await page.getByLabel('Descripción').fill('Perito de coches de segunda mano en Madrid');
  await page.getByRole('button', { name: 'Registrarme como Experto' }).click();
  await expect(page).toHaveURL(/\/expert-panel$/);
  await page.getByRole('button', { name: 'Configurar Cuenta de Stripe' }).click();
  await page.getByRole('button', { name: 'Confirmar cuenta de pagos' }).click();
  await expect(page).toHaveURL(/\/expert-panel\?onboarding=return$/);
  await expect(page.getByText('Nuevo experto')).toBeVisible();

  const headers = await bearer(page);
  const profile = (await (await page.request.get('/api/User/expert-profile', { headers })).json()) as { id: number };
  const created = await page.request.post('/api/SearchService', {
    headers,
    multipart: {
      expertProfileId: String(profile.id),
      categoryId: '1',
      serviceTypeId: String(service.serviceTypeId),
      price: String(service.price),
      conditions: service.conditions,
      durationInHours: '24',
      Images: { name: 'servicio.png', mimeType: 'image/png', buffer: await image(30, 90, 200) },
    },
  });
  expect(created.status()).toBe(201);
  return { context, page, profileId: profile.id, serviceId: ((await created.json()) as { id: number }).id };
}

/** Tops up 20 € through /saldo and the local checkout page, as wallet.spec.ts does. */
export async function topUp20(page: Page) {
  await page.goto('/saldo');
  await page.getByRole('button', { name: /Recargar 20/ }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: 'Pagar 20,00 €' }).click();
  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  await expect(page.getByTestId('new-balance')).toContainText('20');
}

/** The customer tops up 20 € (local checkout), creates a search and hires the service from the balance; the expert accepts. */
export async function acceptedHire(page: Page, expert: Page, serviceId: number, title: string, keywords = title) {
  await page.goto('/saldo');
  await page.getByRole('button', { name: /Recargar 20/ }).click();
  await page.getByRole('button', { name: 'Pagar 20,00 €' }).click();
  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  const searchId = await createDemoSearch(page, { title, description: 'Diésel con pocos kilómetros', keywords });
  const hired = await page.request.post('/api/Subscription/hire-service', { headers: await bearer(page), data: { searchServiceId: serviceId, searchId } });
  expect(hired.status()).toBe(200);
  const { hireId } = (await hired.json()) as { hireId: number };
  const accepted = await expert.request.put(`/api/SearchHire/${hireId}/status`, { headers: await bearer(expert), data: { status: 'Accepted' } });
  expect(accepted.status()).toBe(200);
  return { searchId, hireId };
}
