import type { z } from 'zod';
import { ruleText, type HiresT } from './hire-texts';

/** The first message per top-level field of a failed shared-schema check (the same rules the server runs), in the reader's language. */
export function fieldErrors(t: HiresT, error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= ruleText(t, issue.message);
  }
  return errors;
}
