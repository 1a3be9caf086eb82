import { expect, test } from './fixtures';
import { acceptedHire, expertWithService, image } from './hire-helpers';
import { bearer, expectNoSeriousViolations, signInVerified } from './helpers';

test('customer and expert talk on the hire: Enter sends, the other side reads it, read marks', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const { context, page: expert, serviceId } = await expertWithService(browser, 'Marta Mensajes');
  await signInVerified(page, 'Carlos Cliente');
  const { searchId } = await acceptedHire(page, expert, serviceId, `Seat León ${suffix}`);

  await page.goto(`/busquedas/${searchId}`);
  const thread = page.getByRole('region', { name: 'Mensajes' });
  await expect(thread.getByText('Aún no hay mensajes.', { exact: false })).toBeVisible();
  const box = thread.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill('¿Puedes mirar también los de Toledo?');
  await box.press('Enter');
  await expect(thread.getByText('¿Puedes mirar también los de Toledo?')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(thread.getByText('Enviado')).toBeVisible();

  await expert.goto(`/busquedas/${searchId}`);
  const expertThread = expert.getByRole('region', { name: 'Mensajes' });
  await expect(expertThread.getByText('¿Puedes mirar también los de Toledo?')).toBeVisible();
  // The expert reads the customer as "Carlos C.".
  await expect(expertThread.getByText('Carlos C. (cliente)')).toBeVisible();
  await expertThread.getByRole('textbox', { name: 'Escribe un mensaje' }).fill('Claro, te añado dos de Toledo hoy.');
  await expertThread.getByRole('button', { name: 'Enviar' }).click();
  await expect(expertThread.getByText('Claro, te añado dos de Toledo hoy.')).toBeVisible();

  await page.reload();
  await expect(thread.getByText('Claro, te añado dos de Toledo hoy.')).toBeVisible();
  await expect(thread.getByText('Marta Mensajes (experto)')).toBeVisible();
  // The expert opened the thread after the customer's message: it shows as read.
  await expect(thread.getByText('Leído')).toBeVisible();
  await expectNoSeriousViolations(page, 'the hire and its message thread');
  // The customer was told in the app.
  const notices = (await (await page.request.get('/api/Notification', { headers: await bearer(page) })).json()) as { title: string }[];
  expect(notices.some((n) => n.title === 'Nuevo mensaje de Marta Mensajes')).toBe(true);
  await context.close();
});

test('the expert profile shows the completed hire and the review, linked from the hire', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const { context, page: expert, serviceId, profileId } = await expertWithService(browser, 'Rosa Reseñas');
  await signInVerified(page, 'Diego Cliente');
  const { searchId, hireId } = await acceptedHire(page, expert, serviceId, `Golf ${suffix}`);

  // The hire runs its course through the API: report, approval and a five-star review with an image.
  const finalized = await expert.request.post(`/api/SearchHire/${hireId}/finalize`, {
    headers: await bearer(expert),
    data: { report: 'Tres Golf revisados; el de Alcalá es el mejor por precio y estado.' },
  });
  expect(finalized.status()).toBe(200);
  const customer = await bearer(page);
  expect(
    (await page.request.post('/api/Subscription/complete-service', { headers: customer, data: { SearchHireId: hireId, ClientApproved: true } })).status(),
  ).toBe(200);
  const reviewed = await page.request.post(`/api/review/search-hire/${hireId}`, {
    headers: customer,
    multipart: {
      Score: '5',
      Description: `Rápida y muy clara ${suffix}`,
      Images: { name: 'golf.png', mimeType: 'image/png', buffer: await image(10, 160, 60) },
    },
  });
  expect(reviewed.status()).toBe(201);

  await page.goto(`/busquedas/${searchId}`);
  await page.getByRole('region', { name: 'Contratación' }).getByRole('link', { name: 'Rosa Reseñas' }).click();
  await expect(page).toHaveURL(new RegExp(`/expertos/${profileId}$`));
  const header = page.getByRole('region', { name: 'Rosa Reseñas' });
  await expect(header.getByText('Experto Verificado')).toBeVisible();
  await expect(header.getByText('Perito de coches de segunda mano en Madrid')).toBeVisible();
  await expect(header.getByText(/Miembro desde/)).toBeVisible();
  await expect(header.getByRole('img', { name: 'Foto de Rosa Reseñas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Servicios' })).toContainText('10,00 €');
  const reviews = page.getByRole('region', { name: 'Reseñas (1)' });
  await expect(reviews.getByText(`Rápida y muy clara ${suffix}`)).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Valoración 5 de 5' }).first()).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Imagen 1 de la reseña de Diego C.' })).toBeVisible();
  await expectNoSeriousViolations(page, '/expertos/:id with a review');

  // The expert's own panel now says "Experto Verificado" too.
  await expert.goto('/expert-panel');
  await expect(expert.getByRole('region', { name: 'Perfil de experto' }).getByText('Experto Verificado')).toBeVisible();
  await context.close();
});
