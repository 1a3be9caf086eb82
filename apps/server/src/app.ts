import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './http/auth.js';
import { registerErrorHandling } from './http/error-handler.js';
import { createModules, type AppContext, type AppDeps } from './modules.js';

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

  const modules = createModules(deps, app.log);
  const ctx: AppContext = { database: deps.database, engine: modules.engine, ...modules.services };
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
  await app.register(authPlugin, { tokens: modules.tokens, users: modules.users });
  for (const routes of modules.routes) await app.register(routes);

  await registerStatic(app, deps);
  return app as unknown as App;
}

async function registerStatic(app: FastifyInstance, { config }: AppDeps) {
  await app.register(fastifyStatic, { root: config.uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });
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
