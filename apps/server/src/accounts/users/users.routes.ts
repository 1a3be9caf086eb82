import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfigResponseSchema, authResponseSchema, devLoginRequestSchema, googleAuthRequestSchema, sessionUserSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { AuthService } from './auth.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const config = auth.config;

  app.get(
    '/api/User/auth-config',
    {
      config: { access: 'public' },
      schema: { tags: ['User'], response: { 200: authConfigResponseSchema } },
    },
    async () => ({ googleClientId: config.GOOGLE_CLIENT_ID ?? null, devLogin: config.devLoginEnabled }),
  );

  app.post(
    '/api/User/google-auth',
    {
      config: { access: 'public' },
      schema: { tags: ['User'], body: googleAuthRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request) => auth.signInWithGoogle(request.body),
  );

  if (config.devLoginEnabled) {
    app.post(
      '/api/User/dev-login',
      {
        config: { access: 'public' },
        schema: { tags: ['User'], description: 'Development sign-in (not in production)', body: devLoginRequestSchema, response: { 200: authResponseSchema } },
      },
      async (request) => auth.signInForDevelopment(request.body.email, request.body.name),
    );
  }

  app.post(
    '/api/User/sign-out',
    {
      config: { access: 'user' },
      schema: { tags: ['User'], description: 'Revokes the session of this token at once', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.sessionId) await auth.signOut(user.id, request.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/User/sign-out-all',
    {
      config: { access: 'user' },
      schema: { tags: ['User'], description: 'Revokes every session of the caller (sign out on every device)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.signOutEverywhere(requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/User/me',
    {
      config: { access: 'user' },
      schema: { tags: ['User'], response: { 200: z.object({ user: sessionUserSchema }) } },
    },
    async (request) => ({ user: auth.sessionUser(requireUser(request)) }),
  );
};
