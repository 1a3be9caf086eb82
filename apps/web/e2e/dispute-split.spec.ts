import { expect, test } from './fixtures';
import { bearer, signInAdmin, signInVerified } from './helpers';
import { acceptedHire, expertWithService } from './hire-helpers';

type Notice = { title: string; message: string };
const SAID = 'Resuelto con un reparto: 4,50 € vuelven al saldo del cliente y 5,50 € son para el experto (antes de la comisión).';

// the administrator resolves a dispute with a split, in euros typed the Spanish way.
test('the admin splits a disputed hire: each side gets its part and both are told the amounts', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Golf reparto ${Date.now().toString(36)}`;
  const { context: expertContext, page: expert, serviceId } = await expertWithService(browser, 'Rita Reparto');
  await signInVerified(page, 'Pablo Parte');
  // 20 € topped up, a 10 € hire held and accepted.
  const { searchId, hireId } = await acceptedHire(page, expert, serviceId, title);
  const finalized = await expert.request.post(`/api/SearchHire/${hireId}/finalize`, {
    headers: await bearer(expert),
    data: { report: 'Solo he encontrado un anuncio y sin fotos del motor.' },
  });
  expect(finalized.status()).toBe(200);
  const disputed = await page.request.post('/api/Subscription/dispute-service', {
    headers: await bearer(page),
    data: { SearchHireId: hireId, Reason: 'Faltan las fotos del motor' },
  });
  expect(disputed.status()).toBe(200);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto(`/busquedas/${searchId}`);
  const adminHire = admin.getByRole('region', { name: 'Contratación' });
  await adminHire.getByRole('button', { name: 'Resolver Disputa' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolver Disputa' });
  await expect(resolve.getByTestId('dispute-details')).toContainText('Faltan las fotos del motor');
  await resolve.getByRole('radio', { name: 'Reparto' }).check();
  const refund = resolve.getByLabel('Reembolso al cliente (€)');
  await refund.fill('12');
  await resolve.getByLabel('Resolución').fill('Hizo parte del trabajo: se reparte el importe');
  await resolve.getByRole('button', { name: 'Resolver Disputa' }).click();
  await expect(resolve.getByText('El reembolso no puede superar lo retenido (10,00 €)')).toBeVisible();
  await refund.fill('4,50');
  await expect(resolve.getByTestId('split-summary')).toHaveText('El cliente recupera 4,50 € · El experto recibe 5,50 € (antes de la comisión)');
  await resolve.getByRole('button', { name: 'Resolver Disputa' }).click();
  await expect(admin.getByText('✅ Disputa resuelta exitosamente')).toBeVisible();
  await expect(resolve).toBeHidden();
  await expect(adminHire.getByTestId('hire-status')).toHaveText('Disputa resuelta');
  await adminContext.close();

  // The customer: 10 € left after the hire, plus the 4,50 € refund; the hire states the split.
  const balance = (await (await page.request.get('/api/Subscription/balance', { headers: await bearer(page) })).json()) as { available: number; held: number };
  expect(balance).toMatchObject({ available: 14.5, held: 0 });
  await page.goto(`/busquedas/${searchId}`);
  await expect(page.getByRole('region', { name: 'Contratación' }).getByTestId('dispute-details')).toContainText(
    'Resuelta con un reparto: 4,50 € para el cliente y 5,50 € para el experto',
  );
  for (const party of [page, expert]) {
    const notices = (await (await party.request.get('/api/Notification', { headers: await bearer(party) })).json()) as Notice[];
    expect(notices.find((notice) => notice.title === 'Disputa resuelta')?.message).toBe(SAID);
  }
  await expertContext.close();
});
