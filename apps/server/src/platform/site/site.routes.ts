import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteService } from './site.service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Site'],
        description: 'What crawlers may index: the public pages, not the API nor any account page',
        security: [],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(site.robots()),
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { tags: ['Site'], description: 'The public pages, absolute with PUBLIC_URL', security: [], response: { 200: z.string() } },
    },
    async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(site.sitemap()),
  );
};
