/** PostgreSQL's codes for a transaction that lost a race and may simply be run again (docs/decisions/028-ledger-lock-order.md). */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** True for a deadlock or serialization failure, also when a driver or Drizzle wraps it (`cause`). */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs a whole transaction again once when PostgreSQL aborted it as a deadlock victim or a serialization
 * failure: everything it wrote was rolled back, and its idempotency keys make the second run safe.
 */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return work();
  }
}
