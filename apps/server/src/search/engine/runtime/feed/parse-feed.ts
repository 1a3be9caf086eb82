import type { CategoryId, RawAd } from '../../core/types.js';
import { describeInvalidLine, validateFeedLine } from './feed-schema.js';

/** How many bad-line reasons are kept (the count goes on). */
export const MAX_REPORTED_ERRORS = 5;
/** Longer lines are rejected without parsing. */
export const MAX_LINE_LENGTH = 200_000;

export interface FeedLineError {
  /** 1-based line number. */
  line: number;
  reason: string;
}

export interface FeedStats {
  /** Lines read, blank ones included. */
  lines: number;
  ok: number;
  bad: number;
  blank: number;
  /** Valid JSON objects of another category, left unvalidated (see ParseFeedOptions.categoryId). */
  skipped: number;
  /** The first MAX_REPORTED_ERRORS bad lines. */
  errors: FeedLineError[];
}

export interface ParseFeedOptions {
  /** Only keep this category: other lines are skipped right after JSON.parse, before validation. */
  categoryId?: CategoryId;
}

export function createFeedStats(): FeedStats {
  return { lines: 0, ok: 0, bad: 0, blank: 0, skipped: 0, errors: [] };
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return false;
  }
  return true;
}

function reject(stats: FeedStats, reason: string): null {
  stats.bad++;
  if (stats.errors.length < MAX_REPORTED_ERRORS) stats.errors.push({ line: stats.lines, reason });
  return null;
}

/**
 * Parses one line and updates the stats; returns the ad or null (blank, skipped or bad). Never throws.
 * A byte-order mark or a trailing \r is tolerated.
 */
export function parseFeedLine(line: string, stats: FeedStats, options: ParseFeedOptions = {}): RawAd | null {
  stats.lines++;
  if (isBlank(line)) {
    stats.blank++;
    return null;
  }
  if (line.length > MAX_LINE_LENGTH) return reject(stats, `line longer than ${MAX_LINE_LENGTH} characters`);
  let value: unknown;
  try {
    value = JSON.parse(line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
  } catch {
    return reject(stats, 'invalid JSON');
  }
  if (options.categoryId !== undefined && typeof value === 'object' && value !== null) {
    const category = (value as { category?: unknown }).category;
    if (category !== options.categoryId && (category === 1 || category === 2 || category === 3)) {
      stats.skipped++;
      return null;
    }
  }
  const ad = validateFeedLine(value);
  if (!ad) return reject(stats, describeInvalidLine(value));
  stats.ok++;
  return ad;
}

/** Parses a JSON Lines text lazily, one ad at a time (nothing is kept). Returns the stats at the end. */
export function* iterateFeedText(text: string, options: ParseFeedOptions = {}, stats: FeedStats = createFeedStats()): Generator<RawAd, FeedStats> {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const ad = parseFeedLine(text.slice(start, end), stats, options);
    if (ad) yield ad;
    start = end + 1;
  }
  return stats;
}

/** Parses a whole JSON Lines text. Bad lines are counted in `stats`, never fatal. */
export function parseFeedText(text: string, options: ParseFeedOptions = {}): { ads: RawAd[]; stats: FeedStats } {
  const stats = createFeedStats();
  const ads = Array.from(iterateFeedText(text, options, stats));
  return { ads, stats };
}

/** A streamed line grew past the limit given to splitLines (the read stops there). */
export class FeedLineTooLongError extends Error {
  constructor(readonly maxLineChars: number) {
    super(`a line longer than ${maxLineChars} characters`);
    this.name = 'FeedLineTooLongError';
  }
}

/**
 * Splits a stream of text or UTF-8 bytes (a file read stream, a fetch body, ...) into lines, in
 * batches (one per chunk) to keep per-line async overhead out of the hot path.
 */
export async function* splitLines(chunks: AsyncIterable<string | Uint8Array>, maxLineChars = Infinity): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  for await (const chunk of chunks) {
    const text = pending + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const lastBreak = text.lastIndexOf('\n');
    if (lastBreak < 0) {
      // A line that never ends would otherwise be held, and copied, whole.
      if (text.length > maxLineChars) throw new FeedLineTooLongError(maxLineChars);
      pending = text;
      continue;
    }
    pending = text.slice(lastBreak + 1);
    if (pending.length > maxLineChars) throw new FeedLineTooLongError(maxLineChars);
    yield text.slice(0, lastBreak).split('\n');
  }
  const rest = pending + decoder.decode();
  if (rest) yield [rest];
}

/**
 * Parses a JSON Lines stream (text or bytes) into ads. `stats` is updated as lines go by and returned
 * at the end, so a caller can read it after `for await` as well.
 */
export async function* parseFeedStream(
  chunks: AsyncIterable<string | Uint8Array>,
  options: ParseFeedOptions = {},
  stats: FeedStats = createFeedStats(),
): AsyncGenerator<RawAd, FeedStats> {
  for await (const lines of splitLines(chunks)) {
    for (const line of lines) {
      const ad = parseFeedLine(line, stats, options);
      if (ad) yield ad;
    }
  }
  return stats;
}

/** Same as parseFeedStream for a source that already yields one line per item (node:readline). */
export async function* parseFeedLines(
  lines: AsyncIterable<string>,
  options: ParseFeedOptions = {},
  stats: FeedStats = createFeedStats(),
): AsyncGenerator<RawAd, FeedStats> {
  for await (const line of lines) {
    const ad = parseFeedLine(line, stats, options);
    if (ad) yield ad;
  }
  return stats;
}
