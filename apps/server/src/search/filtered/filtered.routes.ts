import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filteredAddParamSchema, filteredAddRequestSchema, filteredEntrySchema, filteredSearchParamSchema, idParamSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { FilteredService } from './filtered.service.js';

/** The administrator's filtered list: every call is admin-only (403 for anyone else). */
export const filteredRoutes: FastifyPluginAsyncZod<{ filtered: FilteredService }> = async (app, { filtered }) => {
  app.get(
    '/api/SearchResultFiltered/search/:searchId',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['SearchResultFiltered'],
        description: "The search's filtered list, newest first; each entry's `ad` is a card summary (`excerpt`, first images).",
        params: filteredSearchParamSchema,
        response: { 200: z.array(filteredEntrySchema) },
      },
    },
    async (request) => filtered.list(request.params.searchId, requireUser(request).id),
  );

  app.post(
    '/api/SearchResultFiltered/filter/:searchId/:adId',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['SearchResultFiltered'],
        params: filteredAddParamSchema,
        body: filteredAddRequestSchema,
        response: { 201: filteredEntrySchema },
      },
    },
    async (request, reply) => {
      const { searchId, adId } = request.params;
      const entry = await filtered.add(searchId, adId, request.body.notes, requireUser(request).id);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/api/SearchResultFiltered/:id',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['SearchResultFiltered'], params: idParamSchema, response: { 204: z.null().describe('Removed') } },
    },
    async (request, reply) => {
      await filtered.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
