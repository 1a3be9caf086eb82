import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchWithHireRequestSchema, searchWithHireResponseSchema } from '@ojeador/shared';
import { requireUser } from '../http/auth.js';
import type { SearchWithHireFlow } from './search-with-hire.flow.js';

/** The calls whose work spans areas, each served by its flow. */
export const flowsRoutes: FastifyPluginAsyncZod<{ searchWithHire: SearchWithHireFlow }> = async (app, { searchWithHire }) => {
  app.post(
    '/api/Search/with-hire',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Hires'],
        description:
          "The creation flow's single call: search, parameters and (with searchServiceId) the hire in one transaction; hireUrl is a checkout when the balance is short",
        body: searchWithHireRequestSchema,
        response: { 201: searchWithHireResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await searchWithHire.create(requireUser(request), request.body)),
  );
};
