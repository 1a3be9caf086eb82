import { z } from 'zod';

export const SOURCE_STATES = ['ok', 'degraded', 'paused'] as const;

/**
 * What kind of failure a poll location's last read was (docs/sources.md): the source did not answer (network, HTTP
 * error, missing file), answered something that is not a feed (empty, not JSON Lines, no valid line, under half the
 * ads of the last good read), answered more than the limits allow, or our side failed storing it.
 */
export const SOURCE_ERROR_KINDS = ['unreachable', 'invalid', 'too-large', 'internal'] as const;
export const sourceErrorKindSchema = z.enum(SOURCE_ERROR_KINDS);
export type SourceErrorKind = z.infer<typeof sourceErrorKindSchema>;
/** The short Spanish words customers see for each kind. */
export const SOURCE_ERROR_TEXT: Record<SourceErrorKind, string> = {
  unreachable: 'no responde',
  invalid: 'respuesta no válida',
  'too-large': 'demasiado grande',
  internal: 'error interno',
};

export const sourceStateSchema = z.enum(SOURCE_STATES);
export type SourceState = z.infer<typeof sourceStateSchema>;

/** One source as GET /api/Sources/status reports it (admin only). Times are ISO-8601 strings. */
export const sourceStatusSchema = z.object({
  source: z.string(),
  /** The feed is always on; a connector is on when it is listed in SOURCES. */
  enabled: z.boolean(),
  /** ok: last call worked (or never called); degraded: last call failed; paused: the circuit breaker is open. */
  state: sourceStateSchema,
  lastOkAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** While in the future, the source is skipped and not called. */
  pausedUntil: z.string().nullable(),
  /** Failed calls in a row of the same kind (HTTP 403, or any other error); a success resets it. */
  consecutiveFailures: z.number().int(),
  /** The feed only: how many files or URLs it reads. */
  feedLocations: z.number().int().optional(),
});
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

export const sourcesStatusResponseSchema = z.array(sourceStatusSchema);
export type SourcesStatusResponse = z.infer<typeof sourcesStatusResponseSchema>;

/** One polled source as GET /api/Sources/freshness reports it (any signed-in user): how fresh the ads are. ISO-8601 times. */
export const sourceFreshnessSchema = z.object({
  source: z.string(),
  /** When every location of the source had last been read (null: one of them not read yet). */
  lastReadAt: z.string().nullable(),
  /** When the next read is due. */
  nextReadAt: z.string().nullable(),
  /** The last read's failure in a few Spanish words ("no responde"), never its detail; null when it worked. */
  lastError: z.string().nullable(),
  /** The same failure as a code, for clients to branch on. */
  errorKind: sourceErrorKindSchema.nullable(),
});
export type SourceFreshnessEntry = z.infer<typeof sourceFreshnessSchema>;

export const sourcesFreshnessResponseSchema = z.object({ sources: z.array(sourceFreshnessSchema) });
export type SourcesFreshnessResponse = z.infer<typeof sourcesFreshnessResponseSchema>;

/** One poll location as GET /api/Sources/polls reports it (admin only): its health, URL query strings redacted. */
export const sourcePollSchema = z.object({
  source: z.string(),
  /** The file, URL (query string shown as `?…`) or coarse query (`wallapop:1:40:-4`). */
  location: z.string(),
  lastGoodAt: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
  lastError: z.string().nullable(),
  errorKind: sourceErrorKindSchema.nullable(),
  adsRead: z.number().int().nullable(),
  badLines: z.number().int().nullable(),
  nextReadAt: z.string().nullable(),
});
export type SourcePoll = z.infer<typeof sourcePollSchema>;
export const sourcePollsResponseSchema = z.object({ polls: z.array(sourcePollSchema) });
export type SourcePollsResponse = z.infer<typeof sourcePollsResponseSchema>;
