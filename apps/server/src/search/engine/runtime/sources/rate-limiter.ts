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
 * Callers queue in arrival order, so concurrent runs do not burst; each waits until the interval has passed
 * since the previous caller was actually released (a wake-up delayed by a busy event loop pushes the next
 * one back rather than letting two calls leave closer together than the interval).
 */
export class RateLimiter {
  private lastReleaseAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly sleep: Sleep;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? abortableSleep;
  }

  /** Resolves when the caller may send its request. */
  async acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const previous = this.queue;
    let done!: () => void;
    this.queue = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      const slot = Math.max(this.now(), this.lastReleaseAt + this.options.minIntervalMs);
      await this.sleep(slot - this.now(), signal);
      // The slot, not the clock, when a test's clock stands still; the clock when the wake-up came late.
      this.lastReleaseAt = Math.max(this.now(), slot);
    } finally {
      done();
    }
  }
}
