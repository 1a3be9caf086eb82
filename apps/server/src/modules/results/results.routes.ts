import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adResultSchema, manualAdRequestSchema, searchResultsParamSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { ResultsService } from './results.service.js';

export const resultsRoutes: FastifyPluginAsyncZod<{ results: ResultsService }> = async (app, { results }) => {
  app.get(
    '/api/SearchResult/:searchId/results',
    {
      config: { access: 'user' },
      schema: {
        tags: ['SearchResult'],
        description: 'The search results, best score first (owner, admin or hired expert)',
        params: searchResultsParamSchema,
        response: { 200: z.array(adResultSchema) },
      },
    },
    async (request) => results.list(requireUser(request), request.params.searchId),
  );

  app.post(
    '/api/SearchResult/:searchId/manual-ad',
    {
      config: { access: 'user' },
      schema: {
        tags: ['SearchResult'],
        description: 'Adds an ad by hand (admin or the hired expert)',
        params: searchResultsParamSchema,
        body: manualAdRequestSchema,
        response: { 201: adResultSchema },
      },
    },
    async (request, reply) => {
      const result = await results.addManualAd(requireUser(request), request.params.searchId, request.body);
      return reply.status(201).send(result);
    },
  );
};
