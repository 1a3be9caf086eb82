import { expect, test } from './fixtures';
import { devSignIn, expectNoSeriousViolations, signInAdmin, signInVerified } from './helpers';

/** "Notificar" on a user's row, the admin's tables on a phone, and the blocked customer's page. */
test('an admin notifies one user from the table, also on a phone, and the user reads it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const name = `Nora Aviso ${suffix}`;
  const { email } = await signInVerified(page, name);

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cliente');
  const id = await admin.evaluate(
    async ([address, token]) => {
      const res = await fetch(`/api/User/all?q=${encodeURIComponent(address)}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { users: { id: number }[] }).users[0].id;
    },
    [email, await admin.evaluate(() => localStorage.getItem('authToken') ?? '')],
  );
  await expect(row).toContainText(String(id));

  // On a 390 px phone the user is a card: the actions are on screen and the page does not scroll sideways.
  const notify = row.getByRole('button', { name: `Notificar a ${name}` });
  await expect(notify).toBeInViewport();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(admin, '/admin users on a phone');

  await notify.click();
  await expect(admin.getByRole('tab', { name: 'Notificaciones', selected: true })).toBeVisible();
  await expect(admin.getByLabel('ID de usuario')).toHaveValue(String(id));
  await expect(admin.getByText(`Para ${name} (#${id})`).first()).toBeVisible();
  await expect(admin.getByLabel(/^Título/)).toBeFocused();
  await expectNoSeriousViolations(admin, '/admin send form with a recipient');
  await admin.getByLabel(/^Título/).fill(`Solo para ti ${suffix}`);
  await admin.getByLabel(/^Mensaje/).fill('Tu búsqueda tiene anuncios nuevos');
  await admin.getByRole('button', { name: 'Enviar notificación' }).click();
  // One user: no broadcast confirmation.
  await expect(admin.getByText('✉️ Notificación enviada correctamente')).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  const sent = admin
    .getByRole('list', { name: 'Historial de notificaciones' })
    .getByRole('listitem')
    .filter({ hasText: `Solo para ti ${suffix}` });
  await expect(sent).toContainText(`Para ${name} (#${id})`);
  await expectNoSeriousViolations(admin, '/admin notification sent');

  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones( \(|$)/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' }).getByText(`Solo para ti ${suffix}`)).toBeVisible();
  await adminContext.close();
});

test("a blocked customer sees the admin's reason, what happens to their balance and how to reach support", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const { email } = await signInVerified(page, `Bruno Bloqueo ${suffix}`);
  await page.goto('/saldo');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Bloquear usuario' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Bloquear usuario' });
  await dialog.getByLabel(/^Motivo del bloqueo/).fill(`Reventa de cuentas ${suffix}`);
  await expectNoSeriousViolations(admin, 'block dialog');
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(row).toContainText('Bloqueado');

  await page.reload();
  await expect(page).toHaveURL(/\/cuenta-bloqueada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta está bloqueada' })).toBeVisible();
  await expect(page.getByText(`Reventa de cuentas ${suffix}`)).toBeVisible();
  await expect(page.getByText('Tu saldo sigue siendo tuyo: el bloqueo no lo toca ni lo retira.')).toBeVisible();
  await expect(page.getByText('Si quieres recuperarlo, pídelo a soporte y te lo devolvemos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'soporte@ojeador.es' })).toHaveAttribute('href', /^mailto:soporte@ojeador\.es\?subject=/);
  await expectNoSeriousViolations(page, '/cuenta-bloqueada');

  // A later sign-in is refused and lands on the same page.
  await page.goto('/');
  await devSignIn(page, 'Bruno', email);
  await expect(page).toHaveURL(/\/cuenta-bloqueada$/);
  await expect(page.getByText(`Reventa de cuentas ${suffix}`)).toBeVisible();
  await adminContext.close();
});
