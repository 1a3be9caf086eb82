import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSearchRequestSchema,
  runSearchResponseSchema,
  searchDetailSchema,
  searchListItemSchema,
  searchListSchema,
  searchPathParamsSchema,
  searchRunStatusSchema,
  updateSearchRequestSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { SearchesService } from './searches.service.js';
import { searchParametersRoutes } from './search-parameters.routes.js';

export const searchesRoutes: FastifyPluginAsyncZod<{ searches: SearchesService }> = async (app, { searches }) => {
  const tags = ['Search'];

  app.get(
    '/api/Search',
    {
      config: { access: 'user', etag: true, readCache: true },
      schema: { tags, description: "The caller's own searches, newest first, with result counts", response: { 200: searchListSchema } },
    },
    async (request) => searches.list(requireUser(request)),
  );

  app.get(
    '/api/Search/all',
    {
      config: { access: ['Admin'] },
      schema: { tags, description: 'Admin: every search with its creator (user: id, name, email)', response: { 200: searchListSchema } },
    },
    async () => searches.listAll(),
  );

  app.post(
    '/api/Search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "Creates a search and, if given, its parameters in one transaction. 409 LIMIT_REACHED beyond the plan's active searches or below its minimum interval",
        body: createSearchRequestSchema,
        response: { 201: searchDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await searches.create(requireUser(request), request.body)),
  );

  app.get(
    '/api/Search/:id',
    {
      config: { access: 'user', etag: true, readCache: { search: 'id' } },
      schema: {
        tags,
        description: 'One search with its parameters and newest hire: owner, admin or hired expert (else 404). The admin opening it marks it revised',
        params: searchPathParamsSchema,
        response: { 200: searchDetailSchema },
      },
    },
    async (request) => searches.get(requireUser(request), request.params.id),
  );

  app.put(
    '/api/Search/:id',
    {
      config: { access: 'user', etag: true },
      schema: {
        tags,
        description: 'Owner or admin. Resets startDate and nextRunAt to now; the frequency must respect the plan minimum',
        params: searchPathParamsSchema,
        body: updateSearchRequestSchema,
        response: { 200: searchListItemSchema },
      },
    },
    async (request) => searches.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/Search/:id',
    {
      config: { access: 'user', etag: true },
      schema: { tags, description: 'Owner or admin', params: searchPathParamsSchema, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await searches.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/Search/:id/toggle-active',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "Owner or admin. Activating counts against the plan's active searches (409 LIMIT_REACHED) and schedules a run now",
        params: searchPathParamsSchema,
        response: { 200: searchListItemSchema },
      },
    },
    async (request) => searches.toggleActive(requireUser(request), request.params.id),
  );

  app.put(
    '/api/Search/:id/revise',
    {
      config: { access: ['Admin'] },
      schema: { tags, description: 'Admin: marks the search revised', params: searchPathParamsSchema, response: { 200: searchListItemSchema } },
    },
    async (request) => searches.revise(requireUser(request), request.params.id),
  );

  app.post(
    '/api/Search/:id/run',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'Owner or admin: queues one run now (202). At most one per search every 30 s (429)',
        params: searchPathParamsSchema,
        response: { 202: runSearchResponseSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await searches.runNow(requireUser(request), request.params.id)),
  );

  app.get(
    '/api/Search/:id/runs/latest',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Owner, admin or hired expert: where the latest run stands (queued, running, succeeded, failed; idle when none), from the run log, with its counts. The web polls it after "Buscar ahora" and after saving the parameters',
        params: searchPathParamsSchema,
        response: { 200: searchRunStatusSchema },
      },
    },
    async (request) => searches.runStatus(requireUser(request), request.params.id),
  );

  await app.register(searchParametersRoutes, { searches });
};
