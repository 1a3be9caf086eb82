import { expect, test } from './fixtures';
import { devSignIn, signInAdmin, signInVerified } from './helpers';

test('the admin blocks a customer, who is refused and told why; then broadcasts a notification the customer sees with the unread badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);

  // The customer signs in and reaches their searches.
  const { email } = await signInVerified(page, `Carla Bloqueo ${suffix}`);
  await page.goto('/busquedas');
  await expect(page).toHaveURL(/\/busquedas$/);

  // The administrator, in a browser of their own, finds the customer and blocks them.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.getByRole('banner').getByRole('link', { name: 'Administración' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('tab', { name: 'Usuarios', selected: true })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('0 activas');
  await row.getByRole('button', { name: 'Bloquear usuario' }).click();
  const blockDialog = admin.getByRole('dialog', { name: 'Bloquear usuario' });
  await blockDialog.getByLabel(/^Motivo del bloqueo/).fill('Anuncios fraudulentos');
  await blockDialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(admin.getByText('🔒 Estado del usuario actualizado correctamente')).toBeVisible();
  await expect(row).toContainText('Bloqueado');
  await expect(row.getByRole('button', { name: 'Desbloquear usuario' })).toBeVisible();

  // The customer's next call is refused at once: signed out and shown the page with the reason; sign-in says it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta está bloqueada' })).toBeVisible();
  await expect(page).toHaveURL(/\/cuenta-bloqueada$/);
  await expect(page.getByText('Anuncios fraudulentos')).toBeVisible();
  await devSignIn(page, 'Carla', email);
  const signInDialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(signInDialog.getByRole('alert')).toHaveText('Error de autenticación: Tu cuenta está bloqueada');
  await signInDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(signInDialog).toBeHidden();

  // The admin unblocks them and broadcasts a notification.
  await row.getByRole('button', { name: 'Desbloquear usuario' }).click();
  await expect(row).toContainText('Activo');
  await admin.getByRole('tab', { name: 'Notificaciones' }).click();
  await admin.getByLabel(/^Título/).fill(`Novedades ${suffix}`);
  await admin.getByLabel('Tipo').selectOption('success');
  await admin.getByLabel(/^Mensaje/).fill('Ya puedes contratar expertos desde tus búsquedas');
  await admin.getByLabel('URL', { exact: true }).fill('/busquedas');
  await admin.getByRole('button', { name: 'Enviar notificación' }).click();
  await admin.getByRole('dialog', { name: '¿Enviar a todos los usuarios?' }).getByRole('button', { name: 'Enviar a todos' }).click();
  await expect(admin.getByText('✉️ Notificación enviada correctamente')).toBeVisible();
  await expect(admin.getByLabel(/^Título/)).toHaveValue('');
  const history = admin.getByRole('list', { name: 'Historial de notificaciones' });
  await expect(history.getByText(`Novedades ${suffix}`)).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: `Novedades ${suffix}` })).toContainText('Para todos · Leída por 0');

  // The customer signs in again and finds it in the panel, unread, with the badge.
  await devSignIn(page, 'Carla', email);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('unread-badge')).toHaveText('1');
  await banner.getByRole('button', { name: /^Notificaciones( \(|$)/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const item = panel.getByRole('listitem').filter({ hasText: `Novedades ${suffix}` });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Ya puedes contratar expertos desde tus búsquedas');

  // Reading it shows in the admin's history.
  await item.getByRole('button', { name: /Novedades/ }).click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await admin.reload();
  await expect(
    admin
      .getByRole('list', { name: 'Historial de notificaciones' })
      .getByRole('listitem')
      .filter({ hasText: `Novedades ${suffix}` }),
  ).toContainText('Leída por 1');

  // The admin deletes it: it leaves the history and every user's panel (broadcasts reach later sign-ups too).
  const sent = admin
    .getByRole('list', { name: 'Historial de notificaciones' })
    .getByRole('listitem')
    .filter({ hasText: `Novedades ${suffix}` });
  await sent.getByRole('button', { name: 'Eliminar notificación' }).click();
  await expect(admin.getByText('🗑️ Notificación eliminada correctamente')).toBeVisible();
  await expect(sent).toHaveCount(0);
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones( \(|$)/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' }).getByText(`Novedades ${suffix}`)).toHaveCount(0);
  await adminContext.close();
});
