import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL } from '../playwright.config';

let sequence = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now().toString(36)}-${++sequence}@example.com`;

/** A Spanish mobile number that no other journey in this run uses. */
export const uniqueSpanishMobile = () => `6${String(10_000_000 + ((Date.now() + ++sequence * 7919) % 89_999_999)).padStart(8, '0')}`;

/** Reads the newest code sent to a number through the development outbox call. */
export async function readCodeFromOutbox(request: APIRequestContext, phoneE164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
      code = messages.find((m) => m.to === phoneE164)?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Types a Spanish mobile after the input's own "+34" prefix, as a person would. */
export async function typePhone(page: Page, mobile: string) {
  const input = page.getByLabel('Número de teléfono');
  await input.click();
  await input.press('End');
  await input.pressSequentially(mobile);
  await expect(input).toHaveValue(/^\+34 /);
}

export async function devSignIn(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

/** From /verify-phone, verifies a fresh number through the UI and waits for `landing` (the home page); returns the number. */
export async function verifyPhone(page: Page, landing: RegExp = /\/$/): Promise<string> {
  await expect(page).toHaveURL(/\/verify-phone(\?|$)/);
  const mobile = uniqueSpanishMobile();
  await typePhone(page, mobile);
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificación').fill(await readCodeFromOutbox(page.request, `+34${mobile}`));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(landing);
  return `+34${mobile}`;
}

/** Signs in through the UI and verifies a phone through the UI, ending on the home page signed in. */
export async function signInVerified(page: Page, name: string, email = uniqueEmail()) {
  await page.goto('/');
  await devSignIn(page, name, email);
  const phone = await verifyPhone(page);
  return { email, phone };
}

/** Signs the administrator in through the dev login form; verifies a phone when this run has not done it yet. */
export async function signInAdmin(page: Page) {
  await page.goto('/');
  await devSignIn(page, 'Administración Ojeador', ADMIN_EMAIL);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeHidden();
  const verified = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').phoneVerified === true);
  if (!verified) await verifyPhone(page);
}

/** The signed-in user's API authorisation, read from the page's storage. */
export async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

type DemoSearch = { title: string; description: string; keywords: string; locationRange?: number | null };

/** Creates, through the API, a car search around Madrid over the demo feed for the user signed in on `page`; answers its id. */
export async function createDemoSearch(page: Page, { title, description, keywords, locationRange = 600 }: DemoSearch): Promise<number> {
  const created = await page.request.post('/api/Search', {
    headers: await bearer(page),
    data: {
      title,
      description,
      category: 1,
      frequency: 24,
      parameters: {
        keywords,
        userSearch: description,
        serviceTypeId: 1,
        locationRange,
        latitude: 40.4168,
        longitude: -3.7038,
        minPrice: null,
        maxPrice: null,
        strictMatchOnly: false,
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const themeClass = (colorScheme: 'light' | 'dark') => (colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

/**
 * axe-core finds no serious or critical violation on the page, light and dark: the app follows the system's colour
 * scheme by default, so each pass waits for `html` to take (or drop) the `dark` class first. Leaves the page light.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const html = page.locator('html');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(html).toHaveClass(themeClass(colorScheme));
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    expect(serious, `${label} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(themeClass('light'));
}
