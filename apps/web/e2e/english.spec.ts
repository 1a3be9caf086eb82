import { expect, test } from './fixtures';
import { createDemoSearch, expectNoSeriousViolations, signInVerified } from './helpers';

test.describe('a visitor whose browser speaks English', () => {
  test.use({ locale: 'en-GB' });

  test('sees the home page in English, with English formatting and <html lang="en">', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next second-hand buy without spending all day searching' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Start your search' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create your search' })).toBeVisible();
    // The categories come from the server with Spanish names; the form words them by their codes.
    await expect(page.getByRole('button', { name: 'Motorbikes', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Motos', exact: true })).toHaveCount(0);
    await expect(page.getByText('+25,000')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How people use Ojeador' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await legal.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of use · Ojeador');
  });
});

test('a signed-in customer switches to English in settings and back, and the choice survives a reload', async ({ page }) => {
  await signInVerified(page, 'Olivia Idiomas');
  const banner = page.getByRole('banner');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'es');

  await banner.getByRole('button', { name: 'Configuración' }).click();
  const ajustes = page.getByRole('dialog', { name: 'Configuración' });
  await ajustes.getByLabel('Idioma').selectOption({ label: 'English' });
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('switch', { name: 'WhatsApp alerts' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible();

  await page.reload();
  await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Create your search' })).toBeVisible();

  await banner.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('dialog', { name: 'Configuración' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(banner.getByRole('button', { name: 'Configuración' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Crea tu búsqueda' })).toBeVisible();
});

test('an English reader gets the results and an ad’s good and bad points in English, worded from their codes', async ({ page }) => {
  test.setTimeout(180_000);
  await signInVerified(page, 'Oliver Points');
  const id = await createDemoSearch(page, { title: 'Seat León', description: 'A Seat León in good condition', keywords: 'seat leon', locationRange: 300 });
  await page.evaluate(() => localStorage.setItem('ojeador.language', 'en'));
  await page.goto(`/busquedas/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Search now' }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 45_000 });
  const spanish = /del centro de tu búsqueda|Publicado |como pides|Precio (un|en línea)|fotos\b/;
  for (const card of await page.getByRole('article').all()) await expect(card).not.toContainText(spanish);
  await expectNoSeriousViolations(page, 'English results');

  // The run's digest is a notice (decision 032): the panel words it in English, not as the server stored it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText(/\d+ new ads? for “Seat León”/);
  await expect(panel).not.toContainText(/anuncios? nuevos? para/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  const points = page.getByRole('region', { name: 'Points in favour' });
  await expect(points).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(/(\d[\d,]* km|Less than 1 km) from the centre of your search/);
  await expect(main).toContainText(/Price (\d+% (below|above)|in line with the market)|No comparable ads/);
  await expect(main).not.toContainText(spanish);
  await expectNoSeriousViolations(page, 'English ad page');
});
