/**
 * Whether an error means the database could not be reached, rather than that a query was wrong: the connection was
 * refused, reset or timed out, the server is shutting down or starting up, or it has no connection slot left. Such a
 * request did nothing and may be tried again, so it answers 503 (docs/operations.md, "Database outages").
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is matched apart). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres throws itself, without a code, when a connection dies or none can be had in time. */
const CLIENT_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Drizzle wraps the driver's error as `cause`; a refused localhost connection is an AggregateError (IPv6 and IPv4).
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
