import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcesStatusResponseSchema } from '@ojeador/shared';
import type { AppContext } from '../../app-context.js';

export const sourcesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/Sources/status', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['Sources'],
      description: 'Admin: every ad source (the feed and the platform connectors), whether it is on, and its health and circuit breaker',
      response: { 200: sourcesStatusResponseSchema },
    },
  }, async () => ctx.sources.status());
};
