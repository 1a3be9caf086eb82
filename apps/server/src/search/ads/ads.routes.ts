import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adDetailSchema, idParamSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AdsService } from './ads.service.js';

export const adsRoutes: FastifyPluginAsyncZod<{ ads: AdsService }> = async (app, { ads }) => {
  app.get(
    '/api/Ads/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Ads'],
        description: "One ad of the caller's searches (any ad for the admin), with its price history",
        params: idParamSchema,
        response: { 200: adDetailSchema },
      },
    },
    async (request) => ads.findForViewer(request.params.id, requireUser(request)),
  );
};
