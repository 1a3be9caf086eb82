import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

test('a verified user picks the dark theme, turns WhatsApp on from the header and finds empty favourites and notifications', async ({ page }) => {
  await signInVerified(page, 'Marta Ajustes');
  const banner = page.getByRole('banner');
  const html = page.locator('html');

  // Settings: the theme applies at once and is saved.
  await banner.getByRole('button', { name: 'Configuración' }).click();
  const settings = page.getByRole('dialog', { name: 'Configuración' });
  await expect(settings.getByRole('switch', { name: 'Notificaciones por WhatsApp' })).toHaveAttribute('aria-checked', 'false');
  await expect(settings.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  await settings.getByLabel('Tema').selectOption({ label: 'Oscuro' });
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await settings.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración actualizada correctamente')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  // Header toggle: WhatsApp on.
  const off = banner.getByRole('button', { name: 'Notificaciones de WhatsApp desactivadas' });
  await expect(off).toHaveAttribute('aria-pressed', 'false');
  await off.click();
  const on = banner.getByRole('button', { name: 'Notificaciones de WhatsApp activadas' });
  await expect(on).toHaveAttribute('title', 'Notificaciones de WhatsApp activadas');
  await expect(on).toHaveAttribute('aria-pressed', 'true');

  // Both were stored by the server: a fresh load shows them.
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Notificaciones de WhatsApp activadas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  // Favourites: none yet.
  await banner.getByRole('button', { name: 'Favoritos' }).click();
  const favourites = page.getByRole('dialog', { name: 'Favoritos' });
  await expect(favourites.getByText('No tienes favoritos guardados')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(favourites).toBeHidden();

  // Notifications: none yet.
  await banner.getByRole('button', { name: /^Notificaciones( \(|$)/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText('No hay notificaciones')).toBeVisible();
  await expect(banner.getByTestId('unread-badge')).toHaveCount(0);
});
