import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@ojeador/shared';
import type { HealthService } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], response: { 200: healthResponseSchema } },
    },
    async () => health.check(),
  );
};
