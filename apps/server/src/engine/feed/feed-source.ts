import { createReadStream } from 'node:fs';
import type { AdSource, RawAd, SearchQuery } from '../types.js';
import { createFeedStats, parseFeedStream, type FeedStats } from './parse-feed.js';

export const FEED_SOURCE_NAME = 'feed';

export interface FeedLocationReport {
  location: string;
  stats: FeedStats;
  /** Why the location could not be read (or stopped being read); absent when it was read to the end. */
  error?: string;
}

export interface FeedSourceOptions {
  /** File paths and/or http(s) URLs, read in order. */
  locations: readonly string[];
  fetchImpl?: typeof fetch;
  /** Called once per location after it has been read (or has failed). */
  onLocationDone?: (report: FeedLocationReport) => void;
}

/** FEED_FILES is a comma-separated list of paths and URLs. */
export function parseFeedLocations(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const isUrlLocation = (location: string): boolean => /^https?:\/\//i.test(location);

/** The bytes of one location: a file read stream or an HTTP response body. */
export async function openFeedLocation(location: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<AsyncIterable<Uint8Array>> {
  if (!isUrlLocation(location)) return createReadStream(location, { signal, highWaterMark: 1 << 20 });
  const response = await fetchImpl(location, { signal, headers: { accept: 'application/x-ndjson, application/jsonl, text/plain, */*' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${location}`);
  if (!response.body) return (async function* () {})();
  return response.body;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The always-on feed source: reads every location for each search, keeping only the search's category
 * (other categories are dropped right after JSON.parse). Matching and scoring happen downstream.
 * A location that fails is reported and the next one is read; if every location fails, the search
 * fails with all the reasons. An aborted signal stops the search with the abort reason.
 */
export function createFeedSource(options: FeedSourceOptions): AdSource {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: FEED_SOURCE_NAME,
    async *search(query: SearchQuery, signal: AbortSignal): AsyncIterable<RawAd> {
      const failures: string[] = [];
      for (const location of options.locations) {
        signal.throwIfAborted();
        const stats = createFeedStats();
        let error: string | undefined;
        try {
          const chunks = await openFeedLocation(location, signal, fetchImpl);
          for await (const ad of parseFeedStream(chunks, { categoryId: query.categoryId }, stats)) {
            signal.throwIfAborted();
            yield ad;
          }
        } catch (caught) {
          if (signal.aborted) throw signal.reason ?? caught;
          error = messageOf(caught);
          failures.push(`${location}: ${error}`);
        }
        options.onLocationDone?.({ location, stats, ...(error === undefined ? {} : { error }) });
      }
      if (options.locations.length > 0 && failures.length === options.locations.length) {
        throw new Error(`Feed unavailable: ${failures.join('; ')}`);
      }
    },
  };
}
