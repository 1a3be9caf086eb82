import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error.js';
import { safeRedirectPath } from '../../http/safe-redirect.js';
import { InvalidSignatureError } from '../../integrations/payments/payments-provider.js';
import { LOCAL_PAYMENTS_PATH } from '../../integrations/payments/local-provider.js';
import { checkoutPage, closedCheckoutPage, onboardingPage } from './local-pages.js';
import type { PaymentsService } from './payments.service.js';

const outcomeSchema = z.object({ outcome: z.enum(['confirm', 'cancel']).default('confirm') }).default({ outcome: 'confirm' });
/** JSON arrives as bytes here (see the parsers below); an empty body means "confirm". */
function readOutcomeBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return body ?? undefined;
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The Stripe webhook (raw body, signature checked) and the local provider's pages. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; panelUrl: string; publicUrl: string }> = async (
  app,
  { service, panelUrl, publicUrl },
) => {
  // Scoped to this plugin: the webhook needs the exact bytes Stripe signed; the local page's form
  // posts urlencoded; and "POST with no body" must confirm even when a JSON content type is sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const webhook = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers['stripe-signature'];
    try {
      await service.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw new AppError('VALIDATION', 'Firma del webhook no válida');
      throw error;
    }
    return reply.send({ received: true });
  };
  const webhookSchema = {
    tags: ['Payments'],
    description: 'Stripe webhook: signature verified over the raw body, each event applied once, unknown events acknowledged',
    security: [],
  };
  app.post('/api/Payments/webhook', { config: { access: 'public' }, schema: webhookSchema }, webhook);
  // The spec's endpoint for hires and top-ups: the same handler, so either URL can be given to Stripe.
  app.post('/api/SearchHire/webhook', { config: { access: 'public' }, schema: webhookSchema }, webhook);

  const accountOf = (token: string) => {
    const accountId = service.localOnboardingAccount(token);
    if (!accountId) throw notFound('Enlace de configuración no válido');
    return accountId;
  };

  app.get(
    `${LOCAL_PAYMENTS_PATH}/onboarding/:token`,
    {
      config: { access: 'public' },
      schema: { tags: ['Payments'], description: 'Local provider: shows the onboarding being confirmed', params: tokenParams, security: [] },
    },
    async (request, reply) => {
      const accountId = accountOf(request.params.token);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(onboardingPage(accountId, request.url));
    },
  );

  app.post(
    `${LOCAL_PAYMENTS_PATH}/onboarding/:token`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Payments'],
        description: 'Local provider: no body confirms, {"outcome":"cancel"} abandons; answers 303 to the expert panel',
        params: tokenParams,
        security: [],
      },
    },
    async (request, reply) => {
      const accountId = accountOf(request.params.token);
      const parsed = outcomeSchema.safeParse(readOutcomeBody(request.body));
      if (!parsed.success) throw new AppError('VALIDATION', 'outcome debe ser "confirm" o "cancel"');
      await service.finishLocalOnboarding(accountId, parsed.data.outcome);
      const done = parsed.data.outcome === 'cancel' ? 'cancelled' : 'return';
      return reply.redirect(safeRedirectPath(`${panelUrl}?onboarding=${done}`, publicUrl), 303);
    },
  );

  const checkoutOf = async (token: string) => {
    const checkout = await service.localCheckout(token);
    if (!checkout) throw notFound('Enlace de pago no válido');
    return checkout;
  };
  const returnQuery = z.object({ success: z.string().max(500).optional(), cancel: z.string().max(500).optional() });
  /** Only our own pages may be the way back (the links come from the app, but a query can be edited). */
  const wayBack = (target: string | undefined, fallback: string) => safeRedirectPath(target || fallback, publicUrl);

  app.get(
    `${LOCAL_PAYMENTS_PATH}/checkout/:token`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Payments'],
        description: 'Local provider: shows the payment being confirmed; 409 with a page saying so when it can no longer be paid (expired)',
        params: tokenParams,
        querystring: returnQuery,
        security: [],
      },
    },
    async (request, reply) => {
      const checkout = await checkoutOf(request.params.token);
      const page = checkout.status === 'cancelled' ? closedCheckoutPage() : checkoutPage(checkout, request.url);
      return reply
        .code(checkout.status === 'cancelled' ? 409 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page);
    },
  );

  app.post(
    `${LOCAL_PAYMENTS_PATH}/checkout/:token`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Payments'],
        description:
          'Local provider: no body pays, {"outcome":"cancel"} abandons; fulfils through the webhook\'s code and answers 303 to /success or /cancel. Paying an expired checkout (a newer one replaced it, or the account was blocked or deleted) answers 409 with a page saying it is no longer possible',
        params: tokenParams,
        querystring: returnQuery,
        security: [],
      },
    },
    async (request, reply) => {
      const checkout = await checkoutOf(request.params.token);
      const parsed = outcomeSchema.safeParse(readOutcomeBody(request.body));
      if (!parsed.success) throw new AppError('VALIDATION', 'outcome debe ser "confirm" o "cancel"');
      // Expired (replaced by a newer checkout, or its account closed): nothing is charged, and the page says so.
      if (checkout.status === 'cancelled' && parsed.data.outcome === 'confirm') {
        return reply.code(409).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(closedCheckoutPage());
      }
      // A closed checkout (paid, or abandoned) cannot be paid again: the page only leads back.
      if (checkout.status === 'pending') await service.finishLocalCheckout(checkout, parsed.data.outcome);
      const back =
        parsed.data.outcome === 'cancel'
          ? wayBack(request.query.cancel, `/cancel?payment=${checkout.id}`)
          : wayBack(request.query.success, `/success?payment=${checkout.id}`);
      return reply.redirect(back, 303);
    },
  );
};
