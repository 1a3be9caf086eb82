import { z } from 'zod';

export const SOURCE_STATES = ['ok', 'degraded', 'paused'] as const;

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
  lastError: z.string().nullable(),
});
export type SourceFreshnessEntry = z.infer<typeof sourceFreshnessSchema>;

export const sourcesFreshnessResponseSchema = z.object({ sources: z.array(sourceFreshnessSchema) });
export type SourcesFreshnessResponse = z.infer<typeof sourcesFreshnessResponseSchema>;
