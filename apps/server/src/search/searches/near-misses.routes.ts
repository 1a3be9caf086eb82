import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearMissesResponseSchema, searchPathParamsSchema, widenSearchRequestSchema, widenSearchResponseSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { NearMissesService } from './near-misses.service.js';

export const nearMissesRoutes: FastifyPluginAsyncZod<{ nearMisses: NearMissesService }> = async (app, { nearMisses }) => {
  const tags = ['Search'];

  app.get(
    '/api/Search/:id/near-misses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "Owner, admin or hired expert: the latest run's near misses — ads that failed only one criterion, by little (radius within 2×, price up to 20 % above the maximum, one keyword, one stated limit) — with the change that lets them in. Empty when the parameters changed since that run",
        params: searchPathParamsSchema,
        response: { 200: nearMissesResponseSchema },
      },
    },
    async (request) => nearMisses.get(requireUser(request), request.params.id),
  );

  app.post(
    '/api/Search/:id/widen',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Owner or admin: applies the near-miss suggestion for `criterion` to the parameters and queues a run at once. 409 CONFLICT when the parameters changed since the run that counted it, or there is none for that criterion; 409 SEARCH_INACTIVE when paused',
        params: searchPathParamsSchema,
        body: widenSearchRequestSchema,
        response: { 200: widenSearchResponseSchema },
      },
    },
    async (request) => nearMisses.widen(requireUser(request), request.params.id, request.body.criterion),
  );
};
