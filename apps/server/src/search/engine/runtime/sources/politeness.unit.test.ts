import { describe, expect, it } from 'vitest';
import { statusAfterFailure } from './circuit-breaker.js';
import { parseConnectorNames } from './connectors.js';
import { backoffDelayMs, HttpStatusError, parseRetryAfter } from './polite-http.js';
import { abortableSleep, RateLimiter, type Sleep } from './rate-limiter.js';
import type { SourceStatusRow } from './source-status.repository.js';

describe('RateLimiter', () => {
  it('hands out one slot per interval, in arrival order, without waiting for the first', async () => {
    const waits: number[] = [];
    const limiter = new RateLimiter({ minIntervalMs: 1000, now: () => 5000, sleep: async (ms) => void waits.push(ms) });
    await Promise.all([limiter.acquire(), limiter.acquire(), limiter.acquire()]);
    expect(waits).toEqual([0, 1000, 2000]);
  });

  it('does not wait when the interval has already passed', async () => {
    const waits: number[] = [];
    let now = 0;
    const limiter = new RateLimiter({ minIntervalMs: 1000, now: () => now, sleep: async (ms) => void waits.push(ms) });
    await limiter.acquire();
    now = 1500;
    await limiter.acquire();
    now = 1700;
    await limiter.acquire();
    expect(waits).toEqual([0, 0, 800]);
  });

  it('counts the interval from when a caller was released, so a late wake-up pushes the next call back', async () => {
    // Measured where the limiter wakes up, inside its own chain: times taken in the callers' callbacks would also count
    // the test process being descheduled between two callbacks on a loaded machine.
    const wakeUps: number[] = [];
    const sleep: Sleep = async (ms, signal) => {
      await abortableSleep(ms, signal);
      wakeUps.push(performance.now());
    };
    const limiter = new RateLimiter({ minIntervalMs: 50, now: () => performance.now(), sleep });
    const calls = [1, 2, 3].map(() => limiter.acquire());
    // A busy event loop: every timer and continuation is late by 80 ms. Slots reserved at arrival (0, 50, 100 ms)
    // would then let the first two calls leave together.
    const busyUntil = performance.now() + 80;
    while (performance.now() < busyUntil);
    await Promise.all(calls);
    // A timer may fire a millisecond or two early against performance.now (libuv counts from its loop's cached time);
    // slots reserved at arrival would leave about 0 ms between the first two.
    expect(wakeUps[1]! - wakeUps[0]!).toBeGreaterThanOrEqual(45);
    expect(wakeUps[2]! - wakeUps[1]!).toBeGreaterThanOrEqual(45);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds (decimals too) and HTTP dates', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    expect(parseRetryAfter('0.05', 0)).toBe(50);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:30 GMT', Date.parse('2025-03-01T10:00:00Z'))).toBe(30_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', Date.parse('2025-03-01T10:00:00Z'))).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter('  ', 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});

describe('backoffDelayMs', () => {
  const policy = { backoffBaseMs: 1000, maxBackoffMs: 5000 };
  it('doubles per attempt up to the cap, with jitter between half and all of the step', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, policy, () => 1))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect([1, 2, 3].map((attempt) => backoffDelayMs(attempt, policy, () => 0))).toEqual([500, 1000, 2000]);
  });
});

describe('statusAfterFailure', () => {
  const policy = { pauseAfter: 3, pauseForMs: 60_000 };
  const now = new Date('2025-03-01T10:00:00Z');
  const row = (values: Partial<SourceStatusRow> = {}): SourceStatusRow => ({
    source: 'wallapop',
    state: 'ok',
    lastOkAt: null,
    lastError: null,
    pausedUntil: null,
    consecutiveFailures: 0,
    ...values,
  });
  const blocked = new HttpStatusError(403, 'api.example/search');
  const broken = new HttpStatusError(500, 'api.example/search');

  it('pauses on the third 403 in a row', () => {
    expect(statusAfterFailure(row({ state: 'degraded', lastError: blocked.message, consecutiveFailures: 2 }), blocked, policy, now)).toEqual({
      state: 'paused',
      pausedUntil: new Date('2025-03-01T10:01:00Z'),
      lastError: 'HTTP 403 from api.example/search',
      consecutiveFailures: 3,
    });
  });

  it('starts a new streak when the kind of failure changes or after a success', () => {
    expect(statusAfterFailure(row({ state: 'degraded', lastError: broken.message, consecutiveFailures: 5 }), blocked, policy, now)).toMatchObject({
      state: 'degraded',
      consecutiveFailures: 1,
    });
    expect(statusAfterFailure(row({ state: 'degraded', lastError: blocked.message, consecutiveFailures: 2 }), broken, policy, now)).toMatchObject({
      state: 'degraded',
      consecutiveFailures: 1,
    });
    expect(statusAfterFailure(row({ lastError: blocked.message, consecutiveFailures: 0 }), blocked, policy, now)).toMatchObject({
      state: 'degraded',
      consecutiveFailures: 1,
    });
  });

  it('never pauses for other failures', () => {
    expect(statusAfterFailure(row({ state: 'degraded', lastError: broken.message, consecutiveFailures: 9 }), broken, policy, now)).toMatchObject({
      state: 'degraded',
      consecutiveFailures: 10,
      pausedUntil: null,
    });
  });
});

describe('parseConnectorNames', () => {
  it('reads SOURCES case-insensitively, ignoring blanks, repeats and the always-on feed', () => {
    expect(parseConnectorNames('')).toEqual([]);
    expect(parseConnectorNames(' Wallapop , feed,wallapop,')).toEqual(['wallapop']);
  });

  it('rejects unknown names with the list of known ones', () => {
    expect(() => parseConnectorNames('wallapop,milanuncios,vinted')).toThrow(
      'Unknown sources in SOURCES: "milanuncios", "vinted". Known sources: wallapop (the feed is always on).',
    );
  });
});
