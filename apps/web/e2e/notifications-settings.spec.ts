import { expect, test } from './fixtures';
import { signInVerified } from './helpers';

test('a verified user picks the dark theme, turns WhatsApp alerts on in settings, undoes turning them off and finds empty favourites and notifications', async ({
  page,
}) => {
  await signInVerified(page, 'Marta Ajustes');
  const banner = page.getByRole('banner');
  const html = page.locator('html');

  // Settings: the theme applies at once; it and WhatsApp alerts are saved together.
  await banner.getByRole('button', { name: 'Configuración' }).click();
  const settings = page.getByRole('dialog', { name: 'Configuración' });
  const whatsapp = settings.getByRole('switch', { name: 'Alertas por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await expect(settings.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  await settings.getByLabel('Tema').selectOption({ label: 'Oscuro' });
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await whatsapp.click();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await settings.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración actualizada correctamente')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  // The header has no WhatsApp switch of its own.
  await expect(banner.getByRole('button', { name: /whatsapp/i })).toHaveCount(0);

  // Both were stored by the server: a fresh load shows them.
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await banner.getByRole('button', { name: 'Configuración' }).click();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');

  // Turning WhatsApp alerts off says so, and "Deshacer" turns them back on.
  await whatsapp.click();
  await settings.getByRole('button', { name: 'Guardar' }).click();
  await expect(settings).toBeHidden();
  const turnedOff = page.locator('[data-sonner-toast]').filter({ hasText: 'Alertas por WhatsApp desactivadas' });
  const undone = page.waitForResponse((response) => response.url().endsWith('/api/UserSettings') && response.request().method() === 'PUT');
  await turnedOff.getByRole('button', { name: 'Deshacer' }).click();
  expect((await undone).ok()).toBe(true);
  await page.reload();
  await banner.getByRole('button', { name: 'Configuración' }).click();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

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
