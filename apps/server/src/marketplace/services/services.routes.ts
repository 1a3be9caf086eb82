import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVICE_MAX_IMAGES,
  SERVICE_MESSAGES,
  createServiceFieldsSchema,
  idParamSchema,
  searchServiceSchema,
  updateServiceFieldsSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { ServicesService } from './services.service.js';

const formOptions = { maxFiles: SERVICE_MAX_IMAGES, tooLargeMessage: SERVICE_MESSAGES.imageTooLarge, tooManyFilesMessage: SERVICE_MESSAGES.tooManyImages };

/** The expert's writes on services; the lists customers read stay in the catalog module. */
export const servicesRoutes: FastifyPluginAsyncZod<{ service: ServicesService }> = async (app, { service }) => {
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
      const form = await readMultipartForm(request, createServiceFieldsSchema, formOptions);
      return reply.status(201).send(await service.create(user, form.fields, form.files));
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
    async (request) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, updateServiceFieldsSchema, formOptions);
      return service.update(user, request.params.id, { ...form.fields, keepImageUrls: form.repeated.keepImageUrls }, form.files);
    },
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
