import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
export const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** CSP hashes of the inline scripts of the built index.html (the theme script that runs before paint). */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The origin of the map tile template (`https://{s}.tile.example.org/...` keeps its `{s}` as a wildcard). */
export function tileOrigin(tileUrl: string | undefined): string | null {
  const match = tileUrl?.match(/^(https?):\/\/([^/]+)/i);
  if (!match) return null;
  return `${match[1].toLowerCase()}://${match[2].replace(/\{s\}/gi, '*')}`;
}

type Options = { webDist: string; mapTileUrl?: string };

/**
 * Helmet on every answer (docs/operations.md, "Headers and caching"): a CSP for the built app,
 * no framing, no referrer, HSTS only over TLS; API answers are never stored by caches.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { webDist, mapTileUrl }: Options) => {
  const tiles = tileOrigin(mapTileUrl);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDist), `${GOOGLE_IDENTITY}client`],
        // Leaflet and Google's button set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`],
        // Ads show images from the marketplaces; tiles come from the map server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE_IDENTITY],
        frameSrc: [GOOGLE_IDENTITY],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Google's sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below only when the request came over TLS (directly or through a trusted proxy).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${YEAR_SECONDS}; includeSubDomains`);
    if (request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});

/** For the web build: hashed assets never change; everything else (index.html) is revalidated each time. */
export function setStaticCacheHeaders(webDist: string) {
  const assets = path.join(webDist, 'assets') + path.sep;
  return (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
  };
}
