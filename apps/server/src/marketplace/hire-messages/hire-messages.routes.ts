import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hireMessageSchema, hireMessageThreadSchema, idParamSchema, postHireMessageSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { HireMessagesService } from './hire-messages.service.js';

const tags = ['Hires'];

export const hireMessagesRoutes: FastifyPluginAsyncZod<{ service: HireMessagesService }> = async (app, { service }) => {
  app.get(
    '/api/SearchHire/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "The hire's message thread, oldest first: its customer and expert (opening it marks the other party's messages read) and the admin (reads only); 404 for anyone else",
        params: idParamSchema,
        response: { 200: hireMessageThreadSchema },
      },
    },
    async (request) => service.thread(requireUser(request), request.params.id),
  );

  app.post(
    '/api/SearchHire/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "A message {text} (1..2000 characters, trimmed) from the hire's customer or expert; the other party is told by their notice settings. 403 for the admin, 404 for anyone else, 409 HIRE_STATE before payment, 429 after 20 messages in 10 minutes",
        params: idParamSchema,
        body: postHireMessageSchema,
        response: { 201: hireMessageSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.post(requireUser(request), request.params.id, request.body.text)),
  );
};
