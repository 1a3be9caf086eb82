import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushKeyResponseSchema, pushSubscriptionRequestSchema, pushSubscriptionResponseSchema, pushUnsubscribeRequestSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { PushService } from './push.service.js';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/api/push/key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Push'],
        description: "The server's VAPID public key, the browser's applicationServerKey for PushManager.subscribe (404 when this server has no push)",
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ publicKey: push.publicKey() }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Push'],
        description:
          "Subscribes this device (its PushSubscription.toJSON() and language) to the caller's alerts as Web Push notifications; Plus and Pro " +
          '(409 PLAN_REQUIRED on Free). The same endpoint again replaces its keys, or moves it to the caller',
        body: pushSubscriptionRequestSchema,
        response: { 201: pushSubscriptionResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await push.subscribe(requireUser(request).id, request.body)),
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Push'],
        description: "Unsubscribes this device (its endpoint) from the caller's alerts; 404 when it was not subscribed to them",
        body: pushUnsubscribeRequestSchema,
        response: { 204: z.null().describe('Unsubscribed') },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(requireUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
