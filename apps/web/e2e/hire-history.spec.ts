import { expect, test } from './fixtures';
import { expertWithService } from './hire-helpers';
import { bearer, createDemoSearch, signInVerified } from './helpers';

/**
 * the customer hires an expert from a search they already have ("Contratar a un experto"), the work is
 * done and approved, the search is deleted, and both parties still read the hire on /contrataciones/{id}.
 */
test('a hire made from the search page outlives its deleted search', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const expertName = `Hugo Historia ${suffix}`;
  const { context, page: expert } = await expertWithService(browser, expertName);
  try {
    await signInVerified(page, 'Clara Cliente');
    await page.goto('/saldo');
    await page.getByRole('button', { name: /Recargar 20/ }).click();
    await page.getByRole('button', { name: 'Pagar 20,00 €' }).click();
    await expect(page).toHaveURL(/\/success\?payment=\d+$/);
    const title = `Golf GTI ${suffix}`;
    const searchId = await createDemoSearch(page, { title, description: 'Diésel con pocos kilómetros', keywords: 'Golf GTI' });

    // The customer hires from the search's page, from the balance.
    await page.goto(`/busquedas/${searchId}`);
    await page.getByRole('button', { name: 'Contratar a un experto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contratar a un experto para esta búsqueda' });
    await dialog.getByRole('radio', { name: new RegExp(expertName) }).check();
    await expect(dialog.getByTestId('hire-offer-money')).toContainText('Se retendrán 10,00 € de tu saldo');
    await dialog.getByRole('button', { name: 'Contratar por 10,00 €' }).click();
    await expect(page.getByText('✅ Contratación enviada: el experto tiene 72 horas para aceptarla.')).toBeVisible();
    await expect(page.getByTestId('hire-status')).toHaveText('Pendiente');

    // The expert accepts and reports, the customer approves (the API: the screens are covered by hires.spec.ts).
    const hires = (await (await expert.request.get('/api/SearchHire/expert', { headers: await bearer(expert) })).json()) as { id: number; searchId: number }[];
    const hireId = hires.find((hire) => hire.searchId === searchId)!.id;
    const headers = await bearer(expert);
    expect((await expert.request.put(`/api/SearchHire/${hireId}/status`, { headers, data: { status: 'Accepted' } })).status()).toBe(200);
    const report = 'Tres candidatos revisados; el mejor está en Getafe.';
    expect((await expert.request.post(`/api/SearchHire/${hireId}/finalize`, { headers, data: { report } })).status()).toBe(200);
    const approved = await page.request.post('/api/Subscription/complete-service', {
      headers: await bearer(page),
      data: { searchHireId: hireId, clientApproved: true },
    });
    expect(approved.status()).toBe(200);

    // The customer deletes the search; the dialog says the hires are kept.
    await page.goto('/busquedas');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Eliminar búsqueda' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar búsqueda' });
    await expect(confirm.getByText(/se conservan/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    // The expert's card keeps its title and opens the hire on its own page.
    await expert.goto('/expert-panel');
    await expert.getByRole('tab', { name: 'Contrataciones' }).click();
    const card = expert.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Ver Contratación' }).click();
    await expect(expert).toHaveURL(new RegExp(`/contrataciones/${hireId}$`));
    await expect(expert.getByTestId('hire-search-deleted')).toContainText(title);
    await expect(expert.getByText(report)).toBeVisible();

    // So does the customer.
    await page.goto(`/contrataciones/${hireId}`);
    await expect(page.getByTestId('hire-status')).toHaveText('Completada');
    await expect(page.getByText(report)).toBeVisible();
  } finally {
    await context.close();
  }
});
