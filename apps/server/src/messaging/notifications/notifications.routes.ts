import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNotificationSchema,
  idParamSchema,
  notificationListQuerySchema,
  sendNotificationRequestSchema,
  unreadCountResponseSchema,
  userNotificationSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AdminNotices } from './admin-notices.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; admin: AdminNotices }> = async (
  app,
  { notifications, admin },
) => {
  app.get(
    '/api/Notification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Notification'],
        description:
          "The caller's notifications and the broadcasts, newest first (at most 100), with the caller's read state. For the admin (spec /admin): " +
          'the history of what was sent from the form, with readCount; `scope=mine` gives the admin their own list too',
        querystring: notificationListQuerySchema,
        response: { 200: z.union([z.array(adminNotificationSchema), z.array(userNotificationSchema)]) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      if (user.appRole === 'Admin' && request.query.scope !== 'mine') return admin.history();
      return notifications.list(user.id);
    },
  );

  app.post(
    '/api/Notification',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['Notification'],
        description:
          'Admin: sends a notification to one user (userId), or to every user, present and future (userId null); e-mailed to a user who enabled e-mail',
        body: sendNotificationRequestSchema,
        response: { 201: userNotificationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.send(requireUser(request).id, request.body)),
  );

  app.delete(
    '/api/Notification/:id',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['Notification'], params: idParamSchema, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await admin.delete(request.params.id);
      return reply.status(204).send(null);
    },
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
