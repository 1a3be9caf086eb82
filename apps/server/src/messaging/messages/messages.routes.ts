import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@ojeador/shared';
import type { MessagesService } from './messages.service.js';

/** Development helpers (the outbox); the module registers them outside production only. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Development'],
        description: 'Messages sent, newest first, as delivered (codes in clear)',
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async () => messages.outbox(100),
  );
};
