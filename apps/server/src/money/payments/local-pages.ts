import { PAYMENT_PAGE_MESSAGES } from '@ojeador/shared';
import { formatEurosWithCents } from '../../lib/format.js';

/** The local provider's pages: plain HTML, no script, one form per outcome. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #e5e7eb;border-radius:12px;padding:1.5rem}button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #d1d5db;cursor:pointer}
.primary{background:#2563eb;color:#fff;border-color:#2563eb}form{display:inline-block;margin-right:.5rem}code{background:#f3f4f6;padding:0 .25rem;border-radius:4px}`;

export function onboardingPage(accountId: string, action: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Cuenta de pagos (modo local)</title>
<style>${STYLE}</style></head>
<body><main class="card">
<h1>Configurar cuenta de pagos</h1>
<p>Proveedor de pagos <strong>local</strong> (sin conexión, para desarrollo y pruebas). Al confirmar, la cuenta <code>${escape(accountId)}</code> queda lista para recibir pagos, igual que cuando Stripe avisa de que la cuenta está verificada.</p>
<form method="post" action="${escape(action)}"><button class="primary" type="submit">Confirmar cuenta de pagos</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="outcome" value="cancel"><button type="submit">Cancelar</button></form>
</main></body></html>`;
}

export function checkoutPage(checkout: { id: number; purpose: string; amount: number; status: string }, action: string): string {
  const what = checkout.purpose === 'topup' ? 'Recarga de saldo' : checkout.purpose === 'subscription' ? 'Suscripción mensual' : 'Pago de una contratación';
  const open = checkout.status === 'pending';
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pago (modo local)</title>
<style>${STYLE}</style></head>
<body><main class="card">
<h1>${escape(what)}: ${escape(formatEurosWithCents(checkout.amount))}</h1>
<p>Proveedor de pagos <strong>local</strong> (sin conexión, para desarrollo y pruebas). Al confirmar se cobra el pago n.º ${checkout.id}, igual que cuando Stripe avisa de un pago completado.</p>
${
  open
    ? `<form method="post" action="${escape(action)}"><button class="primary" type="submit">Pagar ${escape(formatEurosWithCents(checkout.amount))}</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="outcome" value="cancel"><button type="submit">Cancelar</button></form>`
    : `<p>Este pago ya está ${checkout.status === 'succeeded' ? 'completado' : 'cerrado'}.</p>`
}
</main></body></html>`;
}

/**
 * A checkout that can no longer be paid (expired because a newer one was opened, or its account was blocked or
 * deleted): the page says so, with nothing to confirm (decision 027).
 */
export function closedCheckoutPage(): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(PAYMENT_PAGE_MESSAGES.closedTitle)}</title>
<style>${STYLE}</style></head>
<body><main class="card">
<h1>${escape(PAYMENT_PAGE_MESSAGES.closedTitle)}</h1>
<p>${escape(PAYMENT_PAGE_MESSAGES.closedText)}</p>
<p><a href="/">${escape(PAYMENT_PAGE_MESSAGES.back)}</a></p>
</main></body></html>`;
}
