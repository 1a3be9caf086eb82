import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shortName } from '@ojeador/shared';
import { expectNoSeriousViolations, signInAdmin, signInVerified } from './helpers';
import { expertWithService, image, topUp20 } from './hire-helpers';

/** An 8×8 PNG, the evidence photo the expert attaches. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YaOBFTEMLQkAdntLAQXW6sIAAAAASUVORK5CYII=';

async function expectBalance(page: Page, available: string, held: string) {
  await page.goto('/saldo');
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .first();
  await expect(figure('Saldo disponible')).toHaveText(available);
  await expect(figure('Retenido')).toHaveText(held);
}

/** The creation flow from the landing page with the expert's offer chosen in step 2; answers the new search's id. */
async function createSearchHiring(page: Page, search: { keywords: string; description: string; serviceType: string; expert: string }) {
  await page.goto('/');
  const form = page.locator('#crear-busqueda');
  await page.getByRole('button', { name: 'Coches' }).click();
  await page.getByLabel('Palabras clave', { exact: true }).fill(search.keywords);
  await page.getByLabel('Describe tu búsqueda').fill(search.description);
  await page.getByRole('radio', { name: search.serviceType, exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 2 de 4')).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 3 de 4')).toBeVisible();
  const offer = form.locator('article').filter({ hasText: search.expert });
  await offer.getByRole('radio').check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Paso 4 de 4')).toBeVisible();
  await form.getByRole('button', { name: /^Pagar .* con tu saldo$/ }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '✅ Búsqueda creada exitosamente' });
  await expect(toast).toContainText(`de tu saldo para ${search.expert}`);
  await expect(page).toHaveURL(/\/busquedas\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The expert accepts the hire in the panel's Contrataciones tab and opens its search. */
async function acceptInPanel(expert: Page, customerName: string, searchId: number) {
  await expert.goto('/expert-panel');
  await expert.getByRole('tab', { name: 'Contrataciones' }).click();
  // The expert reads the customer as "Clara C.", never the full name or the e-mail.
  const card = expert.getByRole('article', { name: shortName(customerName) });
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(expert.getByText('✅ Estado actualizado correctamente')).toBeVisible();
  await expect(card.getByTestId('hire-status')).toHaveText('Aceptada');
  await card.getByRole('button', { name: 'Ver Contratación' }).click();
  await expect(expert).toHaveURL(new RegExp(`/busquedas/${searchId}$`));
}

test('a customer hires an in-person review in the creation flow; the expert works and reports; the customer approves and reviews', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const keywords = `Audi A3 ${suffix}`;
  const { context: expertContext, page: expert } = await expertWithService(browser, 'Pedro Perito', {
    serviceTypeId: 2,
    price: 15,
    conditions: 'Reviso el coche en persona y te entrego un informe',
  });

  // The customer tops up and hires in the one creation flow: the price is held.
  await signInVerified(page, 'Clara Cliente');
  await topUp20(page);
  const searchId = await createSearchHiring(page, {
    keywords,
    description: 'Gasolina, menos de 100.000 km',
    serviceType: 'Búsqueda web + revisión presencial',
    expert: 'Pedro Perito',
  });
  const hire = page.getByRole('region', { name: 'Contratación' });
  await expect(hire.getByTestId('hire-status')).toHaveText('Pendiente');
  await expect(hire.getByTestId('hire-deadline')).toContainText('Si el experto no responde antes del');
  await expectBalance(page, '5,00 €', '15,00 €');

  // The expert accepts in the panel, adds an ad to the search and finalizes with a report and the car checklist.
  await acceptInPanel(expert, 'Clara Cliente', searchId);
  await expert.getByRole('button', { name: 'Añadir anuncio' }).click();
  const adDialog = expert.getByRole('dialog', { name: 'Añadir anuncio' });
  await adDialog.getByLabel('Título').fill(`Audi A3 Sportback ${suffix}`);
  await adDialog.getByLabel('Descripción').fill('Un propietario, libro de mantenimiento completo');
  await adDialog.getByLabel('Precio (€)').fill('14900');
  await adDialog.getByLabel('URL del anuncio').fill(`https://www.example.com/anuncio/${suffix}`);
  await adDialog.getByLabel('Imagen 1', { exact: true }).fill('https://fotos.example.com/anuncios/audi.jpg');
  await adDialog.getByLabel('Provincia').fill('Madrid');
  await adDialog.getByLabel('Ciudad').fill('Alcobendas');
  await adDialog.getByRole('button', { name: 'Añadir anuncio' }).click();
  await expect(expert.getByText('Anuncio añadido correctamente')).toBeVisible();
  await expect(expert.getByRole('article', { name: `Audi A3 Sportback ${suffix}` })).toBeVisible();

  const expertHire = expert.getByRole('region', { name: 'Contratación' });
  // The expert attaches a photo of the tyres and the DGT report as evidence for the report.
  const expertEvidence = expert.getByRole('region', { name: 'Fotos y documentos' });
  await expertEvidence.getByLabel('Elegir fotos o PDF').setInputFiles([
    { name: 'neumaticos.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') },
    { name: 'informe-dgt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  await expect(expertEvidence.getByRole('img', { name: 'neumaticos.png · Experto' })).toBeVisible();
  await expect(expertEvidence.getByText('informe-dgt.pdf')).toBeVisible();
  await expertHire.getByRole('button', { name: 'Finalizar Servicio' }).click();
  const finalize = expert.getByRole('dialog', { name: 'Finalizar servicio' });
  await finalize.getByRole('button', { name: 'Finalizar Servicio' }).click();
  await expect(finalize.getByText('Escribe un informe para el cliente (al menos 20 caracteres)')).toBeVisible();
  const report = 'Vi el Audi en Alcobendas: mecánica y papeles en regla, los neumáticos traseros hay que cambiarlos.';
  await finalize.getByLabel('Informe para el cliente').fill(report);
  // Every point of the car checklist, from the papers to the test drive; the tyres and brakes are flagged with a note.
  for (const point of [
    'ITV en vigor y sin defectos pendientes',
    'Cargas, embargos y titularidad (informe de la DGT)',
    'Motor y mecánica',
    'Prueba de conducción',
  ]) {
    await finalize.getByRole('group', { name: point }).getByRole('radio', { name: 'Correcto' }).check();
  }
  for (const point of ['Kilómetros frente al informe de la DGT', 'Bajos y fugas', 'Electrónica y luces', 'Carrocería y pintura', 'Interior']) {
    await finalize.getByRole('group', { name: point }).getByRole('radio', { name: 'Correcto' }).check();
  }
  await finalize.getByRole('group', { name: 'Neumáticos y frenos' }).getByRole('radio', { name: 'Con problemas' }).check();
  await finalize.getByLabel('Nota sobre «Neumáticos y frenos» (opcional)').fill('Traseros al 20 %');
  await finalize.getByRole('button', { name: 'Finalizar Servicio' }).click();
  await expect(expert.getByText('✅ Servicio finalizado exitosamente')).toBeVisible();
  await expect(finalize).toBeHidden();
  await expect(expertHire.getByText('Esperando Aprobación del Cliente')).toBeVisible();
  await expect(expertHire.getByTestId('hire-deadline')).toContainText('se completará automáticamente');

  // The customer reads the report and the checklist, approves and reviews.
  await page.goto(`/busquedas/${searchId}`);
  await expect(page.getByRole('article', { name: `Audi A3 Sportback ${suffix}` })).toBeVisible();
  const finished = hire.getByTestId('hire-banner-finished');
  await expect(finished).toContainText('¡La búsqueda ha finalizado!');
  await expect(hire.getByTestId('hire-report')).toHaveText(report);
  await expect(hire.getByRole('list', { name: 'Revisión presencial' })).toContainText('Traseros al 20 %');
  const evidence = page.getByRole('region', { name: 'Fotos y documentos' });
  await expect(evidence.getByRole('img', { name: 'neumaticos.png · Experto' })).toBeVisible();
  await expect(evidence.getByText('informe-dgt.pdf')).toBeVisible();
  await expect(hire.getByTestId('hire-deadline')).toContainText('para aprobar o disputar');
  await finished.getByRole('button', { name: 'Aprobar Servicio' }).click();
  // Approving pays the expert at once: a confirmation says what is paid to whom first.
  const approval = page.getByRole('dialog', { name: '¿Aprobar el servicio?' });
  await expect(approval).toContainText('esta acción no se puede deshacer');
  await expectNoSeriousViolations(page, 'the approve confirmation');
  await approval.getByRole('button', { name: /^Liberar / }).click();
  await expect(page.getByText('✅ Servicio completado exitosamente')).toBeVisible();
  await expect(hire.getByTestId('hire-status')).toHaveText('Completada');

  await hire.getByRole('button', { name: 'Valorar Servicio' }).click();
  const review = page.getByRole('dialog', { name: 'Valorar servicio' });
  await review.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(review.getByText('La puntuación debe estar entre 1 y 5')).toBeVisible();
  await expect(review.getByText('Escribe una descripción de la valoración')).toBeVisible();
  // Clicks the fifth star, as a person does (the radio itself is visually hidden).
  await review
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 estrellas' }) })
    .click();
  await expect(review.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  await review.getByLabel('Descripción').fill('Muy detallado y puntual');
  await review.getByLabel('Imágenes (opcional, PNG o JPG)').setInputFiles({ name: 'audi.png', mimeType: 'image/png', buffer: await image(10, 160, 60) });
  await expect(review.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
  await review.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(page.getByText('Valoración enviada correctamente')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(hire.getByText('Ya has valorado este servicio. ¡Gracias!')).toBeVisible();
  await expect(hire.getByRole('button', { name: 'Valorar Servicio' })).toHaveCount(0);
  await expectBalance(page, '5,00 €', '0,00 €');

  // Another customer sees the expert's rating and completed search on the service card in step 2.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInVerified(other, 'Óscar Otro');
  const form = other.locator('#crear-busqueda');
  await other.getByRole('button', { name: 'Coches' }).click();
  await other.getByLabel('Palabras clave', { exact: true }).fill(`Golf ${suffix}`);
  await other.getByLabel('Describe tu búsqueda').fill('Diésel');
  await other.getByRole('radio', { name: 'Búsqueda web + revisión presencial', exact: true }).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  const card = form.locator('article').filter({ hasText: 'Pedro Perito' });
  await expect(card).toContainText(/5(,0)? \/ 5/);
  await expect(card).toContainText('1 completada');
  await otherContext.close();
  await expertContext.close();
});

test('a disputed hire is resolved by the admin for the customer, whose balance is back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const keywords = `Toyota Corolla ${suffix}`;
  const { context: expertContext, page: expert } = await expertWithService(browser, 'Sara Sabuesa', {
    serviceTypeId: 1,
    price: 12,
    conditions: 'Busco en todos los portales y te mando los mejores',
  });

  await signInVerified(page, 'Diego Disputa');
  await topUp20(page);
  await expectBalance(page, '20,00 €', '0,00 €');
  const searchId = await createSearchHiring(page, { keywords, description: 'Híbrido, automático', serviceType: 'Búsqueda web', expert: 'Sara Sabuesa' });
  await expectBalance(page, '8,00 €', '12,00 €');

  await acceptInPanel(expert, 'Diego Disputa', searchId);
  const expertHire = expert.getByRole('region', { name: 'Contratación' });
  await expertHire.getByRole('button', { name: 'Finalizar Servicio' }).click();
  const finalize = expert.getByRole('dialog', { name: 'Finalizar servicio' });
  await finalize.getByLabel('Informe para el cliente').fill('He mirado un par de anuncios y ninguno me convence.');
  await finalize.getByRole('button', { name: 'Finalizar Servicio' }).click();
  await expect(expert.getByText('✅ Servicio finalizado exitosamente')).toBeVisible();

  // The customer disputes.
  await page.goto(`/busquedas/${searchId}`);
  const hire = page.getByRole('region', { name: 'Contratación' });
  await hire.getByRole('button', { name: 'Disputar Servicio' }).click();
  const dispute = page.getByRole('dialog', { name: 'Disputar servicio' });
  await dispute.getByRole('button', { name: 'Enviar disputa' }).click();
  await expect(dispute.getByText('❌ Por favor, escribe una razón para la disputa')).toBeVisible();
  await dispute.getByLabel('Razón de la disputa').fill('No ha añadido ningún anuncio a la búsqueda');
  await dispute.getByRole('button', { name: 'Enviar disputa' }).click();
  await expect(page.getByText('✅ Disputa iniciada exitosamente')).toBeVisible();
  await expect(hire.getByTestId('hire-banner-disputed')).toContainText('Disputa Abierta');
  await expect(hire.getByTestId('dispute-details')).toContainText('No ha añadido ningún anuncio');

  // The expert sees the dispute too, and can no longer cancel.
  await expert.reload();
  await expect(expertHire.getByTestId('hire-banner-disputed')).toBeVisible();
  await expect(expertHire.getByRole('button', { name: 'Cancelar Servicio' })).toHaveCount(0);

  // The admin opens the search from the list and resolves the dispute for the customer.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto('/busquedas');
  await admin.getByRole('article', { name: keywords }).getByRole('link', { name: keywords }).click();
  await expect(admin).toHaveURL(new RegExp(`/busquedas/${searchId}$`));
  const adminHire = admin.getByRole('region', { name: 'Contratación' });
  await adminHire.getByRole('button', { name: 'Resolver Disputa' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolver Disputa' });
  await expect(resolve.getByTestId('dispute-details')).toContainText('No ha añadido ningún anuncio');
  await resolve.getByRole('button', { name: 'Resolver Disputa' }).click();
  await expect(resolve.getByText('❌ Por favor, elige a quién dar la razón')).toBeVisible();
  await expect(resolve.getByText('❌ Por favor, escribe una razón para la resolución')).toBeVisible();
  await resolve.getByRole('radio', { name: 'Al cliente (reembolso)' }).check();
  await resolve.getByLabel('Resolución').fill('El experto no entregó resultados: se reembolsa al cliente');
  await resolve.getByRole('button', { name: 'Resolver Disputa' }).click();
  await expect(admin.getByText('✅ Disputa resuelta exitosamente')).toBeVisible();
  await expect(resolve).toBeHidden();
  await expect(adminHire.getByTestId('hire-status')).toHaveText('Disputa resuelta');
  await adminContext.close();

  // The customer's money is back where it was before the hire.
  await expectBalance(page, '20,00 €', '0,00 €');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('link', { name: /^Saldo: 20,00 €$/ }).first()).toBeVisible();
  await page.goto(`/busquedas/${searchId}`);
  await expect(hire.getByTestId('dispute-details')).toContainText('Resuelta a favor del cliente');
  await expect(hire.getByRole('button', { name: 'Valorar Servicio' })).toBeVisible();
  await expertContext.close();
});
