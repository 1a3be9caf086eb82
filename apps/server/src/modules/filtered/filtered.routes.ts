import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILTERED_MESSAGES,
  RESULT_MESSAGES,
  filteredAddParamSchema,
  filteredAddRequestSchema,
  filteredEntrySchema,
  filteredSearchParamSchema,
  idParamSchema,
} from '@ojeador/shared';
import { conflict, notFound } from '../../http/app-error.js';
import { requireUser } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';

/** The administrator's filtered list: every call is admin-only (403 for anyone else). */
export const filteredRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { filtered } = ctx;

  app.get('/api/SearchResultFiltered/search/:searchId', {
    config: { access: ['Admin'] },
    schema: { tags: ['SearchResultFiltered'], params: filteredSearchParamSchema, response: { 200: z.array(filteredEntrySchema) } },
  }, async (request) => {
    const { searchId } = request.params;
    if (!(await filtered.searchExists(searchId))) throw notFound(RESULT_MESSAGES.searchNotFound);
    return filtered.list(searchId, requireUser(request).id);
  });

  app.post('/api/SearchResultFiltered/filter/:searchId/:adId', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['SearchResultFiltered'],
      params: filteredAddParamSchema,
      body: filteredAddRequestSchema,
      response: { 201: filteredEntrySchema },
    },
  }, async (request, reply) => {
    const { searchId, adId } = request.params;
    const outcome = await filtered.add(searchId, adId, request.body.notes, requireUser(request).id);
    if ('error' in outcome) {
      if (outcome.error === 'search-not-found') throw notFound(RESULT_MESSAGES.searchNotFound);
      if (outcome.error === 'not-in-results') throw notFound(FILTERED_MESSAGES.notInResults);
      throw conflict(FILTERED_MESSAGES.duplicate);
    }
    return reply.status(201).send(outcome.entry);
  });

  app.delete('/api/SearchResultFiltered/:id', {
    config: { access: ['Admin'] },
    schema: { tags: ['SearchResultFiltered'], params: idParamSchema, response: { 204: z.null().describe('Removed') } },
  }, async (request, reply) => {
    if (!(await filtered.remove(request.params.id))) throw notFound(FILTERED_MESSAGES.notFound);
    return reply.status(204).send(null);
  });
};
