import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionLimitsSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/Subscription/limits', {
    schema: {
      tags: ['Subscription'],
      description: "The caller's plan limits (active subscription, else the free plan) and their count of active searches",
      response: { 200: subscriptionLimitsSchema },
    },
  }, async (request) => ctx.limits.forUser(requireUser(request)));
};
