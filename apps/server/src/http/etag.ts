import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET read the browser may keep and revalidate: an ETag, `private, no-cache`, and 304 when unchanged. */
    etag?: boolean;
  }
}

/**
 * Weak ETags over the JSON before compression (so one tag serves gzip, brotli and identity). API answers are
 * `no-store` by default; a route that opts in is kept by the browser and revalidated on every use, so an
 * unchanged results page costs a 304 with no body. Registered before compression: a 304 has nothing to compress.
 */
export const etagPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.routeOptions.config?.etag) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const known = reply.getHeader('etag');
    const tag = typeof known === 'string' ? known : weakEtag(payload);
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], tag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});

/** The weak ETag of an answer's bytes (the read cache keeps it beside the body). */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag || value === opaque || value === `W/${opaque}`;
  });
}
