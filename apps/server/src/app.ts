import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './http/auth.js';
import { publicRoutes, routeAccessGuard } from './http/route-access.js';
import { etagPlugin } from './http/etag.js';
import { readCachePlugin } from './http/read-cache.js';
import { readEpochOf } from './db/read-epoch.js';
import { handleFrameworkError, registerErrorHandling } from './http/error-handler.js';
import { compressionPlugin } from './http/compression.js';
import { loggerOptions } from './http/logger-options.js';
import { rateLimitsPlugin } from './http/rate-limits.js';
import { securityHeadersPlugin, setStaticCacheHeaders } from './http/security-headers.js';
import { createModules, type AppContext, type AppDeps } from './modules.js';
import { registerUploads } from './integrations/file-store.js';
import { metricsRoute } from './platform/metrics/metrics-routes.js';

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

  await app.register(routeAccessGuard);
  const modules = createModules(deps, app.log);
  const ctx: AppContext = {
    database: deps.database,
    engine: modules.engine,
    clocks: modules.clocks,
    metrics: modules.metrics,
    ...modules.services,
  };
  app.decorate('ctx', ctx);
  const { metrics } = modules;
  // Labelled by the route's pattern: raw URLs (ids, queries) would make a series per request.
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  registerErrorHandling(app);
  await app.register(securityHeadersPlugin, { webDist: config.webDist, mapTileUrl: config.VITE_MAP_TILE_URL });
  if (config.readCacheEnabled) await app.register(readCachePlugin, { readEpoch: readEpochOf(deps.database) });
  await app.register(etagPlugin);
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
    await app.register(
      publicRoutes((docs) =>
        docs.register(fastifySwaggerUi, {
          routePrefix: '/api/docs',
          staticCSP: true,
          // A style hash would disable 'unsafe-inline'; no upgrade to https on a plain-HTTP development server.
          transformStaticCSP: (header) =>
            header
              .replace(/style-src [^;]*/, "style-src 'self' https: 'unsafe-inline'")
              .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
              .replace(/\s*upgrade-insecure-requests;?/, ''),
          uiConfig: { docExpansion: 'list' },
        }),
      ),
    );
  }
  await app.register(authPlugin, { tokens: modules.tokens, users: modules.users });
  await app.register(rateLimitsPlugin, { limits: config.rateLimits });
  // Once for every upload route; each route reads its form with its own limits (http/multipart-form.ts).
  await app.register(fastifyMultipart);

  for (const routes of modules.routes) await app.register(routes);
  if (config.METRICS_TOKEN) await app.register(metricsRoute(metrics, config.METRICS_TOKEN));

  await app.register(publicRoutes((files) => registerStatic(files, deps)));
  return app as unknown as App;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

async function registerStatic(app: FastifyInstance, { config }: AppDeps) {
  await registerUploads(app, config.uploadsDir);
  const demoImages = path.join(assetsDir, 'demo-images');
  if (existsSync(demoImages)) await app.register(fastifyStatic, { root: demoImages, prefix: '/demo-images/', decorateReply: false, index: false });
  if (!existsSync(path.join(config.webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    setHeaders: setStaticCacheHeaders(config.webDist),
  });
  // Client-side routes: every GET outside /api that is not a file answers the SPA shell.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
}
