import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_MAX_IMAGES, SERVICE_MESSAGES, idParamSchema, searchServiceSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { ServicesService } from './services.service.js';

const formOptions = { maxFiles: SERVICE_MAX_IMAGES, tooLargeMessage: SERVICE_MESSAGES.imageTooLarge, tooManyFilesMessage: SERVICE_MESSAGES.tooManyImages };

/** The expert's writes on services; the lists customers read stay in the catalog module. */
export const servicesRoutes: FastifyPluginAsyncZod<{ service: ServicesService }> = async (app, { service }) => {
  await app.register(fastifyMultipart);

  app.post(
    '/api/SearchService',
    {
      config: { access: ['Expert'] },
      schema: {
        tags: ['Catalog'],
        description:
          'Multipart: expertProfileId, categoryId, serviceTypeId, price (euros), conditions, durationInHours, repeated Images (JPEG/PNG, 5 MB each, up to 10)',
        consumes: ['multipart/form-data'],
        response: { 201: searchServiceSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.create(user, await readMultipartForm(request, formOptions));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/SearchService/:id',
    {
      config: { access: ['Expert'] },
      schema: {
        tags: ['Catalog'],
        description: 'Multipart: any of price, conditions, durationInHours; new Images replace the images unless kept with repeated keepImageUrls',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: searchServiceSchema },
      },
    },
    async (request) => service.update(requireUser(request), request.params.id, await readMultipartForm(request, formOptions)),
  );

  app.post(
    '/api/SearchService/:id/deactivate',
    {
      config: { access: ['Expert'] },
      schema: {
        tags: ['Catalog'],
        description: 'Takes the service out of step 2; hires already made keep their price',
        params: idParamSchema,
        response: { 200: searchServiceSchema },
      },
    },
    async (request) => service.deactivate(requireUser(request), request.params.id),
  );
};
