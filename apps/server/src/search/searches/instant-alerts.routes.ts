import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instantAlertsRequestSchema, instantAlertsResponseSchema, searchPathParamsSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { InstantAlertsService } from './instant-alerts.service.js';

export const instantAlertsRoutes: FastifyPluginAsyncZod<{ instantAlerts: InstantAlertsService }> = async (app, { instantAlerts }) => {
  app.put(
    '/api/Search/:id/instant-alerts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Search'],
        description:
          '"Alertas al momento" for one search: a new result scoring 70+ is alerted within a minute, at most once per search every 10 minutes. Owner or admin (a hired expert: 403; anyone else: 404). Turning it on needs a Plus or Pro plan (409 PLAN_REQUIRED); turning it off is always allowed',
        params: searchPathParamsSchema,
        body: instantAlertsRequestSchema,
        response: { 200: instantAlertsResponseSchema },
      },
    },
    async (request) => instantAlerts.set(requireUser(request), request.params.id, request.body.enabled),
  );
};
