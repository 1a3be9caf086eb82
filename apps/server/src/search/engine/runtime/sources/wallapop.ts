import { SourceReadError } from '../ingest/read-error.js';
import type { AdSource, RawAd, SearchQuery } from '../../core/types.js';
import { CircuitBreaker, type CircuitBreakerPolicy } from './circuit-breaker.js';
import { PoliteHttp, type RetryNotice, type RetryPolicy } from './polite-http.js';
import { RateLimiter, type Sleep } from './rate-limiter.js';
import type { SourceStatusRepository } from './source-status.repository.js';
import { mapWallapopItem, WALLAPOP_CATEGORY_IDS } from './wallapop-item.js';

export const WALLAPOP_SOURCE_NAME = 'wallapop';
export const WALLAPOP_SEARCH_PATH = '/api/v3/search';
export const WALLAPOP_MAX_PAGES = 10;
export const WALLAPOP_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'User-Agent': 'Ojeador/0.1 (busquedas automaticas de segunda mano)',
  'X-DeviceOS': '0',
};

/** Enough of a logger for a source (Fastify's logger fits). */
export type SourceLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

export type WallapopSourceOptions = {
  apiBase: string;
  statusRepository: SourceStatusRepository;
  log: SourceLog;
  /** Gap between two calls of this process (default 1000 ms). */
  minIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
  breaker?: Partial<CircuitBreakerPolicy>;
  maxPages?: number;
  fetchImpl?: typeof fetch;
  sleep?: Sleep;
  random?: () => number;
  now?: () => Date;
};

/** Keywords as Wallapop takes them: our "quoted phrase" marks dropped, spaces collapsed. */
const wallapopKeywords = (keywords: string) => keywords.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();

/** The search URL for one page; the next_page token is opaque and sent back as it came. */
export function wallapopSearchUrl(apiBase: string, query: SearchQuery, nextPage: string | null): string {
  const url = new URL(WALLAPOP_SEARCH_PATH, apiBase);
  const params = url.searchParams;
  const keywords = wallapopKeywords(query.keywords);
  if (keywords) params.set('keywords', keywords);
  if (query.latitude !== null && query.longitude !== null) {
    params.set('latitude', String(query.latitude));
    params.set('longitude', String(query.longitude));
    if (query.radiusKm !== null) params.set('distance_in_km', String(query.radiusKm));
  }
  if (query.minPrice !== null) params.set('min_sale_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_sale_price', String(query.maxPrice));
  params.set('category_id', String(WALLAPOP_CATEGORY_IDS[query.categoryId]));
  params.set('order_by', 'newest');
  if (nextPage) params.set('next_page', nextPage);
  return url.toString();
}

type SearchPage = { items: unknown[]; nextPage: string | null };

/** `data.section.payload.items[]` and `meta.next_page`; anything else is an unexpected answer. */
export function readSearchPage(body: unknown): SearchPage {
  const root = body as { data?: { section?: { payload?: { items?: unknown } } }; meta?: { next_page?: unknown } } | null;
  const items = root?.data?.section?.payload?.items;
  if (!Array.isArray(items)) throw new SourceReadError('invalid', 'Wallapop answered without data.section.payload.items');
  const next = root?.meta?.next_page;
  return { items, nextPage: typeof next === 'string' && next !== '' ? next : null };
}

/**
 * The Wallapop connector (docs/sources.md): pages through /api/v3/search newest first, politely (one
 * call per interval per process, back-off on 429/5xx) and behind a circuit breaker shared through
 * `source_status`. While the breaker is open the source yields nothing and calls nothing.
 */
/** A source read page by page: `stopAfterPage` ends the read after a page (a poll stops at the first known page). */
export type PagedSource = AdSource & {
  search(query: SearchQuery, signal: AbortSignal, paging?: { stopAfterPage?: (page: RawAd[]) => Promise<boolean> }): AsyncIterable<RawAd>;
};

export function createWallapopSource(options: WallapopSourceOptions): PagedSource {
  const { log } = options;
  const maxPages = options.maxPages ?? WALLAPOP_MAX_PAGES;
  const nowMs = options.now ? () => options.now!().getTime() : Date.now;
  const limiter = new RateLimiter({ minIntervalMs: options.minIntervalMs ?? 1000, now: nowMs, sleep: options.sleep });
  const onRetry = (notice: RetryNotice) => log.warn({ source: WALLAPOP_SOURCE_NAME, ...notice }, 'source call retried');
  const http = new PoliteHttp({
    limiter,
    retry: options.retry,
    fetchImpl: options.fetchImpl,
    sleep: options.sleep,
    random: options.random,
    now: nowMs,
    onRetry,
  });
  const breaker = new CircuitBreaker({ source: WALLAPOP_SOURCE_NAME, repository: options.statusRepository, policy: options.breaker, now: options.now });

  async function fetchPage(url: string, signal: AbortSignal): Promise<SearchPage> {
    try {
      const page = readSearchPage(await http.getJson(url, { ...WALLAPOP_HEADERS }, signal));
      await breaker.recordSuccess();
      return page;
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      const status = await breaker.recordFailure(error);
      if (status.state === 'paused')
        log.warn({ source: WALLAPOP_SOURCE_NAME, pausedUntil: status.pausedUntil, lastError: status.lastError }, 'source paused by its circuit breaker');
      throw error;
    }
  }

  return {
    name: WALLAPOP_SOURCE_NAME,
    async *search(query: SearchQuery, signal: AbortSignal, paging?: { stopAfterPage?: (page: RawAd[]) => Promise<boolean> }): AsyncIterable<RawAd> {
      const skipped: string[] = [];
      let nextPage: string | null = null;
      try {
        for (let page = 1; page <= maxPages; page += 1) {
          const pausedUntil = await breaker.pausedUntil();
          if (pausedUntil) {
            log.info({ source: WALLAPOP_SOURCE_NAME, pausedUntil }, 'source paused; skipped in this run');
            return;
          }
          const result = await fetchPage(wallapopSearchUrl(options.apiBase, query, nextPage), signal);
          const pageAds: RawAd[] = [];
          for (const item of result.items) {
            const mapped = mapWallapopItem(item, query.categoryId);
            if (mapped.ok) {
              pageAds.push(mapped.ad);
              yield mapped.ad;
            } else skipped.push(mapped.reason);
          }
          if (paging?.stopAfterPage && (await paging.stopAfterPage(pageAds))) return;
          nextPage = result.nextPage;
          if (!nextPage) return;
        }
        log.info({ source: WALLAPOP_SOURCE_NAME, maxPages }, 'source page limit reached');
      } finally {
        // Bad items cost only themselves; the count goes to the log like the feed's bad lines.
        if (skipped.length > 0) log.warn({ source: WALLAPOP_SOURCE_NAME, skipped: skipped.length, first: skipped.slice(0, 5) }, 'source items skipped');
      }
    },
  };
}
