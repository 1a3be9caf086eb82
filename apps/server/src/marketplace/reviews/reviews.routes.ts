import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MAX_IMAGES,
  REVIEW_MESSAGES,
  expertIdParamSchema,
  reviewFieldsSchema,
  reviewListSchema,
  reviewSchema,
  searchHireIdParamSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['Reviews'];
const formOptions = {
  maxFiles: REVIEW_MAX_IMAGES,
  tooLargeMessage: 'Cada imagen puede ocupar como máximo 5 MB',
  tooManyFilesMessage: REVIEW_MESSAGES.tooManyImages,
};

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/api/review/search-hire/:searchHireId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "Multipart Score (1-5), Description, repeated Images (JPEG/PNG): the hire's customer, once, when completed or dispute_resolved",
        consumes: ['multipart/form-data'],
        params: searchHireIdParamSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, reviewFieldsSchema, formOptions);
      return reply.status(201).send(await reviews.submit(user, request.params.searchHireId, form.fields, form.files));
    },
  );

  app.get(
    '/api/review/expert/:expertId',
    {
      config: { access: 'user' },
      schema: { tags, description: "An expert's reviews, newest first", params: expertIdParamSchema, response: { 200: reviewListSchema } },
    },
    async (request) => reviews.listForExpert(request.params.expertId),
  );
};
