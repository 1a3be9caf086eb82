import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adResultSchema,
  manualAdRequestSchema,
  RESULT_FILTER_KEYS,
  resultsPageQuerySchema,
  resultsPageSchema,
  searchResultsParamSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { ResultsService } from './results.service.js';

export const resultsRoutes: FastifyPluginAsyncZod<{ results: ResultsService }> = async (app, { results }) => {
  app.get(
    '/api/SearchResult/:searchId/results',
    {
      config: { access: 'user', etag: true, readCache: { search: 'searchId', results: true, caller: false } },
      schema: {
        tags: ['SearchResult'],
        description:
          "The search results (owner, admin or hired expert). Without query parameters, every result by wish group then best score first (the spec's list, a price flagged as possible fraud last). " +
          'With any of sort, limit, cursor or view, one page of card summaries `{items, nextCursor, total, goneTotal}`, by wish ' +
          "group first (`all`, `almost`, `rest`, `doubtful`: the customer's wishes met, one broken, more; a price flagged as possible fraud) then the order asked: pass " +
          '`nextCursor` back as `cursor` for the next page; `view=gone` lists the ads gone from their source ("Ya no disponibles"). ' +
          'Filters (minPrice, maxPrice, maxKm, minYear, fuel, maxDistanceKm from the search centre, seller) narrow the page and both totals.',
        params: searchResultsParamSchema,
        querystring: resultsPageQuerySchema,
        response: { 200: z.union([z.array(adResultSchema), resultsPageSchema]) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      const paged =
        query.sort !== undefined ||
        query.limit !== undefined ||
        query.cursor !== undefined ||
        query.view !== undefined ||
        RESULT_FILTER_KEYS.some((key) => query[key] !== undefined);
      return paged ? results.page(user, request.params.searchId, query) : results.list(user, request.params.searchId);
    },
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
