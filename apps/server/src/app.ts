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
import { handleFrameworkError, registerErrorHandling } from './http/error-handler.js';
import { compressionPlugin } from './http/compression.js';
import { loggerOptions } from './http/logger-options.js';
import { rateLimitsPlugin } from './http/rate-limits.js';
import { securityHeadersPlugin, setStaticCacheHeaders } from './http/security-headers.js';
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

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the whole HTTP app as a plugin tree; never listens (tests use inject). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    // A hop count trusts that many proxies in front (fastify's types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext(deps, app.log);
  app.decorate('ctx', ctx);
  registerErrorHandling(app);
  await app.register(securityHeadersPlugin, { webDist: config.webDist, mapTileUrl: config.VITE_MAP_TILE_URL });
  await app.register(compressionPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Ojeador API', version: '0.1.0', description: 'Automated second-hand searches in Spain' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The UI carries its own CSP for its inline scripts (staticCSP); it also sets inline styles.
  if (config.apiDocsEnabled) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // A style hash would disable 'unsafe-inline'; no upgrade to https on a plain-HTTP development server.
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*/, "style-src 'self' https: 'unsafe-inline'")
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list' },
    });
  }
  await app.register(authPlugin, { tokens: ctx.tokens, users: ctx.users, adminEmail: config.adminEmail });
  await app.register(rateLimitsPlugin, { limits: config.rateLimits });

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
  if (!config.isProduction) await app.register(devRoutes, { ctx });

  await registerStatic(app, deps);
  return app as unknown as App;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

async function registerStatic(app: FastifyInstance, { config }: AppDeps) {
  await app.register(fastifyStatic, { root: config.uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });
  const demoImages = path.join(assetsDir, 'demo-images');
  if (existsSync(demoImages)) await app.register(fastifyStatic, { root: demoImages, prefix: '/demo-images/', decorateReply: false, index: false });
  if (!existsSync(path.join(config.webDist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false, cacheControl: false, setHeaders: setStaticCacheHeaders(config.webDist) });
  // Client-side routes: every GET outside /api that is not a file answers the SPA shell.
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
}
