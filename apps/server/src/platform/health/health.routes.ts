import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, notReadyResponseSchema, readyResponseSchema } from '@ojeador/shared';
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

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Health'],
        description:
          'Readiness for a load balancer: 503 with the reason while the database, its migrations or (workers) the job queue are not there, or once shutdown began',
        security: [],
        response: { 200: readyResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await health.readiness();
      if (readiness.ready) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'not-ready' as const, reason: readiness.reason });
    },
  );
};
