import { HttpStatusError } from './polite-http.js';
import type { SourceStatusChange, SourceStatusRepository, SourceStatusRow } from './source-status.repository.js';

export type CircuitBreakerPolicy = {
  /** This many HTTP 403 answers in a row pause the source... */
  pauseAfter: number;
  /** ...for this long. */
  pauseForMs: number;
};

export const DEFAULT_BREAKER_POLICY: CircuitBreakerPolicy = { pauseAfter: 3, pauseForMs: 30 * 60_000 };

/** A 403 means the platform refuses us (blocked, or its terms changed): retrying would make it worse. */
export const isBlockedAnswer = (error: unknown) => error instanceof HttpStatusError && error.status === 403;

const BLOCKED_ERROR_PREFIX = 'HTTP 403';
const MAX_ERROR_LENGTH = 500;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * The row after one failed call. `consecutiveFailures` counts failures in a row of the same kind
 * (403s, or any other error); the source pauses when the 403 streak reaches `pauseAfter`. A call made
 * after the pause (the probe) that gets a 403 again pauses it again at once; other failures are 'degraded'.
 */
export function statusAfterFailure(current: SourceStatusRow, error: unknown, policy: CircuitBreakerPolicy, now: Date): SourceStatusChange {
  const blocked = isBlockedAnswer(error);
  const lastWasBlocked = current.lastError?.startsWith(BLOCKED_ERROR_PREFIX) ?? false;
  const sameKind = current.consecutiveFailures > 0 && lastWasBlocked === blocked;
  const consecutiveFailures = sameKind ? current.consecutiveFailures + 1 : 1;
  const lastError = messageOf(error);
  if (blocked && consecutiveFailures >= policy.pauseAfter) {
    return { state: 'paused', pausedUntil: new Date(now.getTime() + policy.pauseForMs), lastError, consecutiveFailures };
  }
  return { state: 'degraded', pausedUntil: null, lastError, consecutiveFailures };
}

export type CircuitBreakerOptions = {
  source: string;
  repository: SourceStatusRepository;
  policy?: Partial<CircuitBreakerPolicy>;
  now?: () => Date;
};

/** A source's circuit breaker, kept in `source_status` so every worker process shares it. */
export class CircuitBreaker {
  readonly policy: CircuitBreakerPolicy;
  private readonly now: () => Date;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.policy = { ...DEFAULT_BREAKER_POLICY, ...options.policy };
    this.now = options.now ?? (() => new Date());
  }

  /** When the source may be called again; null when it may be called now. */
  async pausedUntil(): Promise<Date | null> {
    const row = await this.options.repository.find(this.options.source);
    if (row?.state !== 'paused' || !row.pausedUntil) return null;
    return row.pausedUntil > this.now() ? row.pausedUntil : null;
  }

  recordSuccess(): Promise<void> {
    return this.options.repository.recordSuccess(this.options.source, this.now());
  }

  recordFailure(error: unknown): Promise<SourceStatusRow> {
    return this.options.repository.update(this.options.source, (current) => statusAfterFailure(current, error, this.policy, this.now()));
  }
}
