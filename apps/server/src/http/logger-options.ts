/** Fields that carry query parameters or row values (drizzle's DrizzleQueryError, pg's DatabaseError). */
const DATA_FIELDS = ['params', 'parameters', 'detail', 'where'];

type SerializedError = Record<string, unknown> & { cause?: unknown };

/** An error as logged: stack and message kept, the values a failed query carried dropped (at any depth of `cause`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pino's `err` serializer type takes any value and must return its error shape.
export function serializeError(error: any, depth = 0): any {
  if (!(error instanceof Error)) return error;
  // Drizzle appends the parameters to its message; PostgreSQL quotes the offending value in its own.
  const isPostgres = 'severity' in error && 'routine' in error;
  const clean = (text: string | undefined) => (text === undefined ? undefined : redactText(text, isPostgres));
  const copy: SerializedError = { type: error.constructor.name, message: clean(error.message), stack: clean(error.stack) };
  for (const [key, value] of Object.entries(error)) copy[key] = value;
  for (const field of DATA_FIELDS) if (field in copy) copy[field] = '[Redacted]';
  if (error.cause !== undefined) copy.cause = depth < 5 ? serializeError(error.cause, depth + 1) : '[Cause]';
  return copy;
}

function redactText(text: string, isPostgres: boolean): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [Redacted]');
  return isPostgres ? withoutParams.replace(/: "(?:[^"\\]|\\.)*"/g, ': "[Redacted]"') : withoutParams;
}

/** Secrets never reach the log: credentials in headers and bodies are censored wherever a line carries them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  '*.authorization',
  'token',
  '*.token',
  '*.accessToken',
  '*.credential',
  '*.password',
  '*.secret',
  '*.code_hash',
  '*.codeHash',
];

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
