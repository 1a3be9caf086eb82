import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, sendVerificationRequestSchema, sendVerificationResponseSchema, verifyCodeRequestSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { PhoneService } from './phone.service.js';

export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneService }> = async (app, { phone }) => {
  app.post(
    '/api/User/send-verification',
    {
      config: { access: 'user' },
      schema: { tags: ['User'], body: sendVerificationRequestSchema, response: { 200: sendVerificationResponseSchema } },
    },
    async (request) => phone.sendCode(requireUser(request), request.body.phoneNumber),
  );

  app.post(
    '/api/User/verify-code',
    {
      config: { access: 'user' },
      schema: { tags: ['User'], body: verifyCodeRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request) => phone.verifyCode(requireUser(request), request.body.phoneNumber, request.body.code),
  );
};
