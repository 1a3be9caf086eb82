import { setTimeout as delay } from 'node:timers/promises';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms` (or rejects with the abort reason when the signal fires first). */
export const abortableSleep: Sleep = async (ms, signal) => {
  if (ms <= 0) return signal?.throwIfAborted();
  await delay(ms, undefined, { signal });
};

export type RateLimiterOptions = {
  /** Smallest gap between the start of two calls; 1000 = at most one call per second. */
  minIntervalMs: number;
  now?: () => number;
  sleep?: Sleep;
};

/**
 * At most one call per `minIntervalMs`, shared by every run of the process that holds the limiter.
 * Callers reserve the next free slot in arrival order, so concurrent runs queue up instead of bursting.
 */
export class RateLimiter {
  private nextSlotAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly sleep: Sleep;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? abortableSleep;
  }

  /** Resolves when the caller may send its request. */
  async acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const now = this.now();
    const slot = Math.max(now, this.nextSlotAt);
    this.nextSlotAt = slot + this.options.minIntervalMs;
    await this.sleep(slot - now, signal);
  }
}
