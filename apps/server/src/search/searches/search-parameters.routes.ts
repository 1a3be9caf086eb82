import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preferencesPreviewRequestSchema,
  preferencesPreviewResponseSchema,
  searchIdParamSchema,
  searchParametersInputSchema,
  searchParametersSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { SearchesService } from './searches.service.js';

export const searchParametersRoutes: FastifyPluginAsyncZod<{ searches: SearchesService }> = async (app, { searches }) => {
  const tags = ['SearchParameter'];

  app.post(
    '/api/SearchParameter/preview',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'The preferences the parser reads from keywords + userSearch for a category (the creation flow shows them as chips); nothing is stored',
        body: preferencesPreviewRequestSchema,
        response: { 200: preferencesPreviewResponseSchema },
      },
    },
    async (request) => searches.previewPreferences(requireUser(request), request.body),
  );

  app.get(
    '/api/SearchParameter/:searchId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'Owner, admin or hired expert; 404 when the search has none',
        params: searchIdParamSchema,
        response: { 200: searchParametersSchema },
      },
    },
    async (request) => searches.getParameters(requireUser(request), request.params.searchId),
  );

  app.post(
    '/api/SearchParameter/:searchId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Owner or admin; 409 when the search already has parameters. category and frequency, if given, are stored on the search. A search runs only once it has parameters: saving them queues its run at once (an edit run; GET /api/Search/{id}/runs/latest follows it)',
        params: searchIdParamSchema,
        body: searchParametersInputSchema,
        response: { 201: searchParametersSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await searches.createParameters(requireUser(request), request.params.searchId, request.body)),
  );

  app.put(
    '/api/SearchParameter/:searchId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "Owner or admin; 404 when the search has none yet. category and frequency, if given, are stored on the search (409 LIMIT_REACHED below the plan's minimum interval). Saving queues a run at once that sets aside (keeps, stops listing) the results no longer matching; follow it with GET /api/Search/{id}/runs/latest",
        params: searchIdParamSchema,
        body: searchParametersInputSchema,
        response: { 200: searchParametersSchema },
      },
    },
    async (request) => searches.updateParameters(requireUser(request), request.params.searchId, request.body),
  );
};
