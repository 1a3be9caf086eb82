import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDemoSearch, signInVerified } from './helpers';

const HELP = 'Te avisamos en cuanto aparece un anuncio de 70 puntos o más (como mucho un aviso cada 10 minutos).';
const BENEFIT = 'Alertas al momento: te avisamos en menos de un minuto';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Pays for Plus through the local provider's checkout, from /suscripciones. */
async function upgradeToPlus(page: Page) {
  await page.goto('/suscripciones');
  await page.getByRole('article', { name: 'Avanzado' }).getByRole('button', { name: 'Mejorar a Avanzado' }).click();
  await expect(page).toHaveURL(/\/payments\/local\/checkout\//);
  await page.getByRole('button', { name: 'Pagar 9,99 €' }).click();
  await expect(page).toHaveURL(/\/success\?payment=\d+$/);
  await expect(page.getByText('Suscripción activada con éxito').first()).toBeVisible();
}

test('a customer finds "Alertas al momento" in Plus, pays for it, and turns it off and on for a search that says how fresh its sources are', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInVerified(page, 'Irene Instante');
  const searchId = await createDemoSearch(page, { title: 'Seat León al momento', description: 'Un Seat León en buen estado', keywords: 'seat leon' });

  // On Free the switch is there but off and disabled, with the way to the plans.
  await page.goto(`/busquedas/${searchId}`);
  const section = page.getByRole('region', { name: 'Alertas al momento' });
  const toggle = section.getByRole('switch', { name: 'Alertas al momento' });
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(section).toContainText(HELP);
  await section.getByRole('link', { name: 'Ver planes' }).click();

  // The plans list the benefit on Plus and Pro only.
  await expect(page).toHaveURL(/\/suscripciones$/);
  await expect(page.getByRole('list', { name: 'Incluye el plan Avanzado' })).toContainText(BENEFIT);
  await expect(page.getByRole('list', { name: 'Incluye el plan Premium' })).toContainText(BENEFIT);
  await expect(page.getByRole('list', { name: 'Incluye el plan Gratis' })).not.toContainText(BENEFIT);
  await upgradeToPlus(page);

  // On Plus it is on (the default) and the owner turns it off, then on again from the keyboard.
  await page.goto(`/busquedas/${searchId}`);
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByText('Disponible en los planes Avanzado y Premium')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Alertas al momento desactivadas').first()).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Alertas al momento activadas').first()).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // How fresh the sources are: per source ("Feed: leído hace … · próxima lectura en …"), or none polled yet.
  const freshness = page.getByTestId('source-freshness');
  await expect(freshness).toHaveText(/Feed: (leído|aún no leído)|Fuentes: aún no leídas/);
  await expect(freshness).not.toHaveText(/No se pudo saber/);

  // The section and the line fit a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  await expectNoHorizontalScroll(page);
});
