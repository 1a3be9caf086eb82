import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '@ojeador/shared';
import type { AppContext } from '../../app-context.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['Health'], response: { 200: healthResponseSchema } },
  }, async () => {
    await ctx.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
};
