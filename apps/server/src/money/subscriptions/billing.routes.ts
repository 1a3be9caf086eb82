import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutUrlSchema,
  currentSubscriptionSchema,
  idParamSchema,
  planCheckoutRequestSchema,
  subscriptionDetailsSchema,
  subscriptionPlanListSchema,
  subscriptionReceiptSchema,
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
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => billing.cancel(requireUser(request)),
  );

  app.post(
    '/api/Subscription/resume',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Undoes a cancel before the paid period ends: the plan renews at its end again (at Stripe too). 409 PLAN_NOT_CANCELLED when it is not cancelled (a second resume), 409 PLAN_ENDED when its period is over, 404 on Free',
        response: { 200: currentSubscriptionSchema },
      },
    },
    async (request) => billing.resume(requireUser(request)),
  );

  app.get(
    '/api/Subscription/payments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "The receipt of one of the caller's paid plan charges: the plan, the month it pays for, the amount in euros (IVA included) and the payment reference. 404 for anyone else's, a failed or refunded charge, or an unknown id",
        params: idParamSchema,
        response: { 200: subscriptionReceiptSchema },
      },
    },
    async (request) => billing.receipt(requireUser(request), request.params.id),
  );
};
