import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionLimitsSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { LimitsService } from './limits.service.js';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ limits: LimitsService }> = async (app, { limits }) => {
  app.get(
    '/api/Subscription/limits',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Subscription'],
        description: "The caller's plan limits (active subscription, else the free plan) and their count of active searches",
        response: { 200: subscriptionLimitsSchema },
      },
    },
    async (request) => limits.forUser(requireUser(request)),
  );
};
