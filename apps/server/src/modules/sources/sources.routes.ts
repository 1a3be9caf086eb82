import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcesStatusResponseSchema } from '@ojeador/shared';
import type { SourcesService } from './sources.service.js';

export const sourcesRoutes: FastifyPluginAsyncZod<{ sources: SourcesService }> = async (app, { sources }) => {
  app.get(
    '/api/Sources/status',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['Sources'],
        description: 'Admin: every ad source (the feed and the platform connectors), whether it is on, and its health and circuit breaker',
        response: { 200: sourcesStatusResponseSchema },
      },
    },
    async () => sources.status(),
  );
};
