import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from './auth.js';

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the access it declares, for the start-up check and the route-walk test. */
    routeAccessTable: RouteEntry[];
  }
}

const methodsOf = (route: RouteOptions) => ([] as string[]).concat(route.method);

/**
 * Every route states who may call it. Registered first, so it sees every route; a route that reaches
 * `ready` without `config.access` stops the server from starting instead of silently being public.
 */
export const routeAccessGuard = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  const routes: RouteOptions[] = [];
  app.decorate('routeAccessTable', table);
  // Read at ready, not here: a wrapper's own onRoute hook (publicRoutes) runs after this one.
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared: string[] = [];
    for (const route of routes) {
      const access = route.config?.access;
      for (const method of methodsOf(route)) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        if (access) table.push({ method, url: route.url, access });
        else undeclared.push(`${method} ${route.url}`);
      }
    }
    if (undeclared.length) throw new Error(`Routes without config.access (public, user or roles): ${undeclared.join(', ')}`);
  });
});

/**
 * Registers a third-party plugin (static files, the docs UI) whose routes cannot carry our config,
 * declaring all of them public.
 */
export function publicRoutes(register: (app: FastifyInstance) => PromiseLike<unknown>): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await register(app);
  };
}
