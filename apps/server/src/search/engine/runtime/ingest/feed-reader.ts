import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isUrlLocation, redactLocation } from '../feed/feed-source.js';
import { createFeedStats, FeedLineTooLongError, MAX_LINE_LENGTH, parseFeedLine, splitLines, type FeedStats } from '../feed/parse-feed.js';
import type { RawAd } from '../../core/types.js';
import { adKeyOf, contentHashOf, lineHashOf } from './content-hash.js';
import { SourceReadError } from './read-error.js';
import type { PollValidators, SourcePollRow } from './source-polls.repository.js';

/** How much of a feed a poll reads at most (FEED_MAX_BYTES, FEED_MAX_LINE_CHARS; docs/feed-format.md). */
export type FeedLimits = { maxBytes: number; maxLineChars: number };
export const DEFAULT_FEED_LIMITS: FeedLimits = { maxBytes: 256 * 1024 * 1024, maxLineChars: MAX_LINE_LENGTH };

/** The control line of a feed emptied or cut down on purpose (docs/feed-format.md): taken as it is. */
const ALLOW_SHRINK = /^\s*\{\s*"allowShrink"\s*:\s*true\s*\}\s*$/;

type Location = Pick<SourcePollRow, 'location' | 'etag' | 'lastModified' | 'fileSize' | 'fileMtimeMs' | 'bodyHash'>;

const tooLarge = (maxBytes: number) => new SourceReadError('too-large', `feed larger than ${maxBytes} bytes (FEED_MAX_BYTES)`);

/** Passes a body through, hashing every byte of it, and stops it past `maxBytes`. */
async function* hashing(body: AsyncIterable<Uint8Array>, hash: Hash, maxBytes: number): AsyncIterable<Uint8Array> {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw tooLarge(maxBytes);
    hash.update(chunk);
    yield chunk;
  }
}

/** An ad read from a changed line (or from a source without lines): to compare with the store. */
export type ReadAd = { ad: RawAd; hash: string };

export type LocationRead =
  | { status: 'unchanged'; validators: PollValidators }
  | {
      status: 'read';
      /** Ads on lines this process did not see in its last read of the location (new, edited, or first read). */
      candidates: ReadAd[];
      /** Every ad key the location lists now. */
      present: Set<string>;
      stats: FeedStats;
      validators: PollValidators;
      /** Commits the line hashes of this read, once its ads are stored (an interrupted poll re-reads them). */
      remember: () => void;
      /** The feed holds the `{"allowShrink":true}` line: empty or much smaller on purpose. */
      allowShrink: boolean;
    };

/**
 * Reads one feed location for a poll: a file only when its size or mtime moved and, at the same size, its bytes
 * (a hash of the whole file); a URL with If-None-Match and If-Modified-Since (a 304 reads nothing). Lines identical to the ones this process read last time are not parsed
 * again (a hash of the raw line, kept in memory per location).
 */
export class FeedReader {
  private readonly seenLines = new Map<string, Map<string, string>>();

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly limits: FeedLimits = DEFAULT_FEED_LIMITS,
  ) {}

  async read(row: Location, signal: AbortSignal): Promise<LocationRead> {
    const opened = await this.open(row, signal);
    if (opened.status === 'unchanged') return opened;
    const body = createHash('sha256');
    const previous = this.seenLines.get(row.location);
    const next = new Map<string, string>();
    const stats = createFeedStats();
    const present = new Set<string>();
    const byKey = new Map<string, ReadAd>();
    const { maxBytes, maxLineChars } = this.limits;
    let allowShrink = false;
    try {
      for await (const lines of splitLines(hashing(opened.body, body, maxBytes), maxLineChars)) {
        signal.throwIfAborted();
        for (const line of lines) {
          if (line.length > maxLineChars) throw new FeedLineTooLongError(maxLineChars);
          if (ALLOW_SHRINK.test(line)) {
            allowShrink = true;
            stats.lines++;
            stats.blank++;
            continue;
          }
          const lineHash = lineHashOf(line);
          const known = previous?.get(lineHash);
          if (known !== undefined) {
            stats.lines++;
            stats.ok++;
            present.add(known);
            next.set(lineHash, known);
            continue;
          }
          const ad = parseFeedLine(line, stats);
          if (!ad) continue;
          const key = adKeyOf(ad);
          present.add(key);
          next.set(lineHash, key);
          // The same ad twice in one location: the last copy wins, as in a run.
          byKey.set(key, { ad, hash: contentHashOf(ad) });
        }
      }
    } catch (error) {
      if (error instanceof FeedLineTooLongError) throw new SourceReadError('too-large', `${error.message} (FEED_MAX_LINE_CHARS)`);
      throw error;
    }
    // A body that lists no ad is a broken answer (an error page, a truncated upload), not a feed with no ads.
    if (!allowShrink && stats.ok === 0) {
      const reason = stats.lines === stats.blank ? 'empty feed' : `no valid line (${stats.bad} bad; first: ${stats.errors[0]?.reason ?? '?'})`;
      throw new SourceReadError('invalid', reason);
    }
    return {
      status: 'read',
      candidates: [...byKey.values()],
      present,
      stats,
      validators: { ...opened.validators, bodyHash: body.digest('hex') },
      remember: () => this.seenLines.set(row.location, next),
      allowShrink,
    };
  }

  /** Forgets a location's lines (its next read parses everything). */
  forget(location: string) {
    this.seenLines.delete(location);
  }

  private async open(
    row: Location,
    signal: AbortSignal,
  ): Promise<{ status: 'unchanged'; validators: PollValidators } | { status: 'open'; body: AsyncIterable<Uint8Array>; validators: PollValidators }> {
    if (!isUrlLocation(row.location)) {
      const info = await stat(row.location);
      if (info.size > this.limits.maxBytes) throw tooLarge(this.limits.maxBytes);
      const validators = { fileSize: info.size, fileMtimeMs: info.mtimeMs };
      if (row.fileSize === info.size && row.fileMtimeMs === info.mtimeMs) return { status: 'unchanged', validators };
      // Same size, new mtime (rewritten, copied again, touched): one hash of the file tells whether a byte changed.
      if (row.fileSize === info.size && row.bodyHash) {
        const hash = createHash('sha256');
        for await (const chunk of createReadStream(row.location, { signal, highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
        const bodyHash = hash.digest('hex');
        if (bodyHash === row.bodyHash) return { status: 'unchanged', validators: { ...validators, bodyHash } };
      }
      return { status: 'open', body: createReadStream(row.location, { signal, highWaterMark: 1 << 20 }), validators };
    }
    const headers: Record<string, string> = { accept: 'application/x-ndjson, application/jsonl, text/plain, */*' };
    if (row.etag) headers['if-none-match'] = row.etag;
    if (row.lastModified) headers['if-modified-since'] = row.lastModified;
    const response = await this.fetchImpl(row.location, { signal, headers });
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: 'unchanged', validators: {} };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status} from ${redactLocation(row.location)}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > this.limits.maxBytes) {
      await response.body?.cancel();
      throw tooLarge(this.limits.maxBytes);
    }
    const validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
    return { status: 'open', body: response.body ?? (async function* () {})(), validators };
  }
}
