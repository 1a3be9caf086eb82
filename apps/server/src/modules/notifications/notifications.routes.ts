import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, unreadCountResponseSchema, userNotificationSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get(
    '/api/Notification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Notification'],
        description: "The caller's notifications and the broadcasts, newest first (at most 100), with the caller's read state",
        response: { 200: z.array(userNotificationSchema) },
      },
    },
    async (request) => notifications.list(requireUser(request).id),
  );

  app.get(
    '/api/Notification/unread-count',
    {
      config: { access: 'user' },
      schema: { tags: ['Notification'], description: 'Unread notifications of the caller (header badge)', response: { 200: unreadCountResponseSchema } },
    },
    async (request) => ({ count: await notifications.unreadCount(requireUser(request).id) }),
  );

  app.put(
    '/api/Notification/:id/read',
    {
      config: { access: 'user' },
      schema: { tags: ['Notification'], params: idParamSchema, response: { 204: z.null().describe('Marked as read') } },
    },
    async (request, reply) => {
      await notifications.markRead(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
