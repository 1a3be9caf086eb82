import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adDetailSchema, idParamSchema, RESULT_MESSAGES } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import { requireUser } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';

export const adsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/Ads/:id', {
    schema: {
      tags: ['Ads'],
      description: 'One ad of the caller\'s searches (any ad for the admin), with its price history',
      params: idParamSchema,
      response: { 200: adDetailSchema },
    },
  }, async (request) => {
    const ad = await ctx.ads.findForViewer(request.params.id, requireUser(request));
    if (!ad) throw notFound(RESULT_MESSAGES.adNotFound);
    return ad;
  });
};
