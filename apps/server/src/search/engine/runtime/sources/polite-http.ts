import { SourceReadError } from '../ingest/read-error.js';
import { abortableSleep, type RateLimiter, type Sleep } from './rate-limiter.js';

/** A platform answered with a status we do not retry (403, 404...) or kept failing after the retries. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly endpoint: string,
    detail = '',
  ) {
    super(`HTTP ${status} from ${endpoint}${detail ? `: ${detail}` : ''}`);
    this.name = 'HttpStatusError';
  }
}

export type RetryPolicy = {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** First back-off step; it doubles on every retry (with jitter) up to maxBackoffMs. */
  backoffBaseMs: number;
  maxBackoffMs: number;
  /** A Retry-After longer than this is not waited for: the call fails instead. */
  maxRetryAfterMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, backoffBaseMs: 1000, maxBackoffMs: 15_000, maxRetryAfterMs: 30_000 };

export type RetryNotice = { attempt: number; delayMs: number; reason: string; retryAfterMs: number | null };

export type PoliteHttpOptions = {
  limiter: RateLimiter;
  retry?: Partial<RetryPolicy>;
  fetchImpl?: typeof fetch;
  sleep?: Sleep;
  /** 0..1; jitter spreads the retries of several processes apart. */
  random?: () => number;
  now?: () => number;
  onRetry?: (notice: RetryNotice) => void;
};

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Retry-After as delay-seconds (decimals accepted) or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds * 1000));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** Exponential back-off with "equal jitter": between half and all of base × 2^(attempt-1), capped. */
export function backoffDelayMs(attempt: number, policy: Pick<RetryPolicy, 'backoffBaseMs' | 'maxBackoffMs'>, random: () => number): number {
  const ceiling = Math.min(policy.maxBackoffMs, policy.backoffBaseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Where a call went, without its query string (which may hold the customer's keywords). */
const endpointOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

const bodySnippet = async (response: Response) => (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * GET-and-parse-JSON with manners: every attempt waits for the rate limiter; 429 and 5xx answers and
 * network errors are retried with back-off (Retry-After honoured); other statuses fail at once.
 */
export class PoliteHttp {
  private readonly policy: RetryPolicy;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: Sleep;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: PoliteHttpOptions) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  async getJson(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
    const endpoint = endpointOf(url);
    for (let attempt = 1; ; attempt += 1) {
      await this.options.limiter.acquire(signal);
      let response: Response;
      try {
        response = await this.fetchImpl(url, { headers, signal });
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        if (attempt >= this.policy.maxAttempts) throw new SourceReadError('unreachable', `${endpoint} unreachable: ${(error as Error).message}`);
        await this.retryLater(attempt, (error as Error).message, null, signal);
        continue;
      }
      if (response.ok) return this.parseJson(response, endpoint);
      const detail = await bodySnippet(response);
      if (!isRetryableStatus(response.status) || attempt >= this.policy.maxAttempts) throw new HttpStatusError(response.status, endpoint, detail);
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.now());
      if (retryAfterMs !== null && retryAfterMs > this.policy.maxRetryAfterMs) {
        throw new HttpStatusError(response.status, endpoint, `Retry-After ${retryAfterMs} ms is longer than we wait`);
      }
      await this.retryLater(attempt, `HTTP ${response.status}`, retryAfterMs, signal);
    }
  }

  private async retryLater(attempt: number, reason: string, retryAfterMs: number | null, signal: AbortSignal) {
    const delayMs = retryAfterMs ?? backoffDelayMs(attempt, this.policy, this.random);
    this.options.onRetry?.({ attempt, delayMs, reason, retryAfterMs });
    await this.sleep(delayMs, signal);
  }

  private async parseJson(response: Response, endpoint: string): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceReadError('invalid', `${endpoint} answered ${response.status} with a body that is not JSON`);
    }
  }
}
