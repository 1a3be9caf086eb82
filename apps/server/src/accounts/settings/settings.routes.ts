import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateUserSettingsRequestSchema, userSettingsSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/UserSettings',
    {
      config: { access: 'user' },
      schema: { tags: ['UserSettings'], description: "The caller's settings (defaults when never changed)", response: { 200: userSettingsSchema } },
    },
    async (request) => settings.get(requireUser(request).id),
  );

  app.put(
    '/api/UserSettings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['UserSettings'],
        description: 'Changes any subset of the settings; answers them all. Enabling WhatsApp needs a verified phone and stores a consent record.',
        body: updateUserSettingsRequestSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => settings.update(requireUser(request), request.body),
  );
};
