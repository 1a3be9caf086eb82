import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContext, type AppContext, type AppDeps } from './app-context.js';
import { authPlugin } from './http/auth.js';
import { registerErrorHandling } from './http/error-handler.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { phoneRoutes } from './modules/phone/phone.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { searchesRoutes } from './modules/searches/searches.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { adsRoutes } from './modules/ads/ads.routes.js';
import { filteredRoutes } from './modules/filtered/filtered.routes.js';
import { likesRoutes } from './modules/likes/likes.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { sourcesRoutes } from './modules/sources/sources.routes.js';
import { registerUploads } from './integrations/file-store.js';

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the whole HTTP app as a plugin tree; never listens (tests use inject). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext(deps, app.log);
  app.decorate('ctx', ctx);
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Ojeador API', version: '0.1.0', description: 'Automated second-hand searches in Spain' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authPlugin, { tokens: ctx.tokens, users: ctx.users, adminEmail: config.adminEmail });

  await app.register(healthRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(phoneRoutes, { ctx });
  await app.register(catalogRoutes, { ctx });
  await app.register(subscriptionsRoutes, { ctx });
  await app.register(searchesRoutes, { ctx });
  await app.register(resultsRoutes, { ctx });
  await app.register(adsRoutes, { ctx });
  await app.register(likesRoutes, { ctx });
  await app.register(filteredRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(sourcesRoutes, { ctx });
  await app.register(ctx.experts.routes, { service: ctx.experts.service });
  await app.register(ctx.services.routes, { service: ctx.services.service });
  await app.register(ctx.payments.routes, { service: ctx.payments.service, panelUrl: '/expert-panel' });
  if (!config.isProduction) await app.register(devRoutes, { ctx });

  await registerStatic(app, deps);
  return app as unknown as App;
}

async function registerStatic(app: FastifyInstance, { config }: AppDeps) {
  await registerUploads(app, config.uploadsDir);
  const demoImages = path.join(assetsDir, 'demo-images');
  if (existsSync(demoImages)) await app.register(fastifyStatic, { root: demoImages, prefix: '/demo-images/', decorateReply: false, index: false });
  if (!existsSync(path.join(config.webDist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false });
  // Client-side routes: every GET outside /api that is not a file answers the SPA shell.
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
}
