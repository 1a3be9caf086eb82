import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@ojeador/shared';
import type { AppContext } from '../../app-context.js';

/** Development helpers; not registered in production. */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/dev/outbox', {
    config: { access: 'public' },
    schema: { tags: ['Development'], description: 'Messages sent, newest first, as delivered (codes in clear)', response: { 200: z.array(outboxMessageSchema) } },
  }, async () => {
    const rows = await ctx.messages.listRecent(100);
    return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, body: ctx.messages.bodyAsDelivered(r), status: r.status, createdAt: r.createdAt.toISOString() }));
  });
};
