import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionResponseSchema,
  checkoutUrlSchema,
  currentSubscriptionSchema,
  planCheckoutRequestSchema,
  subscriptionDetailsSchema,
  subscriptionPlanListSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { BillingService } from './billing.service.js';

const tags = ['Subscription'];

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/api/Subscription/plans',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The plans (Free, Plus, Pro): monthly price in euros, active-search limit, minimum frequency in hours and what each includes',
        security: [],
        response: { 200: subscriptionPlanListSchema },
      },
    },
    async () => billing.plans(),
  );

  app.get(
    '/api/Subscription/current',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The caller's plan, its status (active or past_due), the end of the paid period (null on Free) and whether it ends then",
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => billing.current(requireUser(request)),
  );

  app.get(
    '/api/Subscription/details',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'The current plan, the active searches against its limit, and the plan charges (paid or failed), newest first',
        response: { 200: subscriptionDetailsSchema },
      },
    },
    async (request) => billing.details(requireUser(request)),
  );

  app.post(
    '/api/Subscription/create-checkout-session',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'A checkout for a paid plan above the current one (Stripe Checkout in subscription mode, or the local page); the plan changes only when it is paid. 404 unknown plan, 409 the same or a lower plan',
        body: planCheckoutRequestSchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => billing.createCheckout(requireUser(request), request.body.planCode),
  );

  app.post(
    '/api/Subscription/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'Stops the renewal: the plan is kept until the end of the paid period, with no refund. 404 on Free, 409 when already cancelled',
        response: { 200: cancelSubscriptionResponseSchema },
      },
    },
    async (request) => billing.cancel(requireUser(request)),
  );
};
