import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { unauthorized } from '../../http/app-error.js';
import type { Metrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so neither the token's content nor its length leaks through timing. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

async function sendMetrics(metrics: Metrics, reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-store')
    .type(metrics.registry.contentType)
    .send(await metrics.registry.metrics());
}

/** GET /metrics on the app itself, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoute(metrics: Metrics, token: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      return sendMetrics(metrics, reply);
    });
  };
}

/** METRICS_PORT: a listener of its own on 127.0.0.1 serving /metrics only, without a token (worker processes have no other). */
export async function startMetricsListener(metrics: Metrics, port: number): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', (_request, reply) => sendMetrics(metrics, reply));
  await server.listen({ host: '127.0.0.1', port });
  return server;
}
