import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adResultSchema, likeAdParamSchema, likeCheckResponseSchema, likeToggleResponseSchema, RESULT_MESSAGES } from '@ojeador/shared';
import { notFound } from '../../http/app-error.js';
import { requireUser } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';

export const likesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { likes } = ctx;

  app.get('/api/Likes/user', {
    schema: { tags: ['Likes'], description: 'The caller\'s favourites, newest like first', response: { 200: z.array(adResultSchema) } },
  }, async (request) => likes.listForUser(requireUser(request)));

  app.get('/api/Likes/check/:adId', {
    schema: { tags: ['Likes'], params: likeAdParamSchema, response: { 200: likeCheckResponseSchema } },
  }, async (request) => {
    const user = requireUser(request);
    if (!(await likes.canUse(request.params.adId, user))) throw notFound(RESULT_MESSAGES.adNotFound);
    return { liked: await likes.isLiked(user.id, request.params.adId) };
  });

  app.post('/api/Likes/:adId', {
    schema: { tags: ['Likes'], description: 'Toggles the like', params: likeAdParamSchema, response: { 200: likeToggleResponseSchema } },
  }, async (request) => {
    const user = requireUser(request);
    if (!(await likes.canUse(request.params.adId, user))) throw notFound(RESULT_MESSAGES.adNotFound);
    return likes.toggle(user.id, request.params.adId);
  });
};
