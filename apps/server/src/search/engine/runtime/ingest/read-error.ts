import type { SourceErrorKind } from '@ojeador/shared';
import { redactUrls } from '../feed/feed-source.js';

/** A read that failed for a reason we name (docs/sources.md): the kind customers see, the detail operators do. */
export class SourceReadError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SourceReadError';
  }
}

const UNREACHABLE_CODES = new Set(['ENOENT', 'EACCES', 'EISDIR', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'UND_ERR_SOCKET']);

/** What kind of failure an error of a poll is: a named one, the source not answering, or our own. */
export function errorKindOf(error: unknown): SourceErrorKind {
  if (error instanceof SourceReadError) return error.kind;
  if (!(error instanceof Error)) return 'internal';
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'unreachable';
  if (error instanceof SyntaxError) return 'invalid';
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'unreachable';
  // fetch's network failures, and the HTTP statuses the readers and connectors report.
  if (error.message === 'fetch failed' || /^HTTP \d{3}\b/.test(error.message)) return 'unreachable';
  return 'internal';
}

/** An error's detail as the administrator may see it: first lines only, no query parameters, no URL query strings. */
export function errorDetailOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return redactUrls(message.split('\nparams:')[0]).slice(0, 500);
}
