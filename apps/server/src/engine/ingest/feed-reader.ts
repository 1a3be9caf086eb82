import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isUrlLocation } from '../feed/feed-source.js';
import { createFeedStats, parseFeedLine, splitLines, type FeedStats } from '../feed/parse-feed.js';
import type { RawAd } from '../types.js';
import { adKeyOf, contentHashOf, lineHashOf } from './content-hash.js';
import type { PollValidators, SourcePollRow } from './source-polls.repository.js';

type Location = Pick<SourcePollRow, 'location' | 'etag' | 'lastModified' | 'fileSize' | 'fileMtimeMs' | 'bodyHash'>;

/** Passes a body through, hashing every byte of it. */
async function* hashing(body: AsyncIterable<Uint8Array>, hash: Hash): AsyncIterable<Uint8Array> {
  for await (const chunk of body) {
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
    };

/**
 * Reads one feed location for a poll: a file only when its size or mtime moved and, at the same size, its bytes
 * (a hash of the whole file); a URL with If-None-Match and If-Modified-Since (a 304 reads nothing). Lines identical to the ones this process read last time are not parsed
 * again (a hash of the raw line, kept in memory per location).
 */
export class FeedReader {
  private readonly seenLines = new Map<string, Map<string, string>>();

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  async read(row: Location, signal: AbortSignal): Promise<LocationRead> {
    const opened = await this.open(row, signal);
    if (opened.status === 'unchanged') return opened;
    const body = createHash('sha256');
    const previous = this.seenLines.get(row.location);
    const next = new Map<string, string>();
    const stats = createFeedStats();
    const present = new Set<string>();
    const byKey = new Map<string, ReadAd>();
    for await (const lines of splitLines(hashing(opened.body, body))) {
      signal.throwIfAborted();
      for (const line of lines) {
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
    return {
      status: 'read',
      candidates: [...byKey.values()],
      present,
      stats,
      validators: { ...opened.validators, bodyHash: body.digest('hex') },
      remember: () => this.seenLines.set(row.location, next),
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
      throw new Error(`HTTP ${response.status} from ${row.location}`);
    }
    const validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
    return { status: 'open', body: response.body ?? (async function* () {})(), validators };
  }
}
