import { expect, test } from './fixtures';
import { devSignIn, readCodeFromOutbox, typePhone, uniqueEmail, uniqueSpanishMobile } from './helpers';

test('a visitor signs in, verifies a phone with the code from the outbox, sees the signed-in header and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mis Búsquedas' })).toHaveCount(0);

  const email = uniqueEmail('journey');
  await devSignIn(page, 'Lucía Journey', email);

  // Unverified: confined to /verify-phone, even when asking for another page, which comes back once verified.
  await expect(page).toHaveURL(/\/verify-phone$/);
  await page.goto('/busquedas');
  await expect(page).toHaveURL(/\/verify-phone\?next=%2Fbusquedas$/);

  const mobile = uniqueSpanishMobile();
  const sendButton = page.getByRole('button', { name: 'Enviar código' });
  await typePhone(page, mobile);
  await expect(sendButton).toBeDisabled();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await sendButton.click();

  const code = await readCodeFromOutbox(page.request, `+34${mobile}`);
  const verifyButton = page.getByRole('button', { name: 'Verificar' });
  await page.getByLabel('Código de verificación').fill(code.slice(0, 5));
  await expect(verifyButton).toBeDisabled();
  await page.getByLabel('Código de verificación').fill(code);
  await verifyButton.click();

  await expect(page).toHaveURL(/\/busquedas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Búsquedas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mis Búsquedas' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hazte Buscador' }).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
  expect(stored).toMatchObject({ email, phoneVerified: true });

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page
    .getByRole('menuitem', { name: 'Cerrar Sesión' })
    .or(page.getByRole('button', { name: 'Cerrar Sesión' }))
    .first()
    .click();
  await expect(page.getByText('¡Hasta pronto!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userData')])).toEqual([null, null]);
});

test('a wrong code shows the server message and keeps the user on the code step', async ({ page }) => {
  await page.goto('/');
  await devSignIn(page, 'Pedro Wrong', uniqueEmail('wrong'));
  await expect(page).toHaveURL(/\/verify-phone$/);
  const mobile = uniqueSpanishMobile();
  await typePhone(page, mobile);
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readCodeFromOutbox(page.request, `+34${mobile}`);
  await page.getByLabel('Código de verificación').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código de verificación inválido' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-phone$/);
});

test('the static privacy policy is served', async ({ page }) => {
  const response = await page.goto('/privacy-policy.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/180 días/).first()).toBeVisible();
});

test('robots.txt is a robots file, not the app', async ({ page }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).not.toContain('<html');
});
