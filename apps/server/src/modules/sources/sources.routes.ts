import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcesFreshnessResponseSchema, sourcesStatusResponseSchema } from '@ojeador/shared';
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

  app.get(
    '/api/Sources/freshness',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Sources'],
        description:
          'Any signed-in user: per polled source, when it was last read in full (null: not read yet), when the next read is due, and the last read error. The search page shows it and asks again every minute',
        response: { 200: sourcesFreshnessResponseSchema },
      },
    },
    async () => sources.freshness(),
  );
};
