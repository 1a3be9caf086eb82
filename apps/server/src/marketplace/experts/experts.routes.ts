import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPERT_MESSAGES,
  authResponseSchema,
  becomeExpertFieldsSchema,
  expertProfileIdParamSchema,
  expertProfileSchema,
  expertSearchListSchema,
  expertTermsSchema,
  onboardingResponseSchema,
  publicExpertSchema,
} from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import type { ExpertsService } from './experts.service.js';

export const expertsRoutes: FastifyPluginAsyncZod<{ service: ExpertsService }> = async (app, { service }) => {
  app.post(
    '/api/User/become-expert',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Experts'],
        description:
          'Multipart: description, profilePicture (JPEG or PNG by its bytes, up to 5 MB). Answers a new session with role Expert; 409 the second time.',
        consumes: ['multipart/form-data'],
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, becomeExpertFieldsSchema, {
        maxFiles: 1,
        tooLargeMessage: EXPERT_MESSAGES.profilePictureTooLarge,
        tooManyFilesMessage: EXPERT_MESSAGES.profilePictureType,
      });
      return service.becomeExpert(user, form.fields, form.files);
    },
  );

  app.get(
    '/api/Experts/terms',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Experts'],
        security: [],
        description:
          "What an expert keeps: the platform's commission (percent of each released price) and whether earnings are transferred to the expert's bank (false with the local payment provider)",
        response: { 200: expertTermsSchema },
      },
    },
    async () => service.terms(),
  );

  app.get(
    '/api/User/expert-profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Experts'],
        description: "The caller's expert profile; stripeAccountId is null until the payment account can receive money",
        response: { 200: expertProfileSchema },
      },
    },
    async (request) => service.getProfile(requireUser(request)),
  );

  app.get(
    '/api/Experts/:expertProfileId',
    {
      // Experts share their profile: a visitor reads it too; it holds nothing beyond what the expert chose.
      config: { access: 'public' },
      schema: {
        tags: ['Experts'],
        security: [],
        description:
          'An expert\'s public profile (anyone, signed in or not): photo, description, member since, "verified" (payment account ready and a completed hire), completed hires, average rating, published services and reviews with the service that earned each. 404 unknown or not an expert',
        params: expertProfileIdParamSchema,
        response: { 200: publicExpertSchema },
      },
    },
    async (request) => service.publicProfile(request.params.expertProfileId),
  );

  app.post(
    '/api/Subscription/expert-onboarding',
    {
      config: { access: ['Expert'] },
      schema: {
        tags: ['Experts'],
        description: 'Starts (or resumes) the payment-account onboarding; answers the URL to open',
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => service.startOnboarding(requireUser(request)),
  );

  app.get(
    '/api/Searches/expert',
    {
      config: { access: ['Expert'] },
      schema: { tags: ['Experts'], description: 'Searches the caller was hired for, newest hire first', response: { 200: expertSearchListSchema } },
    },
    async (request) => service.listHiredSearches(requireUser(request)),
  );
};
