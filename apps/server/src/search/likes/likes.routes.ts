import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adResultSummarySchema, likeAdParamSchema, likeCheckResponseSchema, likeToggleResponseSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { LikesService } from './likes.service.js';

export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  app.get(
    '/api/Likes/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Likes'],
        description:
          "The caller's favourites, newest like first, as card summaries: the spec's ad fields without the description " +
          '(`excerpt` instead) and with the first images only; GET /api/Ads/{id} reads the whole ad.',
        response: { 200: z.array(adResultSummarySchema) },
      },
    },
    async (request) => likes.listForUser(requireUser(request)),
  );

  app.get(
    '/api/Likes/check/:adId',
    {
      config: { access: 'user' },
      schema: { tags: ['Likes'], params: likeAdParamSchema, response: { 200: likeCheckResponseSchema } },
    },
    async (request) => likes.check(requireUser(request), request.params.adId),
  );

  app.post(
    '/api/Likes/:adId',
    {
      config: { access: 'user' },
      schema: { tags: ['Likes'], description: 'Toggles the like', params: likeAdParamSchema, response: { 200: likeToggleResponseSchema } },
    },
    async (request) => likes.toggle(requireUser(request), request.params.adId),
  );
};
