import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema, expertIdParamSchema, searchServiceListSchema, searchServiceQuerySchema, serviceTypeListSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/Categories',
    {
      config: { access: 'public' },
      schema: { tags: ['Catalog'], description: 'Search categories (1 car, 2 motorcycle, 3 house)', security: [], response: { 200: categoryListSchema } },
    },
    async () => catalog.listCategories(),
  );

  app.get(
    '/api/ServiceType',
    {
      config: { access: 'public' },
      schema: { tags: ['Catalog'], description: 'Service types (1 Web Search, 2 In-Person Review)', security: [], response: { 200: serviceTypeListSchema } },
    },
    async () => catalog.listServiceTypes(),
  );

  app.get(
    '/api/SearchService',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Catalog'],
        description: 'Active services for categoryId and serviceTypeId, or the services of one expert with expertId (expert profile id)',
        querystring: searchServiceQuerySchema,
        response: { 200: searchServiceListSchema },
      },
    },
    async (request) => {
      const { expertId, categoryId, serviceTypeId } = request.query;
      if (expertId !== undefined) return catalog.listExpertServices(requireUser(request), expertId);
      return catalog.listOffers(categoryId as number, serviceTypeId as number);
    },
  );

  app.get(
    '/api/SearchService/expert/:expertId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Catalog'],
        description: "One expert's services by expert profile id; the expert and the admin also see inactive ones",
        params: expertIdParamSchema,
        response: { 200: searchServiceListSchema },
      },
    },
    async (request) => catalog.listExpertServices(requireUser(request), request.params.expertId),
  );
};
