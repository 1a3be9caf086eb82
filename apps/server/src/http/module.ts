import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * What every `create<Area>Module(deps)` answers: the module's service (what other modules may use,
 * through a narrow `Pick<>` of it) and its routes, a plugin already bound to that service alone.
 */
export type Module<Service> = { service: Service; routes: FastifyPluginAsync };

/** Binds a route plugin to its options (its own service), so app.ts registers it without knowing them. */
export function bindRoutes<Options extends Record<string, unknown>>(plugin: FastifyPluginAsyncZod<Options>, options: Options): FastifyPluginAsync {
  return async (app) => {
    await app.withTypeProvider<ZodTypeProvider>().register(plugin, options);
  };
}

/** A module without HTTP calls in this configuration. */
export const noRoutes: FastifyPluginAsync = async () => {};
