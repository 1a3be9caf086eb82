import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error.js';
import { InvalidSignatureError } from '../../integrations/payments/payments-provider.js';
import { LOCAL_PAYMENTS_PATH } from '../../integrations/payments/local-provider.js';
import { onboardingPage } from './local-pages.js';
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
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; panelUrl: string }> = async (app, { service, panelUrl }) => {
  // Scoped to this plugin: the webhook needs the exact bytes Stripe signed; the local page's form
  // posts urlencoded; and "POST with no body" must confirm even when a JSON content type is sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/Payments/webhook',
    {
      config: { access: 'public' },
      schema: { tags: ['Payments'], description: 'Stripe webhook: signature verified over the raw body, each event applied once', security: [] },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      try {
        await service.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidSignatureError) throw new AppError('VALIDATION', 'Firma del webhook no válida');
        throw error;
      }
      return reply.send({ received: true });
    },
  );

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
      return reply.redirect(`${panelUrl}?onboarding=${done}`, 303);
    },
  );
};
