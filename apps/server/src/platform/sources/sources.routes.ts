import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourcePollsResponseSchema, sourcesFreshnessResponseSchema, sourcesStatusResponseSchema } from '@ojeador/shared';
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
          'Any signed-in user: per polled source, when it was last read in full (null: not read yet), when the next read is due, and the kind of the last read error in a few Spanish words (never its detail). The search page shows it and asks again every minute',
        response: { 200: sourcesFreshnessResponseSchema },
      },
    },
    async () => sources.freshness(),
  );

  app.get(
    '/api/Sources/polls',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['Sources'],
        description:
          'Admin: every poll location (feed file or URL, Wallapop area) with its last good read, last error (detail, URL query strings redacted), ads read, bad lines and next read',
        response: { 200: sourcePollsResponseSchema },
      },
    },
    async () => sources.polls(),
  );
};
