import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, sendVerificationRequestSchema, sendVerificationResponseSchema, verifyCodeRequestSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AppContext } from '../../app-context.js';

export const phoneRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/User/send-verification', {
    schema: { tags: ['User'], body: sendVerificationRequestSchema, response: { 200: sendVerificationResponseSchema } },
  }, async (request) => ctx.phone.sendCode(requireUser(request), request.body.phoneNumber));

  app.post('/api/User/verify-code', {
    schema: { tags: ['User'], body: verifyCodeRequestSchema, response: { 200: authResponseSchema } },
  }, async (request) => ctx.phone.verifyCode(requireUser(request), request.body.phoneNumber, request.body.code));
};
