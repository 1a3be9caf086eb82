import { z } from 'zod';
import { INPUT_MESSAGES } from '../area-messages.js';

/**
 * C0 and C1 control characters except tab, new line and carriage return (PostgreSQL refuses NUL), and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a text read otherwise than
 * it is stored (shown on public profiles). Right-to-left letters themselves are text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function hasForbiddenControl(value: string): boolean {
  return FORBIDDEN_CONTROL.test(value);
}

export type SafeTextOptions = {
  /** Message when the value is not a string (or missing, when required). */
  type?: string;
  /** Message when longer than `max`. */
  tooLong?: string;
  /** Given: blank after trimming fails with this message. */
  required?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/**
 * The one text rule of every request field: a string of at most `max` characters with no control
 * characters other than `\n`, `\r` and `\t`; trimmed unless told otherwise.
 */
export function safeText(max: number, options: SafeTextOptions = {}) {
  const { type = options.required ?? INPUT_MESSAGES.notText, tooLong = INPUT_MESSAGES.tooLong(max), required, trim = true } = options;
  let schema = z.string({ error: type });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { error: required });
  return schema.max(max, { error: tooLong }).refine((value) => !hasForbiddenControl(value), { error: INPUT_MESSAGES.controlCharacters });
}
