import { expect, test } from './fixtures';
import { createDemoSearch, signInVerified } from './helpers';
import { expertWithService, image, topUp20 } from './hire-helpers';

/**
 * "Get this car inspected" where the car was found: from an ad's page the customer hires an in-person review of that
 * ad, the expert sees the ad before accepting, and reports with a photo and a PDF the customer then reads.
 */
test('a customer hires an in-person review from an ad page; the expert reports with a photo and a PDF', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { context: expertContext, page: expert } = await expertWithService(browser, 'Irene Inspectora', {
    serviceTypeId: 2,
    price: 15,
    conditions: 'Voy a ver el coche y te entrego la lista de revisión',
  });

  await signInVerified(page, 'Andrés Anuncio');
  await topUp20(page);
  const searchId = await createDemoSearch(page, { title: 'Seat León revisión', description: 'Un Seat León para revisar', keywords: 'seat leon' });
  await page.goto(`/busquedas/${searchId}`);
  await page.getByRole('button', { name: 'Buscar ahora' }).click();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 45_000 });
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  // The URL moves before the ad page renders: its title is read once the page's own action is there.
  await expect(page.getByRole('button', { name: 'Revisión presencial de este anuncio' })).toBeVisible();
  const adTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(adTitle).not.toBe('Seat León revisión');

  await page.getByRole('button', { name: 'Revisión presencial de este anuncio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisión presencial de este anuncio' });
  await dialog.getByRole('combobox', { name: '¿Para qué búsqueda?' }).selectOption({ label: 'Seat León revisión' });
  await dialog.getByRole('radio', { name: /Irene Inspectora/ }).click();
  await dialog.getByRole('button', { name: 'Contratar por 15,00 €' }).click();
  await expect(page.getByText(/Contratación enviada/).first()).toBeVisible();

  // The expert sees which ad to review, accepts, and attaches the evidence.
  await expert.goto('/expert-panel');
  await expert.getByRole('tab', { name: 'Contrataciones' }).click();
  const hireCard = expert.getByRole('article').filter({ hasText: 'Andrés A.' }).first();
  await expect(hireCard).toContainText(adTitle);
  await hireCard.getByRole('button', { name: 'Aceptar' }).click();
  await expert.goto(`/busquedas/${searchId}`);
  const evidence = expert.getByRole('region', { name: 'Fotos y documentos' });
  await evidence.getByLabel('Elegir fotos o PDF').setInputFiles([
    { name: 'frontal.png', mimeType: 'image/png', buffer: await image(180, 40, 40) },
    { name: 'itv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  await expect(evidence.getByRole('img', { name: 'frontal.png · Experto' })).toBeVisible();

  // The customer reads them on the hire, next to the ad it is for.
  await page.goto(`/busquedas/${searchId}`);
  await expect(page.getByTestId('hire-attached-ad')).toContainText(adTitle);
  const seen = page.getByRole('region', { name: 'Fotos y documentos' });
  await expect(seen.getByRole('img', { name: 'frontal.png · Experto' })).toBeVisible();
  await expect(seen.getByText('itv.pdf')).toBeVisible();
  await expertContext.close();
});
