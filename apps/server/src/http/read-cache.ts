import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matches, weakEtag } from './etag.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on the database and the caller: kept while the epochs of its scopes stand
     * (decision 038). `{ search }`: the route parameter that names a search, whose own scope counts too;
     * `results`: the answer shows the search's results' ads and likes, whose scope counts too, and the caller's likes
     * (decision 042); `caller: false`: nothing else of the caller's own (their other searches) changes it.
     */
    readCache?: true | { search: string; results?: boolean; caller?: false };
  }
  interface FastifyRequest {
    /** The data epoch read before a cacheable read ran (null: not cached). */
    readCacheEpoch: number | null;
    /** The in-flight computation this request leads (null: not leading one). */
    readCacheFlight: Flight | null;
  }
}

/**
 * How long an entry may serve without a write: what bounds the drift of an ad seen again, the one write no epoch
 * follows (decision 038); the 30-day "Ya no disponibles" rule is a write since decision 039.
 */
export const READ_CACHE_MAX_AGE_MS = 60_000;

type Encoding = 'br' | 'gzip';
type Flight = { epoch: number; done: Promise<void>; finish: () => void };
type Entry = { epoch: number; body: string; etag: string; storedAt: number; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * Serialized answers of the hot reads, least recently used first out, bounded by the bytes of their bodies.
 * An entry is good only for the epoch it was computed at and for `maxAgeMs` (answers that depend on the clock,
 * such as "Ya no disponibles" after 30 days, drift by at most that much).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, epoch: number): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.epoch !== epoch || this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.delete(key, entry);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The body compressed as asked, made once per entry (compression is most of what a hit would cost). */
  encoded(entry: Entry, encoding: Encoding): Buffer {
    const known = entry.encoded[encoding];
    if (known) return known;
    const made = encoding === 'br' ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(entry.body);
    entry.encoded[encoding] = made;
    this.bytes += made.length;
    return made;
  }

  set(key: string, entry: Omit<Entry, 'storedAt' | 'encoded'>): void {
    const size = entry.body.length;
    if (size > this.limits.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    this.entries.set(key, { ...entry, storedAt: this.now(), encoded: {} });
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest, old);
    }
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  }
}

export type ReadCacheOptions = {
  /** The epoch of these scopes (one cheap query); null when unknown, which bypasses the cache. */
  readEpoch: (scopes: readonly string[]) => Promise<number | null>;
  maxBytes?: number;
  maxAgeMs?: number;
};

/** Same choice and threshold as the compression plugin (http/compression.ts): brotli, else gzip, from 1 KB. */
function encodingFor(request: FastifyRequest, body: string): Encoding | null {
  if (body.length < 1024) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** What a cached read depends on: everything global, the caller's own, the search its route names, its results' ads and the caller's likes. */
function scopesOf(request: FastifyRequest): string[] {
  const option = request.routeOptions.config?.readCache;
  const scopes = typeof option === 'object' && option.caller === false ? ['global'] : ['global', `user:${request.currentUser!.id}`];
  if (typeof option !== 'object') return scopes;
  const searchId = Number((request.params as Record<string, unknown>)[option.search]);
  scopes.push(`search:${searchId}`);
  // A like touches its liker's pages only (decision 042): the page shows whether the caller likes each ad.
  if (option.results) scopes.push(`results:${searchId}`, `likes:${request.currentUser!.id}`);
  return scopes;
}

const cacheKey = (request: FastifyRequest) => `${request.currentUser!.id}:${request.currentUser!.appRole}:${request.url}`;

/**
 * Serves an opted-in GET from memory when nothing it depends on has been written since it was computed: the
 * database bumps the epochs of the scopes a write touches at its commit (migration 0039, decision 038), so a hit
 * costs one query. The answer is the same for the same caller, so the route's own access check is not repeated:
 * whatever could change it (the search, its hires, the user's role) is a tracked write of its scopes or part of the key. Answers carry
 * `x-read-cache: hit|miss`. Registered before the ETag plugin, which then reuses the stored tag; a hit is
 * compressed once per entry and encoding, not per request. Concurrent misses of one key compute once
 * (single flight): the others wait for the first and are served its answer.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const cache = new ReadCache({ maxBytes: options.maxBytes ?? 32 * 1024 * 1024, maxAgeMs: options.maxAgeMs ?? READ_CACHE_MAX_AGE_MS });
  /** Misses being computed, by key: the same read asked again meanwhile waits for it instead of computing too. */
  const inFlight = new Map<string, Flight>();
  app.decorateRequest('readCacheEpoch', null);
  app.decorateRequest('readCacheFlight', null);

  const serve = (request: FastifyRequest, reply: FastifyReply, hit: Entry) => {
    reply.header('x-read-cache', 'hit').header('etag', hit.etag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = encodingFor(request, hit.body);
    if (!encoding) return reply.send(hit.body);
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(cache.encoded(hit, encoding));
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache || !request.currentUser) return;
    const epoch = await options.readEpoch(scopesOf(request));
    if (epoch === null) return;
    const key = cacheKey(request);
    const hit = cache.get(key, epoch);
    if (hit) return serve(request, reply, hit);
    const flight = inFlight.get(key);
    if (flight && flight.epoch === epoch) {
      await flight.done;
      const computed = cache.get(key, epoch);
      if (computed) return serve(request, reply, computed);
    } else {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      const own: Flight = { epoch, done, finish };
      inFlight.set(key, own);
      request.readCacheFlight = own;
    }
    request.readCacheEpoch = epoch;
    reply.header('x-read-cache', 'miss');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.readCacheEpoch === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    cache.set(cacheKey(request), { epoch: request.readCacheEpoch, body: payload, etag });
    return payload;
  });

  /** Whatever became of the computing request (answered, failed, aborted), its waiters go on. */
  const land = async (request: FastifyRequest) => {
    const flight = request.readCacheFlight;
    if (!flight) return;
    request.readCacheFlight = null;
    const key = cacheKey(request);
    if (inFlight.get(key) === flight) inFlight.delete(key);
    flight.finish();
  };
  app.addHook('onResponse', land);
  app.addHook('onRequestAbort', land);
});
